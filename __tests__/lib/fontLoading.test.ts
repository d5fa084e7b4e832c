import { describe, expect, it } from '@jest/globals';

import { fallbackFace, fallbackOnly, fallbackStyle, noScriptStyle } from '@/lib/fontLoading';

const metrics = { unitsPerEm: 1000, ascent: 1000, descent: -250, lineGap: 0, averageWidth: 550 };
const local = {
  suffix: 'Fallback Local',
  names: ['Local Sans', 'LocalSans'],
  metrics: { unitsPerEm: 2048, ascent: 1901, descent: -483, lineGap: 0, averageWidth: 1024 },
};
const fonts = [
  {
    property: '--font-a',
    font: { style: { fontFamily: "'spaceMono', 'spaceMono Fallback'", fontWeight: 700 } },
    metrics,
    fallbacks: [],
  },
  {
    property: '--font-b',
    font: { style: { fontFamily: "'lexendDeca', 'lexendDeca Fallback'" } },
    metrics,
    fallbacks: [local],
  },
];
const webFonts =
  "--font-a:'spaceMono', 'spaceMono Fallback';--font-b:'lexendDeca', 'lexendDeca Fallback', 'lexendDeca Fallback Local'";

/** The styles the layout writes for the web fonts and their fallbacks. */
describe('the font styles', () => {
  it('point the font variables at the fallback faces until data-fonts is set', () => {
    expect(fallbackOnly("'spaceMono', 'spaceMono Fallback'")).toBe("'spaceMono Fallback'");
    expect(() => fallbackOnly("'spaceMono'")).toThrow(/No fallback face/);
    const style = fallbackStyle(fonts);
    expect(style).toContain(
      "html:not([data-fonts]){--font-a:'spaceMono Fallback';--font-b:'lexendDeca Fallback', 'lexendDeca Fallback Local'}",
    );
    expect(style).toContain(`html[data-fonts]{${webFonts}}`);
    // Visitors without JavaScript get the web fonts, with the same selector.
    expect(noScriptStyle(fonts)).toBe(`html:not([data-fonts]){${webFonts}}`);
  });

  it('add a face per local fallback, sized to the web font as next/font sizes Arial', () => {
    // Widths 550/1000 against 1024/2048: 110 %; the overrides are the font's metrics over it.
    const face =
      "@font-face{font-family:'lexendDeca Fallback Local';src:local('Local Sans'),local('LocalSans');" +
      'font-weight:400;ascent-override:90.91%;descent-override:22.73%;line-gap-override:0.00%;' +
      'size-adjust:110.00%}';
    expect(fallbackFace('lexendDeca', metrics, local)).toBe(face);
    expect(fallbackStyle(fonts).startsWith(face)).toBe(true);
  });
});
