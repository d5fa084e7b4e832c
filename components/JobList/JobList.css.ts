import { style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { border, width } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading, text } from '@/styles/typography.css';

export const list = style({ display: 'grid', gap: vars.space.md });

/** A centred card on phones; a row of title, location and Apply from the tablet width. */
export const item = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.md}`,
  background: vars.color.snow,
  textAlign: 'center',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr) auto',
      alignItems: 'center',
      justifyItems: 'start',
      gap: vars.space.md,
      padding: `${vars.space.md} ${vars.space.lg}`,
      textAlign: 'start',
    },
    [media.desktop]: { paddingInline: vars.space.xl },
  },
});

/** A day with no openings: what the list would say, on the same card, and the address. */
export const none = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.md}`,
  background: vars.color.snow,
  '@media': { [media.tablet]: { padding: `${vars.space.lg} ${vars.space.xl}` } },
});

/** The careers address, as a button: a target as large as every other control's. */
export const write = style({ justifySelf: 'start', overflowWrap: 'anywhere' });

export const title = heading({ size: 'card' });

/** The title leads to the opening's page: underlined, as links in text are. */
export const titleLink = style({
  color: vars.color.heading,
  textDecorationThickness: border.edge,
  textUnderlineOffset: border.underlineOffset,
});

export const location = text({ tone: 'muted' });

export const apply = style({
  marginBlockStart: vars.space.sm,
  minWidth: width.apply,
  '@media': { [media.tablet]: { marginBlockStart: 0, justifySelf: 'end' } },
});
