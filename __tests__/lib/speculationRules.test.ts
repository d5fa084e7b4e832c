import { createHash } from 'node:crypto';
import { URLPattern } from 'node:url';

import { beforeEach, describe, expect, it } from '@jest/globals';

import { inlineScriptHashes, withPagePolicy } from '@/deploy/hosting.mjs';
import {
  SAVE_DATA,
  markOnIntent,
  SPECULATE_AT_ONCE,
  speculationRules,
  speculationRulesText,
} from '@/lib/speculationRules';

const origin = 'https://scoot.example';
const [rule, atOnce] = speculationRules.prerender;
const [allowed, ...excluded] = rule.where.and;
const urlPatterns = excluded.flatMap(({ not }) =>
  'href_matches' in not ? [not.href_matches] : [],
);
const selectors = excluded.flatMap(({ not }) =>
  'selector_matches' in not ? [not.selector_matches] : [],
);
/** Whether a link's URL passes the rule's URL patterns, as Chromium reads them (on a page). */
const byUrl = (href: string) => {
  const test = (pattern: string) =>
    new URLPattern(pattern, `${origin}/about`).test(new URL(href, `${origin}/about`).href);
  return test(allowed.href_matches) && !urlPatterns.some(test);
};
/** Whether a link element passes the rule's selectors. */
const byElement = (attributes: string, saveData = false) => {
  document.documentElement.toggleAttribute(SAVE_DATA, saveData);
  document.body.innerHTML = `<a href="/careers" ${attributes}>Careers</a>`;
  const link = document.querySelector('a')!;
  return !selectors.some((selector) => link.matches(selector));
};

describe('the speculation rules', () => {
  it('prerender another page of the site on the visitor’s intent, not at once', () => {
    expect(Object.keys(speculationRules)).toEqual(['prerender']);
    // Eager: the page arrives during a short hover on slow 4G (docs/audit/README.md).
    expect(rule.eagerness).toBe('eager');
    for (const href of ['/', '/careers', '/careers/ux-analyst-london', '/ja/locations', '?a=1'])
      expect([href, byUrl(href)]).toEqual([href, true]);
  });

  it('prerender at once only a link marked for it, on the same conditions', () => {
    expect(speculationRules.prerender).toHaveLength(2);
    expect(atOnce.eagerness).toBe('immediate');
    // Every condition of the eager rule (the visitor's data among them), and one more.
    const [only, ...others] = [...atOnce.where.and].reverse();
    expect(others.reverse()).toEqual(rule.where.and);
    document.documentElement.removeAttribute(SAVE_DATA);
    document.body.innerHTML = `<ul><li><a href="/locations/london" ${SPECULATE_AT_ONCE}>London</a></li>
      <li><a href="/locations/jakarta">Jakarta</a></li></ul>`;
    const matches = [...document.querySelectorAll('a')].map(
      (link) => !!only && 'selector_matches' in only && link.matches(only.selector_matches),
    );
    expect(matches).toEqual([true, false]);
  });

  it('never the admin, a file that is not a page, or another site', () => {
    for (const href of [
      '/admin',
      '/admin/',
      '/admin/#/collections/jobs',
      '/admin/index.html',
      '/sitemap.xml',
      '/.well-known/security.txt',
      '/social/about.png',
      '/invokers-polyfill.js',
      'https://other.example/about',
      'mailto:jobs@scoot.example',
      `http://scoot.example/about`,
    ])
      expect([href, byUrl(href)]).toEqual([href, false]);
  });

  it('never a download, another window, a link the site does not vouch for, or the page itself', () => {
    expect(byElement('')).toBe(true);
    expect(byElement('rel="noopener"')).toBe(true);
    for (const attributes of [
      'download',
      'target="_blank"',
      'rel="nofollow"',
      'rel="external nofollow"',
      'aria-current="page"',
    ])
      expect([attributes, byElement(attributes)]).toEqual([attributes, false]);
  });

  describe('the map of the cities', () => {
    const cities = ['london', 'jakarta', 'new-york'];
    const markedCities = () =>
      [...document.querySelectorAll(`ul [${SPECULATE_AT_ONCE}]`)].map((a) => a.textContent);
    const over = (type: string, element: Element) =>
      element.dispatchEvent(new Event(type, { bubbles: true }));

    beforeEach(() => {
      // As components/CityMap renders it: the map's SVG links, the list's, then the script.
      const href = (city: string) => `href="/locations/${city}"`;
      document.body.innerHTML = `
        <figure><svg role="group"><rect id="sea"/>${cities
          .map((city) => `<a ${href(city)}><circle id="${city}"/><text>${city}</text></a>`)
          .join('')}</svg><figcaption>Where we ride</figcaption></figure>
        <ul>${cities.map((city) => `<li><a ${href(city)}>${city}</a></li>`).join('')}</ul>`;
      markOnIntent(document.querySelector('ul')!, SPECULATE_AT_ONCE);
    });

    it('marks nothing until the visitor comes to a city of the map', () => {
      expect(markedCities()).toEqual([]);
      over('pointerover', document.querySelector('#sea')!);
      over('pointerover', document.querySelector('figcaption')!);
      // The list's own links are the eager rule's (a phone shows the list, not the map).
      over('pointerover', document.querySelector('ul a')!);
      expect(markedCities()).toEqual([]);
    });

    it.each(['pointerover', 'pointerdown', 'focusin'])(
      'marks each city of the map that gets a %s, and only those',
      (type) => {
        over(type, document.querySelector('#jakarta')!);
        expect(markedCities()).toEqual(['jakarta']);
        // Chromium keeps a prerender once started, so the first city stays marked.
        over(type, document.querySelector('svg a text')!);
        expect(markedCities()).toEqual(['london', 'jakarta']);
        over(type, document.querySelector('#sea')!);
        expect(markedCities()).toEqual(['london', 'jakarta']);
      },
    );
  });

  it('are allowed by the hash of their exact text in the page’s CSP, as inline scripts are', () => {
    expect(JSON.parse(speculationRulesText)).toEqual(speculationRules);
    const hash = `sha256-${createHash('sha256').update(speculationRulesText).digest('base64')}`;
    const rules = `<script type="speculationrules">${speculationRulesText}</script>`;
    expect(inlineScriptHashes(`<script type="application/ld+json">{}</script>${rules}`)).toEqual([
      hash,
    ]);
    const { csp } = withPagePolicy(`<html><head><meta charSet="utf-8"/></head><body>${rules}`);
    // In script-src, beside the Trusted Types policy the build puts first in every page.
    expect(csp.split('; ')[1]).toMatch(
      new RegExp(`^script-src 'self' .*'${hash.replace(/[+/]/g, '\\$&')}'`),
    );
  });
});
