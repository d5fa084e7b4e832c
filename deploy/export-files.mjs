/**
 * Files of a static export, for the build steps (deploy/) and the quality scripts that
 * read out/ or a copy of it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every file under a directory, as slash-separated paths relative to it (about.html,
 * _next/static/chunks/main.js), in no particular order.
 * @param {string} dir
 * @returns {string[]}
 */
export const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));

/**
 * Every .html file under a directory, as paths joined to it.
 * @param {string} dir
 */
export const htmlFiles = (dir) =>
  filesUnder(dir).flatMap((file) => (file.endsWith('.html') ? [join(dir, file)] : []));

/**
 * The site's routes, read from the sitemap the build wrote from the page registry
 * (lib/pageRegistry.ts; these scripts are plain Node and cannot import the TypeScript).
 * Lowercase, without a trailing slash, in the registry's order: every language's, each
 * `<loc>` once (an entry's `<xhtml:link rel="alternate">` children name the same pages in
 * other languages, which have entries of their own, and are not read).
 * @param {string} outDir
 * @returns {string[]}
 */
export function readRoutes(outDir) {
  const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) =>
    new URL(loc.trim()).pathname.replace(/(.)\/+$/, '$1'),
  );
  if (!routes.includes('/')) throw new Error('the sitemap lists no home page: build out/ first');
  return routes;
}

/**
 * The languages that have a 404 view of their own, read from the build output: each
 * first-level folder of out/ that holds a 404.html (out/ja/404.html), sorted. Their addresses
 * live under that folder's name (/ja/about), and the servers answer an unknown address under
 * it with that view (deploy/hosting.mjs for nginx, deploy/cdn-worker.mjs for the CDN). Only
 * names a route's first segment can have count (lowercase letters, digits, `-`), so a new
 * language needs no change to the servers, and nothing else of out/ is taken for one.
 * @param {string} outDir
 * @returns {string[]}
 */
export function readNotFoundLanguages(outDir) {
  return readdirSync(outDir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        /^[a-z0-9][a-z0-9-]*$/.test(entry.name) &&
        existsSync(join(outDir, entry.name, '404.html')),
    )
    .map((entry) => entry.name)
    .sort();
}

/**
 * The exported file of a route: index.html for /, about.html for /about.
 * @param {string} route
 * @returns {string}
 */
export function routeFile(route) {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}
