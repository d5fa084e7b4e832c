import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { container, markedList, section } from '@/styles/layout.css';
import { measure } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading, text, textLink } from '@/styles/typography.css';

/** One column at a reading measure, in the site's section rhythm. */
export const root = style([
  container,
  section,
  {
    display: 'grid',
    gap: vars.space.xl,
    justifyItems: 'start',
    // An e-mail address or a long word breaks rather than push the page sideways.
    overflowWrap: 'anywhere',
  },
]);

export const lead = style([
  text({ size: 'card' }),
  { maxWidth: measure.answer, color: vars.color.heading },
]);

export const part = style({ display: 'grid', gap: vars.space.sm, maxWidth: measure.answer });

export const title = recipe({
  variants: {
    level: {
      2: heading({ size: 'card' }),
      3: [heading({ size: 'body' }), { marginBlockStart: vars.space.sm }],
    },
  },
});

export const points = markedList({ marker: 'disc' });

export const links = style({ display: 'grid', gap: vars.space.xs });

/**
 * A link alone on its line (a regulator, a contact address) is a target of its own, not a
 * link in a sentence: a box a touch target tall, which also keeps a wrapped link one
 * rectangle rather than two line fragments around empty space.
 */
export const link = textLink;

export const reviewed = text({ size: 'small', tone: 'muted' });
