import { test } from '@playwright/test';

import { pageHeading, pageKeys, pages } from '../../content/pageRegistry';
import { translator } from '../../lib/messages';

/** Which server the current project runs against: `serve` (npm start), nginx or the CDN. */
export const server = () => {
  const name = test.info().project.name;
  return name === 'nginx' || name === 'cdn' ? name : 'serve';
};

/**
 * Where the servers legitimately differ. recased (/About, /careers/): serve rewrites to the
 * page (canonical link to the route), nginx and the CDN redirect (301). htmlRedirect: the
 * CDN's html handling answers /about.html first. traversal (/..%2f): serve and nginx refuse
 * it; the CDN resolves the dots and redirects to a path inside the site, a 404.
 */
const traits = {
  serve: { recased: 'rewrite', htmlRedirect: 301, htmlRedirectKeepsQuery: false, traversal: 400 },
  nginx: { recased: 'redirect', htmlRedirect: 301, htmlRedirectKeepsQuery: true, traversal: 400 },
  cdn: { recased: 'redirect', htmlRedirect: 307, htmlRedirectKeepsQuery: true, traversal: 404 },
} as const;

export const serverTraits = () => traits[server()];

/** The heading each canonical route shows, to tell "the right page" from another. */
export const routeHeadings: Record<string, string> = Object.fromEntries(
  pageKeys.map((key) => [pages[key].path, pageHeading(key, 'en')]),
);

export const errorHeading = translator('en')('errors.title');
