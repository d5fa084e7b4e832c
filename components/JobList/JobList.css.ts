import { style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { container, section } from '@/styles/layout.css';
import { vars } from '@/styles/theme.css';

export const root = style([container, section, { paddingBlockStart: 0 }]);

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

export const title = style({ fontSize: vars.fontSize.card });

export const location = style({ color: vars.color.slate });

export const apply = style({
  marginBlockStart: vars.space.sm,
  minWidth: '160px',
  '@media': { [media.tablet]: { marginBlockStart: 0, justifySelf: 'end' } },
});
