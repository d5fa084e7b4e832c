import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';

// Both bundlers: `next dev` (and the CMS preview) runs Turbopack, and Next 16 stops there on
// "a webpack config" without Turbopack rules; `next build --webpack` uses the webpack loader,
// for the compile hint below (Turbopack has no setting that writes a chunk's first line).
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
  // MobilityData ships GBFS's runtime checkers as TypeScript source (content/gbfs.ts): Next
  // compiles them as ours, and next/jest reads this to let Jest transform them too.
  transpilePackages: ['gbfs-typescript-types'],
  poweredByHeader: false,
  // V8's explicit compile hint on every client chunk: V8 compiles all of a chunk's functions
  // while it streams in, off the main thread, instead of on first call. react-dom's module is
  // one function of 200 kB, and compiling it on its first call was most of the runtime's
  // start-up task (docs/audit/startup.md, variant B). After the minifier (which would drop the
  // comment), before the real content hash: every file's name still comes from its bytes.
  webpack(config, { isServer, webpack }) {
    if (!isServer) {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      const banner = '//# allFunctionsCalledOnLoad';
      config.plugins.push(new webpack.BannerPlugin({ banner, raw: true, stage, test: /\.js$/ }));
    }
    return config;
  },
  experimental: {
    // Each page's CSS in one <style> in its <head> instead of 9-11 render-blocking
    // stylesheet requests (vanilla-extract writes a file per .css.ts). Measured in
    // docs/audit/README.md; deploy/hosting.mjs allows the styles in the CSP by hash.
    inlineCss: true,
    // Each language has its own root layout (app/(en), app/[segment]), so the 404 page
    // brings its own document: app/global-not-found.tsx, exported as out/404.html.
    globalNotFound: true,
  },
};

export default withVanillaExtract(nextConfig);
