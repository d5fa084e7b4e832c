/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { cities } from '@/content/cities';
import ja from '@/content/messages/ja.json';
import { aboutPage } from '@/lib/pages/about';
import { homePage } from '@/lib/pages/home';
import { cityMetadata, languageAlternates, pageMetadata } from '@/lib/metadata';
import { absoluteUrl } from '@/lib/siteUrl';

/*
 * What search engines and link previews read of a page in a language: its own address as the
 * canonical one, every language's version of it (English as x-default), and Open Graph in the
 * page's locale, its card drawn in that language.
 */

/** The parts of Next's Metadata the tests read, which its types leave as unions. */
type Read = {
  title: unknown;
  description: string;
  alternates: { canonical: string; languages: Record<string, string> };
  openGraph: {
    locale: string;
    alternateLocale: string[];
    url: string;
    title: string;
    images: { url: string; alt: string }[];
  };
  twitter: { title: string; images: { url: string }[] };
};
const read = (metadata: unknown) => metadata as Read;

describe('a Japanese page’s metadata', () => {
  const about = read(pageMetadata('about', 'ja'));

  it('has its /ja address as the canonical one, and Open Graph’s URL', () => {
    expect(about.alternates.canonical).toBe(absoluteUrl('/ja/about'));
    expect(about.openGraph.url).toBe(absoluteUrl('/ja/about'));
  });

  it('lists the page in every language, with English as x-default', () => {
    expect(about.alternates.languages).toEqual({
      en: absoluteUrl('/about'),
      ja: absoluteUrl('/ja/about'),
      id: absoluteUrl('/id/about'),
      'x-default': absoluteUrl('/about'),
    });
  });

  it('is in the ja_JP locale, with the other languages’ as alternates', () => {
    expect(about.openGraph.locale).toBe('ja_JP');
    expect(about.openGraph.alternateLocale).toEqual(['en_GB', 'id_ID']);
  });

  it('says the Japanese copy, and shares the Japanese card, its alt text in Japanese', () => {
    const { title, description, socialCard } = aboutPage.ja.metadata;
    expect(about.title).toBe(title);
    expect(about.description).toBe(description);
    expect(about.openGraph.title).toBe(ja.site.titleTemplate.replace('{title}', title));
    expect(about.openGraph.images.map((image) => image.url)).toEqual(['/social/about.ja.png']);
    expect(about.twitter.images.map((image) => image.url)).toEqual(['/social/about.ja.png']);
    expect(about.openGraph.images[0]!.alt).toMatch(new RegExp(`^Scoot（${socialCard.kicker}）：`));
    expect(about.openGraph.images[0]!.alt).toContain(socialCard.text);
  });

  it('gives the Japanese home page /ja, and its whole title', () => {
    const home = read(pageMetadata('home', 'ja'));
    expect(home.alternates.canonical).toBe(absoluteUrl('/ja'));
    expect(home.alternates.languages).toMatchObject({
      en: absoluteUrl('/'),
      'x-default': absoluteUrl('/'),
    });
    expect(home.title).toEqual({
      absolute: ja.site.titleTemplate.replace('{title}', homePage.ja.metadata.title),
    });
  });

  it('gives a Japanese city page its /ja address, its alternates and its Japanese card', () => {
    const city = cities.ja[0]!;
    const metadata = read(cityMetadata(city, 'ja'));
    expect(metadata.alternates.canonical).toBe(absoluteUrl(`/ja/locations/${city.id}`));
    expect(metadata.alternates.languages).toEqual(languageAlternates(`/locations/${city.id}`));
    expect(metadata.title).toBe(ja.city.metaTitle.replace('{city}', city.name));
    expect(metadata.openGraph.locale).toBe('ja_JP');
    expect(metadata.openGraph.images[0]!.url).toBe(`/social/city-${city.id}.ja.png`);
  });
});

describe('hreflang alternates of a page shown in English in a language', () => {
  it('leave that language out, and keep English as x-default', () => {
    expect(languageAlternates('/careers/ux-analyst-london', ['en', 'id'])).toEqual({
      en: absoluteUrl('/careers/ux-analyst-london'),
      id: absoluteUrl('/id/careers/ux-analyst-london'),
      'x-default': absoluteUrl('/careers/ux-analyst-london'),
    });
  });
});

describe('an English page’s metadata', () => {
  it('keeps its address, lists the translations, and is en_GB', () => {
    const about = read(pageMetadata('about', 'en'));
    expect(about.alternates.canonical).toBe(absoluteUrl('/about'));
    expect(about.alternates.languages).toEqual(languageAlternates('/about'));
    expect(Object.keys(about.alternates.languages)).toEqual(['en', 'ja', 'id', 'x-default']);
    expect(about.openGraph.locale).toBe('en_GB');
    expect(about.openGraph.alternateLocale).toEqual(['ja_JP', 'id_ID']);
    expect(about.openGraph.images[0]!.url).toBe('/social/about.png');
  });
});
