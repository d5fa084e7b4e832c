import { systemFontStacks } from '@/styles/tokens';

/**
 * When the page's web fonts start to load. Text paints in the first frame in
 * a metric-matched fallback (a local font size-adjusted to each web font), and the fonts are
 * asked for only once the page has painted and its HTML is all in, as the runtime waits for
 * the first interaction (deploy/runtime-loading.mjs): on a phone on a slow network the first
 * screen then waits for the HTML alone, not for 31 kB of fonts. The swap barely moves
 * anything, since the fallback takes the fonts' metrics.
 *
 * Until `<html>` has `data-fonts`, a style in the head points the font variables at the
 * fallback faces alone, so nothing uses (or downloads) the web fonts. A script in the head
 * sets the attribute once they have loaded; or at once when an earlier page of the visit
 * already loaded the fonts (they are then in the HTTP cache, immutable), so a visit shows
 * the fallback on its first page only. Without JavaScript, a <noscript> style uses the
 * fonts from the start, as the browser loads them.
 *
 * Pages in a language set in the system's fonts (Japanese, styles/tokens.ts
 * systemFontStacks) load no web font: their styles name no web font, so the browser asks
 * for none, and the script does not ask either.
 */

/** Vertical metrics and the average width (next/font's a-z sample) of a font, in its units. */
export type FontMetrics = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  averageWidth: number;
};

/**
 * A local font a fallback face can use: its names for `local()` (full and PostScript name)
 * and its metrics. next/font makes the Arial face; Arial is missing on Android and Linux,
 * where text would then fall to an unadjusted system font and shift when the web font
 * arrives, so the site adds faces for other common fallbacks.
 */
export type LocalFallback = { suffix: string; names: readonly string[]; metrics: FontMetrics };

/**
 * A next/font font, the custom property its `variable` option defines, its own metrics, and
 * the local fonts to fall back to beyond next/font's Arial face.
 */
export type FontVariable = {
  property: string;
  font: { style: { fontFamily: string; fontWeight?: number } };
  metrics: FontMetrics;
  fallbacks: readonly LocalFallback[];
};

const percent = (value: number) => `${(Math.abs(value) * 100).toFixed(2)}%`;

/**
 * A @font-face that draws a local font at the web font's size and line metrics, as next/font
 * does for Arial: size-adjust matches the average widths, the overrides the vertical metrics.
 */
export function fallbackFace(
  family: string,
  font: FontMetrics,
  local: LocalFallback,
  weight = 400,
) {
  const sizeAdjust =
    font.averageWidth / font.unitsPerEm / (local.metrics.averageWidth / local.metrics.unitsPerEm);
  const override = (value: number) => percent(value / (font.unitsPerEm * sizeAdjust));
  return (
    `@font-face{font-family:'${family} ${local.suffix}';` +
    `src:${local.names.map((name) => `local('${name}')`).join(',')};` +
    `font-weight:${weight};ascent-override:${override(font.ascent)};` +
    `descent-override:${override(font.descent)};line-gap-override:${override(font.lineGap)};` +
    `size-adjust:${percent(sizeAdjust)}}`
  );
}

/** The family name next/font gave a font ("spaceMono" of "'spaceMono', 'spaceMono Fallback'"). */
function familyOf(fontFamily: string): string {
  return fontFamily.split(',')[0]!.trim().replace(/^'|'$/g, '');
}

/** A next/font family list ("'spaceMono', 'spaceMono Fallback'") without its web font. */
export function fallbackOnly(fontFamily: string): string {
  const families = fontFamily.split(',').map((family) => family.trim());
  const fallback = families.filter((family) => / Fallback'?$/.test(family));
  if (fallback.length === 0) throw new Error(`No fallback face in ${fontFamily}`);
  return fallback.join(', ');
}

/** The family list of one font: next/font's, then the site's extra fallback faces. */
function familyList({ font, fallbacks }: FontVariable, withWebFont: boolean): string {
  const family = familyOf(font.style.fontFamily);
  const extra = fallbacks.map((local) => `'${family} ${local.suffix}'`);
  const base = withWebFont ? font.style.fontFamily : fallbackOnly(font.style.fontFamily);
  return [base, ...extra].join(', ');
}

const ATTRIBUTE = 'data-fonts';
const STORAGE_KEY = 'scoot-fonts';
/** Next's start-up chunks once the runtime loader has inserted them (not its nomodule polyfill). */
export const RUNTIME_CHUNKS = 'script[src*="/_next/static/chunks/"]:not([nomodule])';

/**
 * The head style: the extra fallback faces, and the font variables pointed at the fallback
 * faces alone until `data-fonts` is set (then at the web font, then the same fallbacks).
 */
export function fallbackStyle(fonts: readonly FontVariable[]): string {
  const faces = fonts.flatMap(({ font, metrics, fallbacks }) =>
    fallbacks.map((local) =>
      fallbackFace(familyOf(font.style.fontFamily), metrics, local, font.style.fontWeight),
    ),
  );
  const variables = (withWebFont: boolean) =>
    fonts.map((font) => `${font.property}:${familyList(font, withWebFont)}`).join(';');
  return (
    faces.join('') +
    `html:not([${ATTRIBUTE}]){${variables(false)}}html[${ATTRIBUTE}]{${variables(true)}}`
  );
}

/**
 * The web fonts back, for visitors without JavaScript: the same selector, later in the
 * head, so it wins over fallbackStyle().
 */
export function noScriptStyle(fonts: readonly FontVariable[]): string {
  const declarations = fonts.map((font) => `${font.property}:${familyList(font, true)}`).join(';');
  return `html:not([${ATTRIBUTE}]){${declarations}}`;
}

/**
 * The head script, run in the page from its source text (so it uses nothing from outside).
 * It asks for the web fonts once the page has painted its first content and the browser has
 * read the whole HTML (two frames after both, so the frame with all of it is on screen too;
 * waiting for the parse alone was not enough, docs/audit/README.md): on a slow network
 * the fonts then take no bandwidth from the HTML's tail, and the first screen paints
 * without them. It loads them by the Font Loading API, which restyles nothing, and sets
 * `data-fonts` once both have loaded (or failed): the page then restyles and lays out its
 * text once, with the fonts in, rather than once for the switch (every element's font
 * changes, 70 ms of this machine's CPU, a phone's first tap waiting behind it) and again as
 * each font arrives; if React is starting by then, once it has hydrated. At once when this
 * visit already loaded the fonts, asking the cache for them there and then; after 3 s in any
 * case (a hidden tab paints nothing, and a runtime that cannot start never hydrates). It
 * remembers, for the visit, once they have loaded.
 * Browsers without paint timing (the `paint` entry type) wait for the parse alone.
 */
function loadWebFonts(
  attribute: string,
  storageKey: string,
  faces: readonly string[],
  runtimeChunks: string,
  systemFontLanguages: readonly string[],
) {
  const root = document.documentElement;
  const switchOn = () => root.setAttribute(attribute, '');
  // A Japanese page sets its text in the system's fonts (styles/global.css.ts): loading the
  // Latin web fonts would spend 31 kB on type no text there uses. The attribute goes on at
  // once, as when the fonts are cached: it only points the font variables at the web fonts,
  // which the page's styles have replaced, and it tells tests the fonts have settled.
  // Nothing is remembered: the next page in another language loads them as a first page.
  const lang = root.lang.toLowerCase();
  if (systemFontLanguages.some((code) => lang === code || lang.startsWith(`${code}-`)))
    return switchOn();
  try {
    // Loaded on this visit, so in the cache: asked for at once, while the HTML is still being
    // read, rather than when the first style pass meets them at the end of it. A page
    // prerendered on hover lays itself out once they are in, and the click that shows it waits
    // for that layout to end (docs/audit/README.md).
    if (sessionStorage.getItem(storageKey)) {
      if (document.fonts) for (const face of faces) document.fonts.load(face).catch(() => {});
      return switchOn();
    }
  } catch {
    // Storage refused: load them as on a visit's first page.
  }
  // Not while React starts: if the visitor's first interaction has started the runtime (the
  // loader has put its chunks in the page) and it has not hydrated yet, switch once it has.
  // The switch restyles every text (140 ms at the low-end phone's 8x), and a tap that meets
  // it on top of React's start waits for both (docs/audit/README.md).
  const switchOnWhenQuiet = () => {
    const starting = document.querySelector(runtimeChunks) && !root.hasAttribute('data-hydrated');
    if (!starting) return switchOn();
    new MutationObserver((_, observer) => {
      if (!root.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(switchOn));
    }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  };
  const load = () => {
    if (!document.fonts) return switchOn();
    Promise.all(faces.map((face) => document.fonts.load(face))).then(() => {
      try {
        sessionStorage.setItem(storageKey, '1');
      } catch {
        // Not remembered: the next page loads them again, from the HTTP cache.
      }
      switchOnWhenQuiet();
    }, switchOn);
  };
  const Observer = window.PerformanceObserver;
  let painted = !Observer || !(Observer.supportedEntryTypes ?? []).includes('paint');
  let parsed = false;
  const whenBoth = () => {
    if (painted && parsed)
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(load)));
  };
  if (!painted)
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      whenBoth();
    }).observe({ type: 'paint', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    parsed = true;
    whenBoth();
  });
  setTimeout(switchOn, 3000);
}

/** Languages (<html lang>, with or without a region) whose pages load no web font. */
export const SYSTEM_FONT_LANGUAGES: readonly string[] = Object.keys(systemFontStacks);

/**
 * The head script's text, for the fonts whose faces to load (their family and weight).
 * @param fonts the site's fonts
 * @param systemFontLanguages the languages whose pages load none of them
 */
export function fontLoadingScript(
  fonts: readonly FontVariable[],
  systemFontLanguages: readonly string[] = SYSTEM_FONT_LANGUAGES,
): string {
  const faces = fonts.map(
    ({ font }) => `${font.style.fontWeight ?? 400} 1em "${familyOf(font.style.fontFamily)}"`,
  );
  const args = [ATTRIBUTE, STORAGE_KEY, faces, RUNTIME_CHUNKS, systemFontLanguages]
    .map((value) => JSON.stringify(value))
    .join(',');
  return `(${loadWebFonts.toString()})(${args})`;
}
