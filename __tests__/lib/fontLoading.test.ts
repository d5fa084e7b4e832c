import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

import {
  fallbackFace,
  fallbackOnly,
  fallbackStyle,
  fontLoadingScript,
  noScriptStyle,
} from '@/lib/fontLoading';

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

/** The head script, run in jsdom (no paint timing there, so it waits for the parse alone). */
describe('the font script', () => {
  const load = jest.fn((face: string) => Promise.resolve([face]));
  const root = document.documentElement;

  beforeEach(() => {
    jest.useFakeTimers();
    load.mockClear();
    sessionStorage.clear();
    root.removeAttribute('data-fonts');
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  });
  afterEach(() => {
    // Each run's listener and timers go with it: the next test's parse is its own.
    for (const [type, listener] of listeners.splice(0))
      document.removeEventListener(type, listener);
    jest.clearAllTimers();
    jest.useRealTimers();
    root.removeAttribute('lang');
  });

  const listeners: [string, EventListener][] = [];
  /** Runs the script as the page's head would, then lets the page finish parsing. */
  async function runOn(lang: string) {
    root.lang = lang;
    const listen = jest.spyOn(document, 'addEventListener');
    window.eval(fontLoadingScript(fonts));
    for (const [type, listener] of listen.mock.calls)
      listeners.push([type, listener as EventListener]);
    listen.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await jest.advanceTimersByTimeAsync(100);
  }

  it.each(['en', 'id'])('loads both faces on a page in %s, then sets data-fonts', async (lang) => {
    await runOn(lang);
    expect(load.mock.calls.map(([face]) => face)).toEqual([
      '700 1em "spaceMono"',
      '400 1em "lexendDeca"',
    ]);
    expect(root.hasAttribute('data-fonts')).toBe(true);
    expect(sessionStorage.getItem('scoot-fonts')).toBe('1');
  });

  it('on a later page of the visit, asks the cache for both faces at once and sets data-fonts', () => {
    sessionStorage.setItem('scoot-fonts', '1');
    root.lang = 'en';
    // As the head runs it: the HTML is still being read, nothing has painted.
    window.eval(fontLoadingScript(fonts));
    expect(load.mock.calls.map(([face]) => face)).toEqual([
      '700 1em "spaceMono"',
      '400 1em "lexendDeca"',
    ]);
    expect(root.hasAttribute('data-fonts')).toBe(true);
  });

  it.each(['ja', 'ja-JP', 'JA'])(
    'asks for no web font on a page in %s (its text is in the system fonts)',
    async (lang) => {
      await runOn(lang);
      await jest.advanceTimersByTimeAsync(5000);
      expect(load).not.toHaveBeenCalled();
      // Set at once, so that nothing waits for fonts; and not remembered as loaded.
      expect(root.hasAttribute('data-fonts')).toBe(true);
      expect(sessionStorage.getItem('scoot-fonts')).toBeNull();
    },
  );

  it('takes the languages to skip from the system font stacks of the styles', () => {
    expect(fontLoadingScript(fonts)).toContain('["ja"]');
    expect(fontLoadingScript(fonts, [])).toMatch(/,\[\]\)$/);
  });
});
