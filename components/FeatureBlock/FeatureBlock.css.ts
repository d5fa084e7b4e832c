import { style, styleVariants } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { fluidImage, split, splitFigure } from '@/styles/layout.css';
import { backdrop, ring, snowDisc } from '@/styles/ornaments.css';
import { layout, width } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading } from '@/styles/typography.css';

export const root = style([
  split,
  { '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr', gap: layout.featureGap } } },
]);

export const figure = style([splitFigure, { maxWidth: width.figure }]);

/** Image on the right on desktop (the default reading order puts text first). */
export const imageSide = styleVariants({
  start: { '@media': { [media.desktop]: { order: -1 } } },
  end: {},
});

export const image = fluidImage;

/** The sun or snow shape behind each image (decorative), overhanging its top left. */
export const ornament = style([
  backdrop,
  { insetBlockStart: '-8%', insetInlineStart: '-12%', width: '70%' },
]);

export const ornamentShape = styleVariants({
  circle: [snowDisc],
  halfCircle: {
    borderRadius: `${vars.radius.pill} ${vars.radius.pill} 0 0`,
    height: 'auto',
    aspectRatio: '2 / 1',
    background: vars.color.sun,
    insetBlockStart: 'auto',
    insetBlockEnd: '-6%',
  },
  ring: [ring({ size: 'fluid' }), { width: '55%' }],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  textAlign: 'start',
});

export const title = heading({ size: 'section' });
