import { style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { container } from '@/styles/layout.css';
import { ring as sunRing } from '@/styles/ornaments.css';
import { layout, ornament, width } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading } from '@/styles/typography.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.ink,
  color: vars.color.textOnDark,
});

export const inner = style([
  container,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    minHeight: layout.bannerHeight,
    '@media': {
      [media.tablet]: { minHeight: layout.bannerHeightTablet },
      [media.desktop]: { minHeight: layout.bannerHeightDesktop },
    },
  },
]);

/**
 * minWidth 0: as a flex item the title would otherwise be as wide as its longest word, so a
 * word longer than the line (large text, the visitor's own letter spacing) would run off the
 * band; held to the band's width, the headings' overflow-wrap breaks it instead.
 */
export const title = style([
  heading({ size: 'banner', leading: 'tight', tone: 'onDark' }),
  { position: 'relative', zIndex: 1, minWidth: 0 },
]);

/**
 * A title of several words (a job's) wraps on phones: a size smaller, and room below it so
 * its last line stays clear of the sun ring, whose half inside the band is its lower corner.
 */
export const innerLong = style({
  paddingBlock: `${vars.space.lg} calc(${ornament.ring} / 2 + ${vars.space.sm})`,
  '@media': { [media.desktop]: { paddingBlock: vars.space.lg } },
});

export const titleLong = heading({ size: 'section' });

/** A city-block skyline in ink tones behind the title, plus a sun ring: decorative only. */
export const art = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  width: `min(70%, ${width.hero})`,
  height: '100%',
  pointerEvents: 'none',
});

/** Half outside the band's lower left corner; on desktop, just left of the content column. */
export const ring = style([
  sunRing({ size: 'medium' }),
  {
    insetInlineStart: `calc(${ornament.ring} / -2)`,
    insetBlockEnd: `calc(${ornament.ring} / -2)`,
    '@media': {
      [media.desktop]: { insetInlineStart: `calc(50% - ${ornament.bannerRingFromCentre})` },
    },
  },
]);
