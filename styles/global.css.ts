import { globalStyle } from '@vanilla-extract/css';

import { media } from './breakpoints';
import { systemFontStacks } from './tokens';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  // Keeps in-page jumps (and the footer scroll) clear of nothing: the navbar is not sticky.
  scrollPaddingTop: vars.space.md,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.white,
  textRendering: 'optimizeLegibility',
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, p, ul, ol, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  fontWeight: 700,
  color: vars.color.heading,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: vars.tracking.heading,
  overflowWrap: 'break-word',
});

/*
 * Japanese pages (<html lang="ja">; also an element marked lang="ja" elsewhere, where its
 * own styles name a font variable, as the heading recipe does). Their text is set in the
 * system's Japanese fonts, headings and body alike: the font variables are given the whole
 * stack, not left to fall back, since a font-family whose variable is undefined is invalid
 * as a whole (the browser's default font would then set the page). Nothing on the page then
 * uses the web fonts, so the browser downloads neither, and the font script does not ask
 * for them (lib/fontLoading.ts).
 * Japanese is set without tracking: the heading face's negative letter-spacing would crowd
 * the kana and kanji, which are drawn on a full em each. Lines break by the strict rules
 * (no small kana or prolonged sound mark at the start of a line), and headings, where the
 * browser can, between phrases rather than inside a word.
 */
globalStyle('[lang]:lang(ja)', {
  vars: {
    [vars.font.heading]: systemFontStacks.ja,
    [vars.font.body]: systemFontStacks.ja,
    [vars.tracking.heading]: 'normal',
    [vars.tracking.logo]: 'normal',
  },
  lineBreak: 'strict',
});

// A phrase longer than the line (a hero heading at 320 px) still breaks, inside the phrase,
// rather than pushing the page sideways.
globalStyle(':is(h1, h2, h3, h4):lang(ja)', {
  '@supports': {
    '(word-break: auto-phrase)': { wordBreak: 'auto-phrase', overflowWrap: 'anywhere' },
  },
});

globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('img, video', { height: 'auto' });

globalStyle('a', { color: 'inherit' });

globalStyle('button', { font: 'inherit', color: 'inherit' });

// One focus ring for the whole site (WCAG 2.4.7 / 2.4.13): 3 px with an offset.
globalStyle(':focus-visible', {
  outline: `${vars.layout.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.layout.focusRingOffset,
});

globalStyle('[data-theme="dark"] :focus-visible, [data-theme="dark"]:focus-visible', {
  outlineColor: vars.color.focusRingOnDark,
});

// Programmatic focus targets (tabindex=-1) get no ring when reached by script.
globalStyle('[tabindex="-1"]:focus:not(:focus-visible)', { outline: 'none' });

// Honour prefers-reduced-motion everywhere, including third-party defaults.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
