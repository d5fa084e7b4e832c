/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { imageFonts } from '@/lib/imageSources';

/** The families the share cards use (components/SocialCard). */
const families = { heading: 'Space Mono', body: 'Lexend Deca' };
const names = (fonts: ReturnType<typeof imageFonts>) => [
  ...new Set(fonts.map((font) => font.name)),
];
const japaneseFamilies = (fonts: ReturnType<typeof imageFonts>) =>
  names(fonts).filter((name) => name.startsWith('Noto Sans JP'));

const englishCard = [
  'scoot',
  'Careers',
  'Care to join our mission?',
  "We're looking for people who love cities – and scooters – as much as we do: 3 roles open.",
  'scoot.example/careers',
].join(' ');
const japaneseCard = [
  'scoot',
  '採用情報',
  '私たちのミッションに参加しませんか？',
  '都市の移動を、もっと身近に。「Scoot」で一緒に働く仲間を募集しています（3件）。',
  'scoot.example/ja/careers',
].join(' ');

/** The fonts next/og draws a share card with (lib/imageSources.ts). */
describe('imageFonts', () => {
  it('gives an English card the two faces alone, as WOFF (Satori reads no WOFF2)', () => {
    const fonts = imageFonts(families, 'en', englishCard);
    expect(fonts.map(({ name, weight }) => [name, weight])).toEqual([
      ['Space Mono', 700],
      ['Lexend Deca', 400],
    ]);
    for (const font of fonts) expect(font.data.toString('latin1', 0, 4)).toBe('wOFF');
  });

  it('gives a Japanese card the Noto Sans JP subsets its characters are in, at both weights', () => {
    const fonts = imageFonts(families, 'ja', japaneseCard);
    // The site's faces stay first: Satori tries the fonts in this order after the style's own.
    expect(fonts.slice(0, 2).map((font) => font.name)).toEqual(['Space Mono', 'Lexend Deca']);
    const subsets = japaneseFamilies(fonts);
    expect(subsets.length).toBeGreaterThan(0);
    expect(subsets.length).toBeLessThan(20); // of the package's 124
    for (const name of subsets)
      expect(fonts.filter((font) => font.name === name).map((font) => font.weight)).toEqual([
        700, 400,
      ]);
    // One kana lies in one subset: one family, two faces.
    const kana = imageFonts(families, 'ja', 'あ');
    expect(japaneseFamilies(kana)).toHaveLength(1);
    expect(kana).toHaveLength(4);
  });

  it('covers whitespace and common punctuation without extra subsets', () => {
    const punctuation = ' \u00a0.,:;!?\'"()[]/&@#%*+=-–—…“”‘’«»·•€©™°×\t\n';
    expect(names(imageFonts(families, 'en', punctuation))).toEqual(['Space Mono', 'Lexend Deca']);
    expect(names(imageFonts(families, 'id', `Naik skuter, yuk! ${punctuation}`))).toEqual([
      'Space Mono',
      'Lexend Deca',
    ]);
    // Japanese punctuation and the ideographic space come from Noto Sans JP.
    const japanese = imageFonts(families, 'ja', '「あ」『い』、。・ー！？（）\u3000〜');
    expect(japaneseFamilies(japanese).length).toBeGreaterThan(0);
  });

  it("adds the faces' latin-ext subset for a name that needs it, and only then", () => {
    expect(names(imageFonts(families, 'id', 'São Paulo, Zürich'))).toEqual([
      'Space Mono',
      'Lexend Deca',
    ]);
    const fonts = imageFonts(families, 'id', 'Kota Łódź');
    expect(fonts.slice(2).map(({ name, weight }) => [name, weight])).toEqual([
      ['Space Mono + Lexend Deca latin-ext', 700],
      ['Space Mono + Lexend Deca latin-ext', 400],
    ]);
  });

  it.each([
    ['en', 'Ride with us 🛴', '🛴'],
    ['ja', '一緒に乗ろう 🛴', '🛴'],
    ['ja', 'ソウル 서울', '서'],
    // Japanese faces belong to Japanese cards: kanji on an English card is a content error.
    ['en', 'Tokyo 東京', '東'],
  ] as const)('stops the build for a character no font draws (%s: %s)', (lang, text, character) => {
    expect(() => imageFonts(families, lang, text)).toThrow(character);
    expect(() => imageFonts(families, lang, text)).toThrow(`"${lang}"`);
  });

  it('reads each file once, so that the renderer parses each font once per build', () => {
    const [first] = imageFonts(families, 'en', 'a');
    const [again] = imageFonts(families, 'ja', 'あ');
    expect(again!.data).toBe(first!.data);
  });
});
