/**
 * Files of a static export, for the build steps (deploy/) and the quality scripts that
 * read out/ or a copy of it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every .html file under a directory, as paths joined to it.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * The site's routes, read from the sitemap the build wrote from the page registry
 * (content/pageRegistry.ts; these scripts are plain Node and cannot import the TypeScript).
 * Lowercase, without a trailing slash, in the registry's order.
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
 * The exported file of a route: index.html for /, about.html for /about.
 * @param {string} route
 * @returns {string}
 */
export function routeFile(route) {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/**
 * The pages a measurement walks, as [path, exported file]: every route, then the 404 view
 * (named '404'), which is the layout alone.
 * @param {string} outDir
 * @returns {Map<string, string>}
 */
export function measuredPages(outDir) {
  return new Map([
    ...readRoutes(outDir).map((route) => /** @type {const} */ ([route, routeFile(route)])),
    ['404', '404.html'],
  ]);
}
