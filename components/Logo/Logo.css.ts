import { style } from '@vanilla-extract/css';

import { vars } from '@/styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  color: vars.color.ink,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: '1.75rem',
  letterSpacing: '-0.04em',
  lineHeight: 1,
});

export const onDark = style({ color: vars.color.white });

export const mark = style({ width: '32px', height: '32px', flexShrink: 0 });
