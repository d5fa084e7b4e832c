import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { media } from '@/styles/breakpoints';
import { border, target } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading, text } from '@/styles/typography.css';

/** The sun underline that marks a hovered link. */
const sunUnderline = { textDecorationLine: 'underline', textDecorationColor: vars.color.sun };

/** The list of site links, laid out for where it sits. */
export const list = recipe({
  base: { display: 'flex' },
  variants: {
    placement: {
      /** A row in the top bar, from the tablet width. */
      header: {
        flexWrap: 'wrap',
        gap: vars.space.md,
        '@media': { [media.desktop]: { gap: vars.space.xl } },
      },
      /** A row in the footer's bar, centred on phones. */
      footer: {
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: vars.space.lg,
        '@media': {
          [media.tablet]: { marginInlineEnd: 'auto', marginInlineStart: vars.space.xl },
        },
      },
      /** A column in the phone menu. */
      menu: { flexDirection: 'column', gap: vars.space.xs },
      /** The footer's notices beside the copyright line: small, centred on phones. */
      notices: {
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: `0 ${vars.space.md}`,
      },
    },
  },
});

/**
 * One link, in the headings' face. In a row, links are 44 px tall (target.inline); the
 * menu's larger links are 48 px (target.control).
 */
export const link = recipe({
  base: { alignItems: 'center', textDecoration: 'none', ':hover': sunUnderline },
  variants: {
    placement: {
      header: [
        heading({ size: 'button' }),
        {
          display: 'inline-flex',
          minHeight: target.inline,
          color: vars.color.slate,
          textUnderlineOffset: border.underlineOffset,
          textDecorationThickness: border.edge,
          transition: `color ${vars.motion.fast} ease-out`,
          ':hover': { color: vars.color.ink },
          selectors: { '&[aria-current="page"]': { color: vars.color.ink, ...sunUnderline } },
        },
      ],
      footer: [
        heading(),
        {
          display: 'inline-flex',
          minHeight: target.inline,
          color: vars.color.slate,
          ':hover': { color: vars.color.ink },
        },
      ],
      menu: [
        heading({ size: 'menuLink' }),
        {
          display: 'flex',
          minHeight: target.control,
          color: vars.color.ink,
          selectors: {
            '&[aria-current="page"]': {
              ...sunUnderline,
              textDecorationThickness: border.strong,
              textUnderlineOffset: border.underlineOffset,
            },
          },
        },
      ],
      // In the body face at the copyright line's size, underlined like the fine print it is.
      notices: [
        text({ size: 'small' }),
        {
          display: 'inline-flex',
          minHeight: target.inline,
          color: vars.color.slate,
          textDecorationLine: 'underline',
          textUnderlineOffset: border.underlineOffset,
          ':hover': { color: vars.color.ink },
        },
      ],
    },
  },
});

export type NavLinksVariants = NonNullable<RecipeVariants<typeof link>>;
