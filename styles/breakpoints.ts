/** Mobile first: every query is a min-width, except where a comment says why. */
export const breakpoints = { tablet: 768, desktop: 1200 } as const;

/**
 * The widths are written in em, which media queries read against the browser's default font
 * size, not the page's: at the usual 16 px they are exactly 768 and 1200 px, and a visitor
 * who has doubled their text size gets the layout of a screen half as wide, where the
 * larger text fits (WCAG 1.4.4 and 1.4.10). Pixel queries would keep the desktop layout and
 * squeeze twice the text into it.
 */
const em = (px: number) => `${px / 16}em`;

export const media = {
  tablet: `screen and (min-width: ${em(breakpoints.tablet)})`,
  desktop: `screen and (min-width: ${em(breakpoints.desktop)})`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** Windows high contrast and other forced palettes: backgrounds and shadows are dropped. */
  forcedColors: '(forced-colors: active)',
} as const;
