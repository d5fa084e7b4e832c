import { style } from '@vanilla-extract/css';

import { border } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading } from '@/styles/typography.css';

export const main = style({ flex: '1 0 auto' });

/** Hidden until focused: the first Tab stop jumps past the navigation (WCAG 2.4.1). */
export const skipLink = style([
  heading(),
  {
    position: 'absolute',
    insetInlineStart: vars.space.sm,
    insetBlockStart: vars.space.sm,
    zIndex: 100,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    background: vars.color.sun,
    color: vars.color.ink,
    // Keeps its edge in forced colours, where the sun fill is dropped (see Footer's badges).
    outline: `${border.edge} solid transparent`,
    outlineOffset: `calc(-1 * ${border.edge})`,
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  },
]);
