import { test } from '@playwright/test';

import { pages } from '../../content/pageRegistry';

export type Server = 'serve' | 'nginx' | 'cdn';

/** Which server the current project runs against: `serve` (npm start), nginx or the CDN. */
export const server = (): Server => {
  const name = test.info().project.name;
  return name === 'nginx' || name === 'cdn' ? name : 'serve';
};

/**
 * Where the three servers legitimately answer differently, in one place; the specs read
 * these instead of asking which server they run on.
 * - recased: a route in another casing (/LoCaTiOnS, /About) or with a trailing slash.
 *   serve rewrites it to the page (200; the canonical link names the lowercase URL),
 *   nginx and the CDN (its Worker, deploy/cdn-worker.mjs) redirect to the lowercase URL
 *   with a 301.
 * - htmlRedirect: the status of /about.html's redirect to /about (the CDN's own html
 *   handling answers 307, before its Worker could: the file exists), and whether it keeps
 *   the query (serve's drops it).
 * - traversal: an encoded path climbing above the root. serve and nginx refuse it (400);
 *   the CDN resolves the dots first and redirects to what is left inside the site
 *   (/..%2fpackage.json to /package.json), which does not exist: 404.
 */
export const traits = {
  serve: { recased: 'rewrite', htmlRedirect: 301, htmlRedirectKeepsQuery: false, traversal: 400 },
  nginx: { recased: 'redirect', htmlRedirect: 301, htmlRedirectKeepsQuery: true, traversal: 400 },
  cdn: { recased: 'redirect', htmlRedirect: 307, htmlRedirectKeepsQuery: true, traversal: 404 },
} as const satisfies Record<
  Server,
  {
    recased: 'rewrite' | 'redirect';
    htmlRedirect: number;
    htmlRedirectKeepsQuery: boolean;
    traversal: number;
  }
>;

export const serverTraits = () => traits[server()];

/** The heading each canonical route shows, to tell "the right page" from another. */
export const routeHeadings: Record<string, string> = Object.fromEntries(
  Object.values(pages).map((page) => [page.path, page.heading]),
);

export const errorHeading = 'Unexpected Application Error!';
