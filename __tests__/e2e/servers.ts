import { test } from '@playwright/test';

import { pageHeading, pageKeys, pages } from '@/lib/pageRegistry';
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
 * notFoundInLanguage (/ja/nope): nginx and the CDN's Worker send the 404 view of the language
 * whose prefix the URL has (out/ja/404.html); serve has one 404 view, the English.
 */
const traits = {
  serve: {
    recased: 'rewrite',
    htmlRedirect: 301,
    htmlRedirectKeepsQuery: false,
    traversal: 400,
    notFoundInLanguage: false,
  },
  nginx: {
    recased: 'redirect',
    htmlRedirect: 301,
    htmlRedirectKeepsQuery: true,
    traversal: 400,
    notFoundInLanguage: true,
  },
  cdn: {
    recased: 'redirect',
    htmlRedirect: 307,
    htmlRedirectKeepsQuery: true,
    traversal: 404,
    notFoundInLanguage: true,
  },
} as const;

export const serverTraits = () => traits[server()];

/** The heading each canonical route shows, to tell "the right page" from another. */
export const routeHeadings: Record<string, string> = Object.fromEntries(
  pageKeys.map((key) => [pages[key].path, pageHeading(key, 'en')]),
);

export const errorHeading = translator('en')('errors.title');
