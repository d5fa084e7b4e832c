import { globalStyle, style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { container, section } from '@/styles/layout.css';
import { border, measure, target, width } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading, text, textLink } from '@/styles/typography.css';

/** The content column under the banner: the back link close to it, then the parts. */
export const page = style([
  container,
  section,
  { display: 'grid', gap: vars.space['2xl'], paddingBlockStart: vars.space.md },
]);

export const back = style([textLink, heading({ size: 'button' }), { justifySelf: 'start' }]);

export const part = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const partTitle = heading({ size: 'section' });

export const lead = style([text({ size: 'card' }), { maxWidth: measure.answer }]);

/**
 * The rules, one row each, read top to bottom as a document (and as Tab moves through their
 * sources): the rule's name over its words on phones, beside them from the tablet width.
 */
export const rules = style({ display: 'grid', gap: vars.space.sm, width: '100%' });

export const rule = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.snow,
  // Forced colours drop the fill: a transparent outline keeps each row's edge there.
  outline: `${border.edge} solid transparent`,
  outlineOffset: `calc(-1 * ${border.edge})`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)',
      columnGap: vars.space.lg,
    },
  },
});

/** The rules this page does not state: set apart like a rule that differs from the FAQ. */
export const unconfirmed = style({
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: measure.answer,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `${border.edge} solid ${vars.color.sun}`,
  color: vars.color.heading,
});

export const ruleBody = style({ display: 'grid', gap: vars.space.xs, maxWidth: measure.answer });

export const ruleTitle = heading({ size: 'body' });

/** "What the law says", "Scoot's own rules": the two lists of rules, told apart. */
export const groupTitle = style([heading({ size: 'card' }), { marginBlockStart: vars.space.sm }]);

/** Where the city departs from the general FAQ: set apart by a sun bar, not by colour alone. */
export const differs = style({
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `${border.edge} solid ${vars.color.sun}`,
  color: vars.color.heading,
});

export const source = style([text({ size: 'small', tone: 'muted' }), { overflowWrap: 'anywhere' }]);

/**
 * A source's title: a box of its own, so a title that wraps is still one target, at least
 * the 24 px WCAG 2.5.8 asks, under the pointer wherever it is aimed.
 */
export const sourceLink = style({
  display: 'inline-block',
  minHeight: target.minimum,
  color: 'inherit',
});

export const districts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const district = style([
  heading({ size: 'small' }),
  {
    padding: `${vars.space['2xs']} ${vars.space.sm}`,
    border: `${border.hairline} solid ${vars.color.ink}`,
    borderRadius: vars.radius.pill,
    color: vars.color.heading,
  },
]);

/** "Getting started" on an ink panel, as the footer's sign-up: the white badges need it. */
export const start = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.ink,
  color: vars.color.textOnDark,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const startTitle = heading({ size: 'section', tone: 'onDark' });

export const startText = style([text({ tone: 'mutedOnDark' }), { maxWidth: measure.answer }]);

export const startButton = style({ justifySelf: 'start' });

export const jobList = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.lg}` });

export const jobLink = style([textLink, heading({ size: 'body' })]);

globalStyle(`${differs} a`, {
  color: 'inherit',
  whiteSpace: 'nowrap',
  textDecorationThickness: border.edge,
  textUnderlineOffset: border.underlineOffset,
});

/** The price cards: one column on phones, side by side as the width allows. */
export const priceCards = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '100%',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${width.priceCard}), 1fr))`,
});

export const priceCard = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.snow,
  borderRadius: vars.radius.md,
  // Forced colours drop the fill: a transparent outline keeps each card's edge there.
  outline: `${border.edge} solid transparent`,
  outlineOffset: `calc(-1 * ${border.edge})`,
});
