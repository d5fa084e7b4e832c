import { style } from '@vanilla-extract/css';

import { container, section } from '@/styles/layout.css';
import { vars } from '@/styles/theme.css';

export const root = style([
  container,
  section,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.md,
  },
]);

export const title = style({ fontSize: vars.fontSize.section });

export const status = style({
  fontSize: vars.fontSize.card,
  color: vars.color.slate,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
