import { describe, expect, it } from '@jest/globals';

import { translator } from '@/lib/messages';
import { formatDate, formatMoney, listOf, listParts } from '@/lib/text';

/** A count as running text writes it (a message, so each language has its own words). */
const numberWord = (count: number) => translator('en')('text.numberWord', { count });

/** Intl puts no-break spaces between an amount and its sign; people read them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('lib/text', () => {
  it.each([
    [
      listOf(['New York', 'London', 'Jakarta', 'Yokohama']),
      'New York, London, Jakarta and Yokohama',
    ],
    [listOf(['London', 'Paris']), 'London and Paris'],
    [listOf(['London']), 'London'],
    [[0, 1, 4, 10].map(numberWord).join(' '), 'zero one four ten'],
    [numberWord(11), '11'],
    [formatDate('2026-11-02'), '2 November 2026'],
    [formatDate('2027-01-31'), '31 January 2027'],
  ])('writes %j as people read it', (written, expected) => {
    expect(written).toBe(expected);
  });
});

describe('lib/text in Japanese and Indonesian', () => {
  it.each([
    ['a date in Japanese', formatDate('2026-11-02', 'ja'), '2026年11月2日'],
    ['a date in Indonesian', formatDate('2027-01-31', 'id'), '31 Januari 2027'],
    ['a list in Japanese', listOf(['A', 'B', 'C'], 'ja'), 'A、B、C'],
    ['a list in Indonesian', listOf(['A', 'B', 'C'], 'id'), 'A, B, dan C'],
    ['a pair in Indonesian', listOf(['A', 'B'], 'id'), 'A dan B'],
    ['pounds in Indonesian', spaced(formatMoney(52_000, 'GBP', 'id')), '£52.000'],
    [
      'rupiah in Indonesian, by its own sign',
      spaced(formatMoney(52_000, 'IDR', 'id')),
      'Rp 52.000',
    ],
    [
      'millions of rupiah in Indonesian, the word in full',
      spaced(formatMoney(900_000_000, 'IDR', 'id')),
      'Rp 900 juta',
    ],
    [
      'a billion rupiah in Indonesian, the word in full',
      spaced(formatMoney(1_200_000_000, 'IDR', 'id')),
      'Rp 1,2 miliar',
    ],
    [
      'a million and a half pounds in Indonesian',
      spaced(formatMoney(1_500_000, 'GBP', 'id')),
      '£1,5 juta',
    ],
    ['yen in Japanese, counted in man', spaced(formatMoney(6_500_000, 'JPY', 'ja')), '￥650万'],
    ['pounds in Japanese', spaced(formatMoney(52_000, 'GBP', 'ja')), '£52,000'],
  ])('writes %s as its readers do', (_, written, expected) => {
    expect(written).toBe(expected);
  });

  it('splits a list around its items in the language’s own words', () => {
    expect(listParts(['A', 'B', 'C'], 'ja')).toEqual([
      { item: 0, text: 'A' },
      { text: '、' },
      { item: 1, text: 'B' },
      { text: '、' },
      { item: 2, text: 'C' },
    ]);
    expect(listParts(['A', 'B', 'C'], 'id').map(({ text }) => text)).toEqual([
      'A',
      ', ',
      'B',
      ', dan ',
      'C',
    ]);
  });

  it('keeps English money as English job ads write it: a sign, or the code for letters', () => {
    // The rupiah's sign is letters ("Rp"): English shows its code; Indonesian its sign.
    expect(spaced(formatMoney(900_000_000, 'IDR', 'en'))).toBe('IDR 900M');
    expect(spaced(formatMoney(900_000_000, 'IDR', 'id'))).toMatch(/^Rp /);
    expect(formatMoney(6_500_000, 'JPY', 'en')).toBe('¥6.5M');
  });
});
