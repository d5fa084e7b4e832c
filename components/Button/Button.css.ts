import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { border, target } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading } from '@/styles/typography.css';

export const button = recipe({
  base: [
    heading({ size: 'button', leading: 'control' }),
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      minHeight: target.control,
      paddingInline: vars.space.lg,
      border: `${border.edge} solid transparent`,
      borderRadius: 0,
      textAlign: 'center',
      textDecoration: 'none',
      // A label wraps rather than push the page sideways when the visitor's text is larger or
      // more spaced out (WCAG 1.4.10, 1.4.12); at the default size every label fits on a line.
      textWrap: 'balance',
      cursor: 'pointer',
      transition: `background-color ${vars.motion.fast} ease-out, color ${vars.motion.fast} ease-out, border-color ${vars.motion.fast} ease-out`,
    },
  ],
  variants: {
    tone: {
      primary: {
        background: vars.color.sun,
        color: vars.color.ink,
        ':hover': { background: vars.color.sunLight },
        ':active': { background: vars.color.sunLight },
      },
      outline: {
        background: 'transparent',
        color: vars.color.ink,
        borderColor: vars.color.ink,
        ':hover': { background: vars.color.ink, color: vars.color.white },
      },
    },
    width: {
      auto: {},
      full: { width: '100%' },
    },
  },
  defaultVariants: { tone: 'primary', width: 'auto' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
