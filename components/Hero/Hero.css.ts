import { style } from '@vanilla-extract/css';

import { container, section } from '@/styles/layout.css';
import { vars } from '@/styles/theme.css';

export const root = style([container, section]);

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: '560px',
});

export const title = style({ fontSize: vars.fontSize.hero, lineHeight: vars.lineHeight.tight });
