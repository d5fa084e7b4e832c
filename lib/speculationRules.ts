/**
 * The site's speculation rules (HTML's speculative loading), inline at the end of every page's
 * <body> (app/_views/Document.tsx) and allowed by their hash in the page's CSP like any inline
 * script (deploy/hosting.mjs). Not the `Speculation-Rules` header: its file is one more
 * request while the first page loads, which Lighthouse counted before the largest paint.
 *
 * Chromium prerenders a page of the site once the visitor shows intent to open it (the pointer
 * resting on its link, or pressing it), so the click shows a page already loaded and run.
 * Browsers without speculation rules (Firefox, WebKit today) ignore the element and load pages
 * as before. Chromium declines by itself under Data Saver (which sends Save-Data), Energy
 * Saver, memory pressure or its "Preload pages" setting off, and keeps its own limits.
 *
 * Only links that are plain navigations to another page of the site qualify: no file that is
 * not a page (a name with a dot: the sitemap, security.txt, the art), never the content admin
 * (cms/, which a local run serves beside the site), not the page itself (`aria-current`), not
 * a download, a link to another window or one the site does not vouch for (`nofollow`). The
 * pages are static and the same for every visitor, so opening one has no side effect.
 */
export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/*.*' } },
          { not: { href_matches: '/admin{/*}?' } },
          { not: { selector_matches: '[aria-current],[download],[target],[rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The rules as the page carries them: the exact text the CSP's hash is taken of. */
export const speculationRulesText = JSON.stringify(speculationRules);
