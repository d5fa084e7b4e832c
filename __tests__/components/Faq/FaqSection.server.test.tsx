/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';

import { cities } from '@/content/cities';
import { faqGroups } from '@/content/faq';
import type { CityLink } from '@/components/Faq/FaqGroup';
import { FaqSection } from '@/components/Faq/FaqSection';
import type { Lang } from '@/content/languages';

/** The exported HTML in a language: what a visitor without JavaScript gets. */
const htmlIn = (lang: Lang, cities: readonly CityLink[]) =>
  renderToStaticMarkup(
    <FaqSection id="faq" title="FAQs" groups={faqGroups[lang]} cities={cities} lang={lang} />,
  );
/** London and Yokohama as read in a language, with their real rules, linked at `prefix`. */
const twoCities = (lang: Lang, prefix: string): CityLink[] =>
  cities[lang]
    .filter((city) => ['london', 'yokohama'].includes(city.id))
    .toSorted((a, b) => (a.id === 'london' ? -1 : b.id === 'london' ? 1 : 0))
    .map((city) => ({ ...city, href: `${prefix}/locations/${city.id}` }));
const html = htmlIn('en', twoCities('en', ''));
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('FaqSection without JavaScript', () => {
  it.each(faqGroups.en.map((group) => [group.title, group] as const))(
    '%s: each question a native exclusive <details>, its answer in the HTML, the content’s one open',
    (_, group) => {
      const details = html.match(new RegExp(`<details[^>]*name="faq-${group.id}"[^>]*>`, 'g'));
      expect(details).toHaveLength(group.items.length);
      expect(details!.filter((tag) => / open=""/.test(tag))).toHaveLength(1);
      expect(html).toMatch(
        new RegExp(`<details[^>]* open=""[^>]*><summary id="faq-${group.initiallyOpenId}"`),
      );
      for (const item of group.items) expect(html).toContain(escape(item.text));
    },
  );

  it('leads a city-dependent answer to each city’s page, as plain links, with no scripted state', () => {
    expect(html).toContain(
      '<a href="/locations/london">London</a> and <a href="/locations/yokohama">Yokohama</a>.',
    );
    expect(html).not.toMatch(/aria-expanded|<button/);
  });

  it('lists the cities in the language’s own words around the links', () => {
    const japanese = htmlIn('ja', twoCities('ja', '/ja'));
    expect(japanese).toContain(
      '<a href="/ja/locations/london">ロンドン</a>、<a href="/ja/locations/yokohama">横浜</a>',
    );
    for (const item of faqGroups.ja.flatMap((group) => group.items))
      expect(japanese).toContain(escape(item.text));
  });

  it('answers the licence and helmet questions city by city, from the cities’ own rules', () => {
    expect(html).toContain(
      '<li>In <a href="/locations/london">London</a>, you need a full or provisional driving licence.</li>',
    );
    expect(html).toContain(
      '<li>In <a href="/locations/yokohama">Yokohama</a>, you do not need a driving licence.</li>',
    );
    expect(html).toContain(
      '<li>In <a href="/locations/london">London</a>, you must be 18 or older to ride.</li>',
    );
    expect(html).toContain(
      '<li>In <a href="/locations/london">London</a>, the law does not require one.</li>',
    );
    expect(html).not.toMatch(/Yes\. You typically need/);
  });
});
