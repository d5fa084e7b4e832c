import { globalStyle, style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { container, markedList, section } from '@/styles/layout.css';
import { border, measure, width } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading, text, textLink } from '@/styles/typography.css';

/** The content column under the banner: the back link close to it, then the site's rhythm. */
export const page = style([
  container,
  section,
  { display: 'grid', gap: vars.space.xl, paddingBlockStart: vars.space.md },
]);

export const back = style([textLink, heading({ size: 'button' }), { justifySelf: 'start' }]);

/**
 * The facts first on phones (where, what contract, until when: what a job seeker checks
 * before reading on), the description after; from the desktop width the facts stay beside
 * the description as it scrolls.
 */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: `minmax(0, 1fr) minmax(0, ${width.jobFacts})`,
      gridTemplateAreas: '"description facts"',
      alignItems: 'start',
      columnGap: vars.space['2xl'],
    },
  },
});

export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.snow,
  '@media': {
    [media.tablet]: { padding: vars.space.lg },
    [media.desktop]: { gridArea: 'facts', position: 'sticky', insetBlockStart: vars.space.lg },
  },
});

export const factsTitle = heading({ size: 'card' });

/** Each term over its value, the terms in the muted tone; two columns of them on tablets. */
export const factList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** A term and its value. */
export const fact = style({ display: 'grid', gap: vars.space['2xs'] });

globalStyle(`${factList} dt`, { color: vars.color.slate });
globalStyle(`${factList} dd`, { margin: 0, color: vars.color.heading });

/** The location, a link to the city's page: a whole target, as the page's other links. */
export const cityLink = textLink;

export const description = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: measure.answer,
  '@media': { [media.desktop]: { gridArea: 'description' } },
});

export const lead = style([text({ size: 'card' }), { color: vars.color.heading }]);

export const part = style({ display: 'grid', gap: vars.space.sm });

export const partTitle = heading({ size: 'card' });

export const points = markedList({ marker: 'disc' });

export const apply = style({ justifySelf: 'start' });

/** The last day to apply, in the headings' voice: the one date a seeker must not miss. */
export const closing = heading({ size: 'body' });

/** An e-mail address in running text: it breaks anywhere rather than push the page sideways. */
export const writeTo = style({ overflowWrap: 'anywhere' });

/** The workplace's name and address, a line each, in the value's own tone (not italic). */
export const address = style({ display: 'grid', fontStyle: 'normal' });

export const stepTitle = heading({ size: 'body' });

export const stages = markedList({ marker: 'decimal' });

export const note = text({ size: 'small', tone: 'muted' });

export const sameCity = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.xl,
  borderBlockStart: `${border.hairline} solid ${vars.color.mist}`,
});

export const otherList = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.lg}` });

export const otherLink = style([textLink, heading({ size: 'body' })]);
