/**
 * The site's HTTP response policy, in one place. `deploy/hosting.mjs` turns it into the
 * configuration of the three servers (serve for `npm start`, nginx, and the CDN's
 * `_headers`), and the browser tests assert that all three send it.
 */

/** Sent with every response: no file may be read as another type than it declares. */
export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Sent with every response a visitor can open as a document: the pages, the error views and
 * every other file outside the build output. The content-hashed files under /_next/static
 * are loaded by pages, as scripts, styles and fonts, where these headers and a CSP do nothing
 * (the page's own apply), so they go without them: on HTTP/1.1 that is about 320 bytes less
 * on each of the nine files a page starts with. Only the build output's kinds of file that a
 * browser renders on their own (`renderedExtensions`) keep the asset CSP.
 */
export const documentHeaders = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
};

/**
 * Not sent: `Cross-Origin-Opener-Policy` (issue 16). It cuts a page off from the windows of
 * other sites that opened it or that it opens, which protects pages with a visitor's own
 * data from cross-window leaks. Every Scoot page is public and the same for every visitor:
 * no cookies, no sign-in, no popups, and framing is refused by `X-Frame-Options` and the
 * CSP's `frame-ancestors 'none'`. Its cost is not small: a visitor who arrives from another
 * page lands in a new browsing context group, so Chromium builds a new renderer process and
 * script context for every arrival. In Lighthouse that navigation task took 25-48 ms instead
 * of 13-25 ms, up to 190 ms at the phone's 4x CPU, and it made most of the blocking time
 * over budget (docs/audit/README.md). Send it again (`same-origin`) if a page ever holds
 * something private, such as an account.
 */
export const omittedHeaders = ['Cross-Origin-Opener-Policy'];

export const cacheControl = {
  /** Content-hashed build output under /_next/static: cache for a year, never revalidate. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML and every unhashed file: may be stored, but revalidated (ETag) on each use. */
  revalidate: 'public, max-age=0, must-revalidate',
};

/**
 * The Content-Security-Policy of one page. Inline scripts are allowed by their hashes only
 * (Next's bootstrap and RSC payload, the runtime loader, the 404 page's case fix), so an
 * injected script cannot run; inline styles likewise (the page's CSS, which Next inlines).
 * Nothing may come from another origin, and no other site may frame the page.
 * @param {string[]} [scriptHashes]
 * @param {string[]} [styleHashes]
 */
export function contentSecurityPolicy(scriptHashes = [], styleHashes = []) {
  /** @param {string} directive @param {string[]} hashes */
  const sources = (directive, hashes) =>
    [`${directive} 'self'`, ...hashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    sources('script-src', scriptHashes),
    sources('style-src', styleHashes),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For files that are not pages (images, the manifest, RSC payloads) outside the build output. */
export const assetContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Files of the build output a browser renders as a document when opened (an SVG may script). */
export const renderedExtensions = ['svg'];

/**
 * Content types stated outright rather than left to each server's extension table: the
 * manifest (Debian's nginx has no entry for .webmanifest; nginx sets it in scoot.conf) and
 * the share images, which crawlers fetch by URL. `*` stands for one file name.
 */
export const contentTypes = {
  '/manifest.webmanifest': 'application/manifest+json',
  '/social/*.png': 'image/png',
};
