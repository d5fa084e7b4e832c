import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it, jest } from '@jest/globals';

import { cities, CITIES_LIVE } from '@/content/cities';
import { homePage } from '@/lib/pages/home';
import { CITIES_TARGETED, PAYMENT_DEFERRAL } from '@/content/claims';
import { company } from '@/content/company';
import { eachLanguage } from '@/content/translations';
import type { City } from '@/content/types';
import { LANGUAGES, type Lang } from '@/content/languages';
import { messagesOf, translator } from '@/lib/messages';
import { listOf } from '@/lib/text';

import { lisbon } from '../fixtures/content';

/*
 * Copy that counts or lists the cities, or states the site's claims, takes them
 * from the content: adding a city changes every sentence that states them, in every language.
 */

const pagesDir = join(process.cwd(), 'lib', 'pages');

/** A count as running text writes it in a language: "three" in English, "3" in Japanese. */
const numberWord = (count: number, lang: Lang = 'en') =>
  translator(lang)('text.numberWord', { count });

/**
 * Every string of every page's copy (each export of lib/pages/*.ts), by its path:
 * `<file>.<export>.<lang>.<field>…`, as each export holds every language.
 */
function copyStrings(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') found.set(path, node);
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, `${path}.${key}`);
  };
  for (const file of readdirSync(pagesDir).filter((name) => name.endsWith('.ts')))
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded afresh per content
    walk(require(join(pagesDir, file)), file);
  return found;
}

/** Whether a string of the copy (by its path) is in a language. */
const inLanguage = (path: string, lang: Lang) => path.split('.')[3] === lang;

/**
 * More cities than the real ones, none of them named as a real one: another count and another
 * list. The first keep the real ones' ids, so the parts of the copy kept by city (the privacy
 * notice's law of each city that hires) are there to compare.
 */
const townIn = { en: 'Testville', ja: 'テスト町', id: 'Kota Uji' } as const;
const otherCities = eachLanguage((lang): City[] =>
  Array.from({ length: CITIES_LIVE + 1 }, (_, index) => ({
    ...lisbon,
    id: cities.en[index]?.id ?? `testville-${index + 1}`,
    name: `${townIn[lang]} ${index + 1}`,
  })),
);
/** Another payment deferral, in each language's words. */
const otherDeferral = { en: 'up to six weeks', ja: '最大6週間', id: 'hingga enam minggu' };

/** The pages' copy built from other cities and claims, in place of the real ones. */
function injectedCopy() {
  let copy = new Map<string, string>();
  jest.isolateModules(() => {
    jest.doMock('@/content/cities', () => ({
      ...jest.requireActual<object>('@/content/cities'),
      cities: otherCities,
      CITIES_LIVE: otherCities.en.length,
    }));
    jest.doMock('@/content/claims', () => ({
      ...jest.requireActual<object>('@/content/claims'),
      CITIES_TARGETED: 42,
      PAYMENT_DEFERRAL: otherDeferral,
    }));
    copy = copyStrings();
  });
  return copy;
}

/** "4" or "four". */
const figure = (count: number, lang: Lang) => `(?:${count}|${numberWord(count, lang)})`;
/** A count of cities as a language writes it: "4 cities", "four cities", "4都市", "4 kota". */
const citiesCounted = (count: string, lang: Lang) =>
  ({ en: `\\b${count} cities\\b`, ja: `(?<!\\d)${count}都市`, id: `\\b${count} kota\\b` })[lang];
const liveCities = (lang: Lang) => new RegExp(citiesCounted(figure(CITIES_LIVE, lang), lang), 'i');
const target = new RegExp(`\\b${CITIES_TARGETED}\\b`);
const liveNames = eachLanguage((lang) => cities[lang].map((city) => city.name));

/**
 * Words of the privacy notice written for one place, not about the cities Scoot runs in: the
 * company's registered address, and the data protection law of each city that hires (legal
 * text, in the messages, naming its own jurisdiction).
 */
const placeBound = [
  company.registeredAddress,
  ...LANGUAGES.flatMap((lang) =>
    Object.values(messagesOf(lang).privacy.laws).flatMap((law) => Object.values(law)),
  ),
];

/** Does this text state the live cities or a claim (a count or names), in any language? */
const statesTheFacts = (copy: string) => {
  const text = placeBound.reduce((rest, words) => rest.replace(words, ''), copy);
  return (
    target.test(text) ||
    LANGUAGES.some(
      (lang) =>
        liveCities(lang).test(text) ||
        text.includes(PAYMENT_DEFERRAL[lang]) ||
        liveNames[lang].some((name) => text.includes(name)),
    )
  );
};

describe('copy derived from the cities and the site’s claims', () => {
  const real = copyStrings();
  const injected = injectedCopy();

  it('changes every sentence that states them, on every page, metadata included', () => {
    const stating = [...real].filter(([, text]) => statesTheFacts(text));
    for (const lang of LANGUAGES)
      for (const page of ['home.ts', 'careers.ts', 'locations.ts', '.metadata.description'])
        expect({
          lang,
          page,
          stated: stating.some(([path]) => path.includes(page) && inLanguage(path, lang)),
        }).toEqual({ lang, page, stated: true });
    expect([...injected.keys()]).toEqual([...real.keys()]);
    for (const [path, text] of stating)
      expect({ path, text: injected.get(path) }).not.toEqual({ path, text });
  });

  it('states the injected figures and lists, and none of the real ones', () => {
    /** How each language's copy says the deferral: the sentence around it is the page's. */
    const deferring = {
      en: 'defer payment for up to six weeks',
      ja: 'お支払いを最大6週間先延ばし',
      id: 'menunda pembayaran hingga enam minggu',
    };
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      const copy = [...injected]
        .filter(([path]) => inLanguage(path, lang))
        .map(([, text]) => text)
        .join('\n');
      for (const text of [
        t('text.cityCount', { count: otherCities[lang].length }),
        listOf(
          otherCities[lang].map((city) => city.name),
          lang,
        ),
        t('text.cityCount', { count: 42 }),
        deferring[lang],
      ])
        expect(copy).toContain(text);
      expect(copy).not.toMatch(liveCities(lang));
      expect(copy).not.toMatch(target);
      expect(copy).not.toContain(PAYMENT_DEFERRAL[lang]);
      expect(copy).not.toContain(listOf(liveNames[lang], lang));
    }
  });

  it('is never typed: no page file writes a city’s name, a count of cities or openings, or the target', () => {
    const counts = (lang: Lang) =>
      `(?:\\d+|${[...Array(11).keys()].map((count) => numberWord(count, lang)).join('|')})`;
    const figures = new RegExp(
      [
        `\\b${counts('en')} (?:cities|open positions)\\b`,
        citiesCounted('\\d+', 'ja'),
        `\\b${counts('id')} (?:kota|lowongan)\\b`,
        target.source,
      ].join('|'),
      'i',
    );
    const names = new RegExp(LANGUAGES.flatMap((lang) => liveNames[lang]).join('|'));
    const found = readdirSync(pagesDir).flatMap((file) => {
      const source = readFileSync(join(pagesDir, file), 'utf8');
      return [names.exec(source), figures.exec(source)].flatMap((match) =>
        match ? [`${file}: ${match[0]}`] : [],
      );
    });
    expect(found).toEqual([]);
  });

  it('counts the home page’s steps in words, from the list', () => {
    expect(homePage.en.steps.title).toBe(
      `How to ride in ${numberWord(homePage.en.steps.items.length)} steps`,
    );
    expect(homePage.ja.steps.title).toBe(
      `乗り方は${numberWord(homePage.ja.steps.items.length, 'ja')}ステップ`,
    );
  });
});
