/**
 * The site's speculation rules (HTML's speculative loading), inline at the end of every page's
 * <body> (components/views/Document.tsx) and allowed by their hash in the page's CSP like any inline
 * script (deploy/hosting.mjs). Not the `Speculation-Rules` header: its file is one more
 * request while the first page loads, which Lighthouse counted before the largest paint.
 *
 * Chromium prerenders a page of the site once the visitor shows intent to open it (the pointer
 * resting on its link, or pressing it), so the click shows a page already loaded and run.
 * Browsers without speculation rules (Firefox, WebKit today) ignore the element and load pages
 * as before. Chromium declines by itself under Energy Saver, memory pressure or its "Preload
 * pages" setting off, and keeps its own limits; it still prerendered with `saveData` on (tried
 * in Chromium 156), so a visitor who asks to save data gets no speculation from the site:
 * `saveDataScript` marks <html> before the rules are read, and the rules skip every link then.
 *
 * Eagerness `eager`: on a desktop, Chromium starts once the pointer has rested on the link for
 * about 10 ms (`moderate` waits about 200 ms); on a phone, once the link has been in view a short
 * while. On slow 4G the page takes about 250 ms to arrive: with `moderate` a click 300 ms into the
 * hover found the prerender still waiting for it, and the wait was about that of a full load
 * (audit, docs/audit/README.md). Each prerender costs the next page's HTML, 12-17 kB.
 *
 * Only links that are plain navigations to another page of the site qualify: no file that is
 * not a page (a name with a dot: the sitemap, security.txt, the art), never the content admin
 * (cms/, which a local run serves beside the site), not the page itself (`aria-current`), not
 * a download, a link to another window or one the site does not vouch for (`nofollow`). The
 * pages are static and the same for every visitor, so opening one has no side effect.
 */
/** On <html> when the visitor's browser asks to save data (`navigator.connection.saveData`). */
export const SAVE_DATA = 'data-save-data';

/** Inline in the <head>, before the rules: marks <html> when the visitor saves data. */
export const saveDataScript = `navigator.connection&&navigator.connection.saveData&&document.documentElement.setAttribute('${SAVE_DATA}','')`;

/** On a link Chromium prerenders as soon as it has it: the map's city the visitor is on (below). */
export const SPECULATE_AT_ONCE = 'data-speculate-at-once';

/** Which links qualify at all: plain navigations to another page of the site (see above). */
const qualifies = [
  { href_matches: '/*' },
  { not: { href_matches: '/*.*' } },
  { not: { href_matches: '/admin{/*}?' } },
  {
    not: {
      selector_matches: `[${SAVE_DATA}] *,[aria-current],[download],[target],[rel~=nofollow]`,
    },
  },
] as const;

/*
 * The second rule, `immediate`, is for the one place where the pointer rests on links the rules
 * cannot see: the Locations page's map, whose cities are SVG `<a>` elements. Chromium's
 * document rules only watch HTML links, and a list rule with the cities' URLs and `eager`
 * did not start on a hover of the map either (tried in Chromium 156). So when the pointer
 * comes over a city of the map, presses it or the keyboard focuses it, markOnIntent marks the
 * same city's link in the page's HTML list of the cities, and Chromium prerenders that one at
 * once. The list is the phone's (the map is not shown there, and the `eager` rule serves the
 * list as any other links); on wider screens it is kept rendered but invisible and out of the
 * way (components/CityMap), because Chromium skips links that are not rendered.
 *
 * Chromium keeps a prerender once started, even when its link is unmarked (tried in Chromium
 * 156), so each city the visitor comes to stays marked, as `eager` keeps the HTML links the
 * pointer rested on, within Chromium's limit of 10 immediate prerenders. Marking every city
 * once the page was shown (this rule's first form) prerendered all four while the visitor read
 * the page, about 52 kB a view, and the click then waited for Chromium to discard the three
 * not taken: `/locations` → city on the phone took a median 147 ms, and 81 ms with the list
 * left to the `eager` rule and the map marked on intent (7 rounds each, quality/page-to-page.mjs).
 */
export const speculationRules = {
  prerender: [
    { where: { and: qualifies }, eagerness: 'eager' },
    {
      where: { and: [...qualifies, { selector_matches: `[${SPECULATE_AT_ONCE}]` }] },
      eagerness: 'immediate',
    },
  ],
} as const;

/**
 * In the page, from an inline script right after the list of the cities (components/CityMap),
 * which passes the list: when the visitor's pointer comes over a city of the map before it
 * (or presses it, or the keyboard focuses it), marks that city's link in the list with
 * `attribute` (SPECULATE_AT_ONCE). Without JavaScript, nothing is marked and the map's links
 * load their pages as usual.
 */
export function markOnIntent(list: Element, attribute: string) {
  const mark = (event: Event) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    for (const link of list.querySelectorAll('a'))
      if (link.getAttribute('href') === href) link.setAttribute(attribute, '');
  };
  for (const type of ['pointerover', 'pointerdown', 'focusin'])
    list.previousElementSibling?.addEventListener(type, mark);
}

/**
 * The inline script that runs markOnIntent, as its source: the function's own text (so it is
 * written, typed and tested as code) called on the element before the script.
 */
export const markOnIntentScript = `(${markOnIntent})(document.currentScript.previousElementSibling,${JSON.stringify(SPECULATE_AT_ONCE)})`;

/** The rules as the page carries them: the exact text the CSP's hash is taken of. */
export const speculationRulesText = JSON.stringify(speculationRules);
