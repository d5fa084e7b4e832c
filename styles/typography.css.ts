import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { border, lineHeight, target } from './tokens';
import { vars } from './theme.css';

/**
 * The site's type scale (styles/tokens.ts has the values). Each recipe lists only the sizes
 * and tones its face is used at: vanilla-extract writes every variant's rule to every page.
 */
const fontSize = <Name extends keyof typeof vars.fontSize>(name: Name) => ({
  fontSize: vars.fontSize[name],
});

/**
 * Space Mono Bold: every heading, and everything that speaks in the headings' voice
 * (buttons, navigation links, the wordmark, the number discs, FAQ questions, map labels).
 * Headings get the face from the global styles too; the recipe adds the size and the rest.
 */
export const heading = recipe({
  base: { fontFamily: vars.font.heading, fontWeight: 700 },
  variants: {
    size: {
      hero: fontSize('hero'),
      banner: fontSize('banner'),
      section: fontSize('section'),
      card: fontSize('card'),
      body: fontSize('body'),
      button: fontSize('button'),
      small: fontSize('small'),
      storeName: fontSize('storeName'),
      menuLink: fontSize('menuLink'),
      logo: fontSize('logo'),
    },
    tone: { ink: { color: vars.color.ink }, onDark: { color: vars.color.textOnDark } },
    leading: {
      tight: { lineHeight: vars.lineHeight.tight },
      heading: { lineHeight: vars.lineHeight.heading },
      control: { lineHeight: lineHeight.control },
      solid: { lineHeight: lineHeight.solid },
    },
    tracking: {
      heading: { letterSpacing: vars.tracking.heading },
      logo: { letterSpacing: vars.tracking.logo },
    },
  },
});

/** Lexend Deca, the body face (set on <body>): secondary sizes and tones of running text. */
export const text = recipe({
  variants: {
    size: { card: fontSize('card'), small: fontSize('small'), caption: fontSize('caption') },
    tone: { muted: { color: vars.color.slate }, mutedOnDark: { color: vars.color.mutedOnDark } },
  },
});

/** A plain link of a page's own (back links, lists of pages): underlined, a touch target tall. */
export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: target.inline,
  color: vars.color.heading,
  textDecorationThickness: border.edge,
  textUnderlineOffset: border.underlineOffset,
});
