import { style } from '@vanilla-extract/css';

import { vars } from '@/styles/theme.css';

export const main = style({ flex: '1 0 auto' });

/** Hidden until focused: the first Tab stop jumps past the navigation (WCAG 2.4.1). */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.sun,
  color: vars.color.ink,
  fontFamily: vars.font.heading,
  fontWeight: 700,
  // Keeps its edge in forced colours, where the sun fill is dropped (see Footer's badges).
  outline: '2px solid transparent',
  outlineOffset: '-2px',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
