import { createGlobalTheme } from '@vanilla-extract/css';

import { color, fontSize, layout, lineHeight, motion, radius, space, tracking } from './tokens';

export const vars = createGlobalTheme(':root', {
  color: {
    ...color,
    // Role aliases for the roles that recur across components.
    text: color.slate,
    heading: color.ink,
    textOnDark: color.white,
    mutedOnDark: color.mist,
    focusRing: color.ink,
    focusRingOnDark: color.sun,
    overlay: 'rgb(51 58 68 / 0.6)', // ink at 60 %: the menu's dark translucent overlay
  },
  font: {
    // next/font/local sets these two variables on <html> (see lib/fonts.ts). Japanese pages
    // replace both with a system stack (global.css.ts).
    heading: 'var(--font-space-mono), ui-monospace, monospace',
    body: 'var(--font-lexend-deca), system-ui, sans-serif',
  },
  // Variables, not literals, so that a language can set them back to normal.
  tracking,
  fontSize,
  lineHeight,
  space,
  radius,
  motion,
  layout,
});
