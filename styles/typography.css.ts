import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { lineHeight, tracking } from './tokens';
import { vars } from './theme.css';

/** The brief's type scale, one entry per role (styles/tokens.ts has the values). */
const size = {
  hero: { fontSize: vars.fontSize.hero },
  banner: { fontSize: vars.fontSize.banner },
  section: { fontSize: vars.fontSize.section },
  card: { fontSize: vars.fontSize.card },
  body: { fontSize: vars.fontSize.body },
  button: { fontSize: vars.fontSize.button },
  small: { fontSize: vars.fontSize.small },
  caption: { fontSize: vars.fontSize.caption },
  storeName: { fontSize: vars.fontSize.storeName },
  menuLink: { fontSize: vars.fontSize.menuLink },
  logo: { fontSize: vars.fontSize.logo },
  /** Keeps the size the element inherits. */
  inherit: {},
} as const;

/** Colours of text by role, on the page and on the ink bands. */
const tone = {
  inherit: {},
  ink: { color: vars.color.ink },
  muted: { color: vars.color.slate },
  onDark: { color: vars.color.textOnDark },
  mutedOnDark: { color: vars.color.mutedOnDark },
} as const;

/**
 * Space Mono Bold: every heading, and everything that speaks in the headings' voice
 * (buttons, navigation links, the wordmark, the number discs, FAQ questions, map labels).
 * Headings get the face from the global styles too; the recipe adds the size and the rest.
 */
export const heading = recipe({
  base: { fontFamily: vars.font.heading, fontWeight: 700 },
  variants: {
    size,
    tone,
    leading: {
      inherit: {},
      tight: { lineHeight: vars.lineHeight.tight },
      heading: { lineHeight: vars.lineHeight.heading },
      control: { lineHeight: lineHeight.control },
      solid: { lineHeight: lineHeight.solid },
    },
    tracking: {
      inherit: {},
      heading: { letterSpacing: tracking.heading },
      logo: { letterSpacing: tracking.logo },
    },
  },
  defaultVariants: { size: 'inherit', tone: 'inherit', leading: 'inherit', tracking: 'inherit' },
});

/** Lexend Deca, the body face (set on <body>): secondary sizes and tones of running text. */
export const text = recipe({
  variants: { size, tone },
  defaultVariants: { size: 'inherit', tone: 'inherit' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
