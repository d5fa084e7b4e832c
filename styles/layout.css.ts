import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { media } from './breakpoints';
import { layout } from './tokens';
import { vars } from './theme.css';

/** The content column: up to 1110 px, with 24 / 40 / auto side gutters. */
export const container = style({
  width: '100%',
  maxWidth: `calc(${vars.layout.contentMax} + 2 * ${vars.layout.gutterMobile})`,
  marginInline: 'auto',
  paddingInline: vars.layout.gutterMobile,
  '@media': {
    [media.tablet]: {
      maxWidth: `calc(${vars.layout.contentMax} + 2 * ${vars.layout.gutterTablet})`,
      paddingInline: vars.layout.gutterTablet,
    },
  },
});

/** Vertical rhythm between page sections: 72-96 px on mobile, 120 px on desktop. */
export const section = style({
  paddingBlock: layout.sectionMobile,
  '@media': {
    [media.tablet]: { paddingBlock: vars.space['3xl'] },
    [media.desktop]: { paddingBlock: vars.space['4xl'] },
  },
});

/** Copy and art side by side on desktop, stacked below: the hero and the feature blocks. */
export const split = style([
  container,
  section,
  { display: 'grid', gap: vars.space.xl, alignItems: 'center' },
]);

/** The art of a split section: centred in its column, its ornaments stacked behind it. */
export const splitFigure = style({
  position: 'relative',
  isolation: 'isolate',
  justifySelf: 'center',
  width: '100%',
});

/** An image that fills its box's width and keeps its proportions. */
export const fluidImage = style({ width: '100%', height: 'auto' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A list whose items are points of running text: bulleted (`disc`) or numbered (`decimal`). */
export const markedList = recipe({
  base: { display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.md },
  variants: { marker: { disc: { listStyle: 'disc' }, decimal: { listStyle: 'decimal' } } },
  defaultVariants: { marker: 'disc' },
});
