import { style } from '@vanilla-extract/css';

import { container, section } from '@/styles/layout.css';
import { vars } from '@/styles/theme.css';
import { heading, text } from '@/styles/typography.css';

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

export const title = heading({ size: 'section' });

export const status = text({ size: 'card', tone: 'muted' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
