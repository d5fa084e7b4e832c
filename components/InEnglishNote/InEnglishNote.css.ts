import { style } from '@vanilla-extract/css';

import { border } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { text } from '@/styles/typography.css';

/** A quiet box above the words it speaks for: read before them, never mistaken for them. */
export const note = style([
  text({ size: 'small' }),
  {
    margin: 0,
    padding: vars.space.sm,
    borderInlineStart: `${border.strong} solid ${vars.color.mist}`,
  },
]);
