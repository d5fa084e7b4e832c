import { style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { container } from '@/styles/layout.css';
import { border } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

export const root = style({
  position: 'relative',
  zIndex: 10,
  background: vars.color.white,
  boxShadow: `0 ${border.hairline} 0 ${vars.color.snow}`,
});

export const bar = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    columnGap: vars.space.lg,
    minHeight: vars.layout.navHeight,
    '@media': {
      [media.desktop]: { minHeight: vars.layout.navHeightDesktop, columnGap: vars.space.xl },
    },
  },
]);

/** The bar's links show from 768 px; below that the mobile menu carries them. */
export const desktopNav = style({
  display: 'none',
  '@media': {
    [media.tablet]: { display: 'block' },
    // Without JavaScript the menu cannot open, so the links stay in the bar (wrapped below the logo).
    '(scripting: none)': {
      display: 'block',
      flexBasis: '100%',
      paddingBlockEnd: vars.space.sm,
    },
  },
});

export const desktopNavTablet = style({
  '@media': {
    [`${media.tablet} and (scripting: none)`]: { flexBasis: 'auto', paddingBlockEnd: 0 },
  },
});

export const cta = style({
  display: 'none',
  marginInlineStart: 'auto',
  '@media': { [media.tablet]: { display: 'inline-flex' } },
});

/** The language switcher: in the bar from 768 px (the phone menu has it below), and always without JavaScript. */
export const languages = style({
  display: 'none',
  '@media': {
    [media.tablet]: { display: 'block' },
    '(scripting: none)': { display: 'block' },
  },
});
