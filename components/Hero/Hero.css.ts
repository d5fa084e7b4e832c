import { style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { fluidImage, split, splitFigure } from '@/styles/layout.css';
import { backdrop, snowDisc } from '@/styles/ornaments.css';
import { measure, ornament, width } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading } from '@/styles/typography.css';

export const root = style([
  split,
  {
    '@media': {
      [media.tablet]: { paddingBlockStart: vars.space['2xl'] },
      [media.desktop]: {
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        gap: vars.space['2xl'],
        paddingBlockStart: vars.space['3xl'],
      },
    },
  },
]);

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: width.hero,
});

export const title = heading({ size: 'hero', leading: 'tight' });

export const text = style({ maxWidth: measure.lead });

export const figure = style([splitFigure, { maxWidth: width.hero }]);

export const image = fluidImage;

/** A snow disc behind the art (decorative), overhanging its lower right. */
export const disc = style([
  backdrop,
  snowDisc,
  { insetInlineEnd: '-6%', insetBlockEnd: '4%', width: '62%' },
]);

/** The right-angle arrow, top left of the art; its stroke matches the art's 4 px ink lines. */
export const arrow = style({
  position: 'absolute',
  zIndex: 1,
  insetBlockStart: '-4%',
  insetInlineStart: '-2%',
  width: ornament.heroArrow,
  height: 'auto',
  fill: 'none',
  stroke: vars.color.sun,
  strokeWidth: 8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  pointerEvents: 'none',
});
