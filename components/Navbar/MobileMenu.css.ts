import { globalStyle, keyframes, style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { border, icon as iconSize, target, width } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: target.control,
  height: target.control,
  marginInlineStart: 'auto',
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.ink,
  cursor: 'pointer',
  '@media': {
    [media.tablet]: { display: 'none' },
    // The menu needs JavaScript; without it the bar shows the links itself.
    '(scripting: none)': { display: 'none' },
  },
});

export const icon = style({ width: iconSize.control, height: iconSize.control });

const slideIn = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** A native modal dialog: the page behind is inert, Escape closes it, focus is kept inside. */
export const panel = style({
  position: 'fixed',
  inset: '0 auto 0 0',
  width: `min(85vw, ${width.menu})`,
  maxWidth: 'none',
  height: '100dvh',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: vars.color.white,
  color: vars.color.text,
  overflowY: 'auto',
  selectors: {
    '&[open]': { animation: `${slideIn} ${vars.motion.slow} ${vars.motion.easing}` },
    // The overlay: ink at 60 % over the page.
    '&::backdrop': { background: vars.color.overlay },
    '&[open]::backdrop': { animation: `${fadeIn} ${vars.motion.slow} ease-out` },
  },
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
    // Forced colours paint the panel and the overlay in the same Canvas colour: an edge in
    // the text colour keeps them apart.
    [media.forcedColors]: { borderInlineEnd: `${border.edge} solid CanvasText` },
  },
});

globalStyle(`${panel}[open]::backdrop`, {
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** While the menu is open the page is locked to the screen's height: no background scroll. */
globalStyle(`html:has(${panel}[open])`, { overflow: 'hidden', height: '100%' });
globalStyle(`html:has(${panel}[open]) body`, { overflow: 'hidden', height: '100%' });

export const panelInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minHeight: '100%',
  padding: `${vars.space.md} ${vars.layout.gutterMobile} ${vars.space.xl}`,
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: `calc(${vars.layout.navHeight} - 2 * ${vars.space.md})`,
});

export const closeButton = style([toggle, { marginInlineStart: 0 }]);
