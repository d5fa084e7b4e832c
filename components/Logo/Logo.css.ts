import { style } from '@vanilla-extract/css';

import { icon, target } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading } from '@/styles/typography.css';

export const root = style([
  heading({ size: 'logo', tone: 'ink', leading: 'solid', tracking: 'logo' }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: target.inline,
    textDecoration: 'none',
  },
]);

export const mark = style({ width: icon.logo, height: icon.logo, flexShrink: 0 });
