/**
 * The site's HTTP response policy, in one place. `deploy/hosting.mjs` turns it into the
 * configuration of the three servers (serve for `npm start`, nginx, and the CDN's
 * `_headers`), and the browser tests assert that all three send it.
 */

import { invokersPolyfillPath } from '../lib/invokersPolyfillPath.mjs';

/**
 * Sent with every response: no file may be read as another type than it declares, or be
 * loaded by another site (`crossOriginResourcePolicy`, below: the share images excepted).
 */
export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
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

// Not sent: `Cross-Origin-Opener-Policy`, which protects pages holding a visitor's own data
// from cross-window leaks. Every Scoot page is public and the same for everyone (no cookies,
// no sign-in, no popups; framing is refused). It costs every arrival a new renderer process:
// 25-48 ms instead of 13-25 ms in Lighthouse, up to 190 ms at the phone's 4x CPU. Send it
// (`same-origin`) if a page ever holds something private, such as an account.

export const cacheControl = {
  /** Content-hashed build output under /_next/static: cache for a year, never revalidate. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML and every unhashed file: may be stored, but revalidated (ETag) on each use. */
  revalidate: 'public, max-age=0, must-revalidate',
};

/**
 * HSTS: browsers that have once reached the site over HTTPS never try plain HTTP on it, or
 * its subdomains, for two years. Sent over HTTPS only (RFC 6797 7.2): nginx on TLS
 * connections, the CDN always (plain HTTP only redirects there), serve (a local preview over
 * HTTP) never. `preload` is a decision for whoever owns the domain (docs/hosting.md).
 */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/**
 * `Cross-Origin-Resource-Policy` (in `securityHeaders`): no other site may load the site's
 * files as its own subresources, which keeps them out of another origin's process. The share
 * images are the exception: link previews show them wherever a page is shared.
 */
export const sharedFiles = { pattern: '/social/*.png', policy: 'cross-origin' };

/**
 * The Content-Security-Policy comes in two parts, so that the CDN's configuration does not
 * grow with the pages (its `_headers` takes 100 rules): every document response carries this
 * header, what a <meta> cannot carry (frame-ancestors) and what every page shares; every page
 * carries its own hashes in a <meta> right after its charset (`pageContentSecurityPolicy`,
 * inserted by deploy/hosting.mjs). A browser enforces both, so a request must pass each.
 */
export const documentContentSecurityPolicy = [
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/**
 * The Trusted Types policy every page creates before anything else runs (the build puts it
 * right after the page's CSP), under `require-trusted-types-for 'script'`. It is the only
 * policy the page's own scripts create (`trusted-types default`), and it passes only what the
 * runtime really assigns to the DOM's script sinks (tried in Chromium):
 * - script URLs of the site's own build output: the loader (deploy/runtime-loading.mjs),
 *   React DOM's hoisted <script src> assigns them as strings (webpack's chunk loader has a
 *   policy of its own, `nextjs#bundler`, which the CSP names too); and the polyfill's URL;
 * - HTML without markup: React DOM writes JSON-LD (dangerouslySetInnerHTML) on client-side
 *   navigations, and app/structuredData escapes every `<` in it; and React's own empty
 *   `<script></script>`, through which it creates script elements that never run.
 * Anything else (an `<img onerror>` written to innerHTML, a foreign script URL, script text)
 * is refused and reported.
 */
export const trustedTypesPolicy =
  "(function(t){if(!t||!t.createPolicy)return;t.createPolicy('default',{" +
  // `<\\/script>`: the text sits in a <script> element, which a `</script>` would end.
  "createHTML:function(h){if(h==='<script><\\/script>'||h.indexOf('<')<0)return h}," +
  'createScriptURL:function(u){var x=new URL(u,document.baseURI);' +
  "if(x.origin===location.origin&&(x.pathname.indexOf('/_next/static/')===0||" +
  `x.pathname===${JSON.stringify(invokersPolyfillPath)}))return u}` +
  '})})(window.trustedTypes)';

/**
 * The Content-Security-Policy of one page, delivered in its <meta>. Nothing is allowed that
 * is not named: scripts only from the site and inline scripts only by their hashes (Next's
 * bootstrap and RSC payload, the runtime loader, the Trusted Types policy, the 404 page's
 * case fix), so an injected script cannot run; inline styles likewise (the page's CSS,
 * which Next inlines); images, fonts, the manifest and the router's fetches from the site
 * only. DOM script sinks take only what the Trusted Types policy passes.
 * @param {string[]} [scriptHashes]
 * @param {string[]} [styleHashes]
 */
export function pageContentSecurityPolicy(scriptHashes = [], styleHashes = []) {
  /** @param {string} directive @param {string[]} hashes */
  const sources = (directive, hashes) =>
    [`${directive} 'self'`, ...hashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'none'",
    sources('script-src', scriptHashes),
    sources('style-src', styleHashes),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "require-trusted-types-for 'script'",
    // webpack's chunk loader makes its own policy for its script URLs (Next names it).
    'trusted-types default nextjs#bundler',
  ].join('; ');
}

/** For files that are not pages (images, the manifest, RSC payloads) outside the build output. */
export const assetContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * Files other than pages that a browser renders as a document when opened (an SVG, or an XML
 * file with XHTML in it, may script): they keep the asset CSP wherever they are.
 */
export const renderedExtensions = ['svg', 'xml'];

/**
 * What the CDN sends with every response a visitor can open as a document, over HTTPS: the
 * `/*` rule of its `_headers` (deploy/hosting.mjs), and the headers its Worker
 * (deploy/cdn-worker.mjs) puts on the redirects and 404 views it makes itself, which no
 * `_headers` rule reaches. One object, so the two cannot drift apart.
 */
export const cdnDocumentHeaders = {
  ...securityHeaders,
  ...documentHeaders,
  'Strict-Transport-Security': strictTransportSecurity,
  'Cache-Control': cacheControl.revalidate,
  'Content-Security-Policy': documentContentSecurityPolicy,
};

/**
 * Content types stated outright rather than left to each server's extension table: the
 * manifest (Debian's nginx has no entry for .webmanifest; nginx sets it in scoot.conf) and
 * the share images, which crawlers fetch by URL. `*` stands for one file name.
 */
export const contentTypes = {
  '/manifest.webmanifest': 'application/manifest+json',
  '/social/*.png': 'image/png',
};
