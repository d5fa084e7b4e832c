import { test } from '@playwright/test';

import { pages } from '../../content/pageRegistry';

/** Which server the current project runs against: `serve` (npm start), nginx or the CDN. */
export const server = () => {
  const name = test.info().project.name;
  return name === 'nginx' || name === 'cdn' ? name : 'serve';
};

/**
 * Where the servers legitimately differ, so specs need not ask which one they run on.
 * - recased (/About, /careers/): serve rewrites to the page (its canonical link names the
 *   route); nginx and the CDN's Worker redirect to the lowercase URL with a 301.
 * - htmlRedirect: /about.html to /about (the CDN's own html handling answers 307), and
 *   whether it keeps the query.
 * - traversal (an encoded path above the root): serve and nginx refuse it (400); the CDN
 *   resolves the dots and redirects to what is left inside the site, which is a 404.
 */
const traits = {
  serve: { recased: 'rewrite', htmlRedirect: 301, htmlRedirectKeepsQuery: false, traversal: 400 },
  nginx: { recased: 'redirect', htmlRedirect: 301, htmlRedirectKeepsQuery: true, traversal: 400 },
  cdn: { recased: 'redirect', htmlRedirect: 307, htmlRedirectKeepsQuery: true, traversal: 404 },
} as const;

export const serverTraits = () => traits[server()];

/** The heading each canonical route shows, to tell "the right page" from another. */
export const routeHeadings: Record<string, string> = Object.fromEntries(
  Object.values(pages).map((page) => [page.path, page.heading]),
);

export const errorHeading = 'Unexpected Application Error!';
