import { runInNewContext } from 'node:vm';

import { describe, expect, it } from '@jest/globals';

import {
  fallbackFace,
  fallbackOnly,
  fallbackStyle,
  fontLoadingScript,
  noScriptStyle,
} from '@/app/fontLoading';

const local = {
  suffix: 'Fallback Local',
  names: ['Local Sans', 'LocalSans'],
  metrics: { unitsPerEm: 2048, ascent: 1901, descent: -483, lineGap: 0, averageWidth: 1024 },
};
const metrics = { unitsPerEm: 1000, ascent: 1000, descent: -250, lineGap: 0, averageWidth: 550 };
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

describe('the styles', () => {
  it('point the font variables at the fallback faces until data-fonts is set', () => {
    expect(fallbackOnly("'spaceMono', 'spaceMono Fallback'")).toBe("'spaceMono Fallback'");
    expect(() => fallbackOnly("'spaceMono'")).toThrow(/No fallback face/);
    const style = fallbackStyle(fonts);
    expect(style).toContain(
      "html:not([data-fonts]){--font-a:'spaceMono Fallback';--font-b:'lexendDeca Fallback', 'lexendDeca Fallback Local'}",
    );
    expect(style).toContain(
      "html[data-fonts]{--font-a:'spaceMono', 'spaceMono Fallback';--font-b:'lexendDeca', 'lexendDeca Fallback', 'lexendDeca Fallback Local'}",
    );
  });

  it('add a face per local fallback, sized to the web font as next/font sizes Arial', () => {
    // Widths 550/1000 against 1024/2048: 110 %; the overrides are the font's metrics over it.
    expect(fallbackFace('lexendDeca', metrics, local)).toBe(
      "@font-face{font-family:'lexendDeca Fallback Local';src:local('Local Sans'),local('LocalSans');" +
        'font-weight:400;ascent-override:90.91%;descent-override:22.73%;line-gap-override:0.00%;' +
        'size-adjust:110.00%}',
    );
    expect(
      fallbackStyle(fonts).startsWith("@font-face{font-family:'lexendDeca Fallback Local'"),
    ).toBe(true);
  });

  it('give visitors without JavaScript the web fonts, with the same selector', () => {
    expect(noScriptStyle(fonts)).toBe(
      "html:not([data-fonts]){--font-a:'spaceMono', 'spaceMono Fallback';--font-b:'lexendDeca', 'lexendDeca Fallback', 'lexendDeca Fallback Local'}",
    );
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
  it('asks for the fonts only once the first frame is painted', () => {
    const { attributes, frames, timers } = runScript(null);
    expect(attributes).toEqual({});
    frames[0]!(); // the first frame is about to be produced
    expect(attributes).toEqual({});
    frames[1]!(); // the second: the first is on screen, and a task is queued...
    expect(attributes).toEqual({});
    const afterPaint = timers.find((timer) => timer.ms === undefined)!;
    afterPaint.fn(); // ...which runs once that frame is painted
    expect(attributes).toEqual({ 'data-fonts': '' });
  });

  it('has a timer for hidden tabs, which paint no frame', () => {
    const { attributes, timers } = runScript(null);
    timers.find((timer) => timer.ms === 3000)!.fn();
    expect(attributes).toEqual({ 'data-fonts': '' });
  });

  it('uses the fonts at once on a later page of the visit, and remembers them once loaded', () => {
    expect(runScript('1').attributes).toEqual({ 'data-fonts': '' });
    const first = runScript(null);
    first.listeners.loadingdone!();
    expect(first.storage.get('scoot-fonts')).toBe('1');
  });
});
