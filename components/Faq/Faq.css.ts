import { style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { border, icon, measure, target } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading } from '@/styles/typography.css';

/** Title above the questions on mobile; title left, questions right on desktop. */
export const group = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
      columnGap: vars.space['2xl'],
    },
  },
});

export const groupTitle = style([
  heading({ size: 'card' }),
  { paddingBlockStart: vars.space.sm, color: vars.color.heading },
]);

export const items = style({ borderBlockStart: `${border.hairline} solid ${vars.color.mist}` });

/*
 * One <details>. Its answer slides open by animating the height of the browser's
 * ::details-content box to `auto` (interpolate-size, Chromium 129+); a browser without
 * either feature shows and hides the answer at once.
 */
export const item = style({
  borderBlockEnd: `${border.hairline} solid ${vars.color.mist}`,
  interpolateSize: 'allow-keywords',
  selectors: {
    '&::details-content': {
      blockSize: 0,
      overflow: 'clip',
      transition: `block-size ${vars.motion.base} ease-out, content-visibility ${vars.motion.base} allow-discrete`,
    },
    '&[open]::details-content': { blockSize: 'auto' },
  },
  '@media': {
    [media.reducedMotion]: { selectors: { '&::details-content': { transition: 'none' } } },
  },
});

/** The full-width question row: the item's <summary>. */
export const trigger = style([
  heading({ size: 'body', tone: 'ink', leading: 'heading', tracking: 'heading' }),
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: '100%',
    minHeight: target.row,
    paddingBlock: vars.space.sm,
    paddingInline: 0,
    border: 0,
    background: 'transparent',
    textAlign: 'start',
    listStyle: 'none',
    cursor: 'pointer',
    transition: `color ${vars.motion.fast} ease-out`,
    ':hover': { color: vars.color.slate },
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
    },
  },
]);

export const chevron = style({
  flexShrink: 0,
  width: icon.control,
  height: icon.control,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  transition: `transform ${vars.motion.base} ease-out`,
  selectors: {
    [`${item}[open] > ${trigger} &`]: { transform: 'rotate(180deg)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const answerText = style({
  maxWidth: measure.answer,
  paddingBlockEnd: vars.space.md,
  '@media': { [media.tablet]: { paddingInlineEnd: vars.space.xl } },
});

/** An answer's sentences city by city: one point each, under the answer's text. */
export const byCity = style([
  answerText,
  {
    display: 'grid',
    gap: vars.space.sm,
    margin: 0,
    paddingInlineStart: vars.space.lg,
    listStyle: 'disc',
  },
]);
