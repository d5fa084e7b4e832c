/**
 * The CDN's Worker (wrangler.jsonc `main`, bundled by wrangler with deploy/headers.mjs).
 *
 * Cloudflare serves every request that matches a file of out/ straight from the static
 * assets, without running this code (and without billing it): /about is about.html, the
 * scripts, images and feeds are themselves. The Worker runs only for what no file answers,
 * and for a path ending in a slash (`run_worker_first` in wrangler.jsonc: the assets would
 * answer /about/ with their own 307 before any rule of ours could). Routes match in any casing
 * (the site's links are lowercase), and the CDN's redirect rules match exactly, so every casing of every route
 * (2^n for n letters) would outgrow the 2,000 rules it takes. Here one rule covers them all,
 * as nginx's map does:
 *
 * - the path is lowercased and cleaned as nginx and serve clean it (repeated and trailing
 *   slashes, `.html`, /index); when that names a page (asked of the assets, env.ASSETS), the
 *   answer is a 301 to it, keeping the query;
 * - anything else gets the 404 view with status 404: its language's (out/ja/404.html) under a
 *   language's prefix in any casing (/ja/nope, /JA/careers/closed-job), else out/404.html.
 *   The languages are not listed here: a first segment is one when out/<segment>/404.html
 *   exists, which the assets are asked (`notFound`), so a new language needs no change.
 *
 * Responses made here do not pass through the CDN's `_headers`, so they carry the site-wide
 * headers themselves (`cdnDocumentHeaders`, the same object as the `/*` rule there).
 */
import { cdnDocumentHeaders } from './headers.mjs';

/**
 * The assets binding (wrangler.jsonc `assets.binding`): a fetch into out/ with the CDN's
 * html handling, as a visitor's request would be answered.
 * @typedef {{ ASSETS: { fetch(request: Request): Promise<Response> } }} Env
 */

/**
 * The error views are files (404.html, 400.html, _not-found.html, and a language's, such as
 * ja/404.html) but not destinations: nginx keeps them internal, and a redirect to one would
 * answer a typo with a 200. The same paths as scoot.conf's internal location.
 */
const ERROR_VIEW = /^(\/[^/]+)?\/(400|404|_not-found)$/;

/**
 * A segment a route can have: lowercase letters, digits and `-_.~`, not starting with a dot,
 * so that a decoded `..` cannot climb out of the site and nothing else (a decoded `?`, `#` or
 * space, a letter outside ASCII) reaches the assets as part of a path.
 */
const ROUTE_SEGMENT = /^[a-z0-9_~-][a-z0-9._~-]*$/;

/**
 * The lowercase, clean form of a request path, the form every route has: percent-decoded,
 * lowercased, repeated slashes merged, trailing slashes, one `.html` and a final /index
 * dropped (what nginx's map and serve's rewrites accept too). Undefined when the path cannot
 * be a route (undecodable, a dot segment, a character no route has).
 * @param {string} pathname the URL's path, as sent (percent-encoded)
 * @returns {string | undefined}
 */
export function canonicalPath(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const path = decoded
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .replace(/\.html$/, '')
    .replace(/\/index$/, '');
  if (path === '') return '/';
  return path
    .split('/')
    .slice(1)
    .every((segment) => ROUTE_SEGMENT.test(segment))
    ? path
    : undefined;
}

/**
 * A response with the site-wide headers set, replacing any value the assets gave: a header
 * set twice would be sent twice, and a browser enforces both CSPs.
 * @param {Response} response
 */
function withSiteHeaders(response) {
  for (const [name, value] of Object.entries(cdnDocumentHeaders)) {
    response.headers.set(name, value);
  }
  return response;
}

/**
 * Whether an answer of the assets is an HTML file (200, text/html).
 * @param {Response} response
 */
const isHtml = (response) =>
  response.status === 200 && /^text\/html\b/.test(response.headers.get('Content-Type') ?? '');

/**
 * Whether a page (an HTML file of out/ answering 200, not an error view) lives at a path.
 * A HEAD request: the assets answer it from their manifest without reading the file.
 * @param {Env} env
 * @param {URL} url
 */
async function isPage(env, url) {
  if (ERROR_VIEW.test(url.pathname)) return false;
  return isHtml(await env.ASSETS.fetch(new Request(url, { method: 'HEAD' })));
}

/**
 * A folder of out/ that can be a language's: the names readNotFoundLanguages (in
 * deploy/export-files.mjs) takes for nginx's map, lowercase letters, digits and `-`.
 */
const LANGUAGE_SEGMENT = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The first segment of a request path, decoded and lowercased as nginx's map reads it, when
 * a language's folder could be named so (`LANGUAGE_SEGMENT`): "ja" for /JA/nope, //ja//about,
 * /%6Aa/x and /ja%2Fnope; where the rest of the path does not decode, its first segment
 * alone. Whether it is a language is the assets' to say (`notFound`).
 * @param {string} pathname the URL's path, as sent (percent-encoded)
 * @returns {string | undefined}
 */
export function firstSegment(pathname) {
  /** @param {string} text */
  const decoded = (text) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return undefined;
    }
  };
  const path = decoded(pathname) ?? decoded(pathname.split('/').find(Boolean) ?? '') ?? '';
  const segment = path.toLowerCase().split('/').find(Boolean);
  return segment !== undefined && LANGUAGE_SEGMENT.test(segment) ? segment : undefined;
}

/**
 * The 404 view, as nginx answers an unknown URL, with status 404: under a language's prefix
 * that language's (out/ja/404.html for /ja/nope and /JA/nope), else out/404.html. A language
 * is a first segment whose folder of out/ holds a 404.html, the rule nginx's map is built by
 * (deploy/hosting.mjs): the assets are asked for /<segment>/404, and out/404.html answers
 * when they have none. The assets serve the views at /404 and /ja/404 with a 200, which is
 * kept for the body only.
 * @param {Env} env
 * @param {Request} request
 */
async function notFound(env, request) {
  const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
  /** @param {string} path */
  const fetchView = (path) => env.ASSETS.fetch(new Request(new URL(path, request.url), { method }));
  const lang = firstSegment(new URL(request.url).pathname);
  const own = lang === undefined ? undefined : await fetchView(`/${lang}/404`);
  if (own && isHtml(own)) return notFoundWith(own, method);
  await own?.body?.cancel();
  return notFoundWith(await fetchView('/404'), method);
}

/**
 * A 404 response with the body and type of a view the assets answered, and the site-wide
 * headers.
 * @param {Response} view
 * @param {'GET' | 'HEAD'} method
 */
function notFoundWith(view, method) {
  return withSiteHeaders(
    new Response(method === 'HEAD' ? null : view.body, {
      status: 404,
      headers: { 'Content-Type': view.headers.get('Content-Type') ?? 'text/html; charset=utf-8' },
    }),
  );
}

/**
 * The Worker's one handler: a 301 to the lowercase, clean route a path stands for, else the
 * 404 view. Only GET and HEAD are redirected; nothing here accepts a form or an upload.
 * @param {Request} request
 * @param {Env} env
 * @returns {Promise<Response>}
 */
export async function handle(request, env) {
  const url = new URL(request.url);
  const route = canonicalPath(url.pathname);
  if (
    (request.method === 'GET' || request.method === 'HEAD') &&
    route !== undefined &&
    route !== url.pathname &&
    (await isPage(env, new URL(route, url)))
  ) {
    return withSiteHeaders(
      new Response(null, { status: 301, headers: { Location: route + url.search } }),
    );
  }
  return notFound(env, request);
}

/** The module Workers run: its `fetch` handles each request no file answered. */
const worker = { fetch: handle };
export default worker;
