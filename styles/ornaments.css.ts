import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { icon } from './tokens';
import { heading } from './typography.css';
import { vars } from './theme.css';

/**
 * The sun disc with a number in it (the steps' 01-03, the value cards'): decorative, the
 * list already tells the position. Each component places it.
 */
export const numberDisc = recipe({
  base: [
    heading({ tone: 'ink' }),
    {
      position: 'absolute',
      display: 'grid',
      placeItems: 'center',
      borderRadius: vars.radius.round,
      background: vars.color.sun,
    },
  ],
  variants: {
    size: {
      small: [heading({ size: 'small' }), { width: icon.stepNumber, height: icon.stepNumber }],
      large: [heading({ size: 'card' }), { width: icon.cardNumber, height: icon.cardNumber }],
    },
  },
});

/**
 * A sun ring drawn by a border (banner, footer band, feature image): each sets its size and
 * stroke from `ornament` in tokens.ts.
 */
export const ring = style({
  position: 'absolute',
  borderRadius: vars.radius.round,
  borderStyle: 'solid',
  borderColor: vars.color.sun,
  pointerEvents: 'none',
});
