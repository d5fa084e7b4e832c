import { style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { fluidImage } from '@/styles/layout.css';
import { numberDisc } from '@/styles/ornaments.css';
import { icon, layout, width } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading } from '@/styles/typography.css';

export const list = style({
  display: 'grid',
  gap: layout.cardGap,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: layout.columnGap },
  },
});

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  maxWidth: width.figure,
  marginInline: 'auto',
});

/*
 * A definite width: as a shrink-to-fit grid item, the figure would give a not-yet-loaded lazy
 * image (whose `width: 100%` overrides its width attribute) a 0 x 0 box, and the card would
 * jump when it loads.
 */
export const figure = style({
  position: 'relative',
  width: '100%',
  maxWidth: width.cardFigure,
  marginBlockEnd: vars.space.md,
});

export const image = fluidImage;

/** The numbered sun circle, half over the illustration's lower edge. */
export const number = style([
  numberDisc({ size: 'large' }),
  {
    insetBlockEnd: `calc(${icon.cardNumber} / -2)`,
    insetInlineStart: '50%',
    transform: 'translateX(-50%)',
  },
]);

export const cardTitle = style([heading({ size: 'card' }), { marginBlockStart: vars.space.sm }]);
