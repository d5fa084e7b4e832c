import { runInNewContext } from 'node:vm';

import { describe, expect, it } from '@jest/globals';

import {
  fallbackFace,
  fallbackOnly,
  fallbackStyle,
  fontLoadingScript,
  noScriptStyle,
} from '@/app/fontLoading';

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

/** Runs the head script against a stand-in document, returning what it did. */
function runScript(stored: string | null) {
  const attributes: Record<string, string> = {};
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms?: number }[] = [];
  const listeners: Record<string, () => void> = {};
  const storage = new Map<string, string>(stored ? [['scoot-fonts', stored]] : []);
  runInNewContext(fontLoadingScript(), {
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => (attributes[name] = value),
      },
      fonts: { addEventListener: (type: string, fn: () => void) => (listeners[type] = fn) },
    },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms?: number) => timers.push({ fn, ms }),
  });
  return { attributes, frames, timers, listeners, storage };
}

describe('fontLoadingScript', () => {
  it('asks for the fonts once the first frame is painted, or after 3 s in a tab that paints none', () => {
    const painted = runScript(null);
    painted.frames[0]!(); // the first frame is about to be produced
    painted.frames[1]!(); // the second: the first is on screen, and a task is queued...
    expect(painted.attributes).toEqual({});
    painted.timers.find((timer) => timer.ms === undefined)!.fn(); // ...run once it is painted
    expect(painted.attributes).toEqual({ 'data-fonts': '' });
    const hidden = runScript(null);
    hidden.timers.find((timer) => timer.ms === 3000)!.fn();
    expect(hidden.attributes).toEqual({ 'data-fonts': '' });
  });

  it('uses the fonts at once on a later page of the visit, and remembers them once loaded', () => {
    expect(runScript('1').attributes).toEqual({ 'data-fonts': '' });
    const first = runScript(null);
    first.listeners.loadingdone!();
    expect(first.storage.get('scoot-fonts')).toBe('1');
  });
});
