import { describe, expect, it } from '@jest/globals';

import { cities } from '@/content/cities';
import { ruleRows } from '@/lib/pages/city';
import { TRANSLATED_LANGUAGES, type Lang } from '@/content/languages';

/*
 * A city's rules say the same in every language: the same numbers (ages, speeds, months)
 * and the same duties (must, must not), whether a sentence comes from the messages or from
 * a translator's words in the city's file. Each language's duty words are the law's own:
 * wajib and dilarang, 義務 and 禁止.
 */

/** Dates name their month in words in some languages: they are not a rule's numbers. */
const DATES: Record<Lang, RegExp> = {
  en: /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/g,
  ja: /\d{4}年\d{1,2}月\d{1,2}日/g,
  id: /\b\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}\b/g,
};

const DUTIES: Record<Lang, Record<'mustNot' | 'must', RegExp>> = {
  en: {
    mustNot: /\b(never|forbidden|must not|may not)\b/i,
    must: /\b(must|requires?|required|compulsory|need|needs)\b/i,
  },
  ja: {
    mustNot: /禁止|いけません|してはならない/,
    must: /義務|必要|なければなりません|必ず/,
  },
  id: {
    mustNot: /\b(dilarang|jangan|tidak boleh)\b/i,
    must: /\b(wajib|mewajibkan|diwajibkan|harus|memerlukan|perlu)\b/i,
  },
};

/** The numbers a rule's sentences state, in order of size, and the duties they use. */
function factsOf(text: string, lang: Lang) {
  const plain = text
    .normalize('NFKC')
    .replace(DATES[lang], '')
    // Indonesian writes a decimal comma: 12,5 mph.
    .replace(/(\d),(\d)/g, lang === 'id' ? '$1.$2' : '$1$2');
  const numbers = (plain.match(/\d+(\.\d+)?/g) ?? []).map(Number).toSorted((a, b) => a - b);
  const duties = Object.entries(DUTIES[lang])
    .filter(([, words]) => words.test(plain))
    .map(([duty]) => duty);
  return { numbers, duties };
}

const rowsIn = (id: string, lang: Lang) => {
  const city = cities[lang].find((each) => each.id === id)!;
  return ruleRows(city, lang).map((row) => ({
    id: row.id,
    by: row.by,
    ...factsOf([...row.text, row.detail ?? ''].join(' '), lang),
  }));
};

describe('a city’s rules in every language', () => {
  it.each(cities.en.flatMap((city) => TRANSLATED_LANGUAGES.map((lang) => [city.id, lang])))(
    '%s in %s states the English numbers, conditions and duties, rule for rule',
    (id, lang) => {
      expect(rowsIn(id, lang as Lang)).toEqual(rowsIn(id, 'en'));
    },
  );

  it('tells a changed number or a softened duty apart (the check can fail)', () => {
    expect(factsOf('You must be 16 or older.', 'en')).not.toEqual(
      factsOf('18歳以上の方が乗車できます。', 'ja'),
    );
    expect(factsOf('Carrying a passenger is forbidden.', 'en').duties).toEqual(['mustNot']);
    expect(factsOf('Sebaiknya tidak berboncengan.', 'id').duties).toEqual([]);
    expect(factsOf('Hukum mewajibkan helm. Batas 12,5 mph.', 'id')).toEqual({
      numbers: [12.5],
      duties: ['must'],
    });
    expect(factsOf('Since 1 July 2023 it is limited to 20 km/h.', 'en').numbers).toEqual([20]);
  });
});
