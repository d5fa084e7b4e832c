/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import sitemap, { sitemapOf } from '@/app/sitemap';
import { cities } from '@/content/cities';
import { currentOpenings } from '@/lib/jobs';
import { pages, pathsOf } from '@/lib/pageRegistry';
import { absoluteUrl } from '@/lib/siteUrl';

/*
 * The sitemap lists every canonical page in every language, each entry with the page in every
 * language (hreflang alternates, English as x-default), so a search engine finds each
 * translation from any of them.
 */

/** The page at `path` in every language, as each entry's alternates list it. */
const alternatesOf = (path: string) => ({
  en: absoluteUrl(path),
  ja: absoluteUrl(path === '/' ? '/ja' : `/ja${path}`),
  id: absoluteUrl(path === '/' ? '/id' : `/id${path}`),
  'x-default': absoluteUrl(path),
});

describe('sitemapOf, for a page shown in English in a language', () => {
  it('keeps its address there, and claims no translation into that language for it', () => {
    const entries = sitemapOf(['/about', '/careers/fleet-lead-lisbon'], (route) =>
      route === '/careers/fleet-lead-lisbon' ? ['en', 'id'] : ['en', 'ja', 'id'],
    );
    expect(entries.map((entry) => entry.url)).toContain(
      absoluteUrl('/ja/careers/fleet-lead-lisbon'),
    );
    const withoutJa = Object.fromEntries(
      Object.entries(alternatesOf('/careers/fleet-lead-lisbon')).filter(([lang]) => lang !== 'ja'),
    );
    for (const entry of entries.filter(({ url }) => url.endsWith('fleet-lead-lisbon')))
      expect(entry.alternates?.languages).toEqual(withoutJa);
    for (const entry of entries.filter(({ url }) => url.endsWith('about')))
      expect(entry.alternates?.languages).toEqual(alternatesOf('/about'));
  });
});

describe('the site’s sitemap', () => {
  const entries = sitemap();
  const urls = entries.map((entry) => entry.url);

  it('has every page of the registry, every city and every current opening, in every language', () => {
    const english = [
      ...pathsOf(pages),
      ...cities.en.map((city) => `/locations/${city.id}`),
      ...currentOpenings.en.map((job) => `/careers/${job.id}`),
    ];
    expect(urls).toEqual([
      ...english.map((path) => absoluteUrl(path)),
      ...english.map((path) => absoluteUrl(path === '/' ? '/ja' : `/ja${path}`)),
      ...english.map((path) => absoluteUrl(path === '/' ? '/id' : `/id${path}`)),
    ]);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
