import { recipe } from '@vanilla-extract/recipes';

import { border, target } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { text } from '@/styles/typography.css';

/** The languages: a compact row in the bar, a wrapped row of large targets in the menu. */
export const list = recipe({
  base: { display: 'flex', flexWrap: 'wrap' },
  variants: {
    placement: {
      bar: { columnGap: vars.space.md },
      menu: {
        columnGap: vars.space.lg,
        paddingBlock: vars.space.md,
        borderBlockStart: `${border.hairline} solid ${vars.color.snow}`,
      },
    },
  },
});

/** One language, underlined when it is the page's own. */
export const link = recipe({
  base: [
    text({ size: 'small' }),
    {
      display: 'inline-flex',
      alignItems: 'center',
      color: vars.color.slate,
      textDecoration: 'none',
      ':hover': { color: vars.color.ink, textDecorationLine: 'underline' },
      selectors: {
        '&[aria-current="page"]': {
          color: vars.color.ink,
          textDecorationLine: 'underline',
          textDecorationColor: vars.color.sun,
          textDecorationThickness: border.edge,
          textUnderlineOffset: border.underlineOffset,
        },
      },
    },
  ],
  variants: {
    placement: {
      bar: { minHeight: target.inline },
      // The phone menu's targets are 44 px each way at least, however short the name (日本語).
      menu: { minHeight: target.control, minWidth: target.inline, justifyContent: 'center' },
    },
  },
});
