import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { icon, ornament } from './tokens';
import { heading } from './typography.css';
import { vars } from './theme.css';

/**
 * The sun disc with a number in it (the steps' 01-03, the value cards'): decorative, the
 * list already tells the position. Each component places it.
 */
export const numberDisc = recipe({
  base: {
    position: 'absolute',
    display: 'grid',
    placeItems: 'center',
    borderRadius: vars.radius.round,
    background: vars.color.sun,
  },
  variants: {
    size: {
      small: [
        heading({ size: 'small', tone: 'ink' }),
        { width: icon.stepNumber, height: icon.stepNumber },
      ],
      large: [
        heading({ size: 'card', tone: 'ink' }),
        { width: icon.cardNumber, height: icon.cardNumber },
      ],
    },
  },
});

/**
 * A sun ring drawn by a border: the banner's and the footer band's, half outside a corner
 * of their box (each component picks the corner), and the one behind a feature image,
 * which that image's box sizes.
 */
export const ring = recipe({
  base: {
    position: 'absolute',
    borderRadius: vars.radius.round,
    borderStyle: 'solid',
    borderColor: vars.color.sun,
    pointerEvents: 'none',
  },
  variants: {
    size: {
      small: {
        width: ornament.ringSmall,
        height: ornament.ringSmall,
        borderWidth: ornament.ringSmallStroke,
      },
      medium: { width: ornament.ring, height: ornament.ring, borderWidth: ornament.ringStroke },
      large: {
        width: ornament.ringLarge,
        height: ornament.ringLarge,
        borderWidth: ornament.ringLargeStroke,
      },
      /** Its width set by the component; the large ring's stroke. */
      fluid: { borderWidth: ornament.ringLargeStroke },
    },
  },
});

/** A shape behind an illustration (the hero's disc, a feature image's circle or ring). */
export const backdrop = style({
  position: 'absolute',
  zIndex: -1,
  aspectRatio: '1',
  pointerEvents: 'none',
});

/** The snow disc behind the hero's and a feature block's art. */
export const snowDisc = style({ borderRadius: vars.radius.round, background: vars.color.snow });
