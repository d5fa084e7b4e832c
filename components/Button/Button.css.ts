import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '@/styles/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '48px', // comfortably above the 24 px target size of WCAG 2.5.8
    paddingInline: vars.space.lg,
    border: '2px solid transparent',
    borderRadius: 0,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.button,
    fontWeight: 700,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    // A label wraps rather than push the page sideways when the visitor's text is larger or
    // more spaced out (WCAG 1.4.10, 1.4.12); at the default size every label fits on a line.
    textWrap: 'balance',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ease-out, color ${vars.motion.fast} ease-out, border-color ${vars.motion.fast} ease-out`,
  },
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
