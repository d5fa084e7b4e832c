import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';

// Turbopack mode: without it, Next 16 stops on "a webpack config" from the plugin.
const withVanillaExtract = createVanillaExtractPlugin({
  unstable_turbopack: { mode: 'auto' },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every page is pre-rendered to static HTML in out/.
  output: 'export',
  // about.html rather than about/index.html: `serve` and nginx resolve both, and
  // the 404 page's case fix compares paths without a trailing slash.
  trailingSlash: false,
  // The image optimiser needs a server; the site has none.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // Each page's CSS in one <style> in its <head> instead of 9-11 render-blocking
    // stylesheet requests (vanilla-extract writes a file per .css.ts). Measured in
    // docs/audit/README.md; deploy/hosting.mjs allows the styles in the CSP by hash.
    inlineCss: true,
  },
};

export default withVanillaExtract(nextConfig);
