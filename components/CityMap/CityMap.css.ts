import { globalStyle, style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { border, icon, target } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading, text } from '@/styles/typography.css';

/** The map's land, drawn at build time by app/locations/land.svg/route.ts. */
const LAND_IMAGE_PATH = '/locations/land.svg';

/*
 * Below the tablet width the map would be too small to read, so the plain list replaces it.
 * Both are in the HTML once; the hidden one is out of layout and out of the accessibility
 * tree (display: none for the map, the list as said below).
 */
export const figure = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'grid', gap: vars.space.sm } },
});

/**
 * Land in snow on an ink sea: snow on the white page would all but vanish. The land is the
 * image app/locations/land.svg draws in the map's own coordinates, stretched to the box the
 * viewBox gives the SVG, so it lies exactly under the markers; under the tablet width the
 * figure is not displayed and the image not fetched.
 */
export const map = style({
  width: '100%',
  height: 'auto',
  backgroundColor: vars.color.ink,
  borderRadius: vars.radius.md,
  '@media': {
    [media.tablet]: {
      backgroundImage: `url(${LAND_IMAGE_PATH})`,
      backgroundSize: '100% 100%',
      backgroundRepeat: 'no-repeat',
    },
  },
});

/** Sun markers with an ink ring, so they stand out on snow land too (WCAG 1.4.11, 3:1). */
export const marker = style({ fill: vars.color.sun, stroke: vars.color.ink, strokeWidth: 2.5 });

export const leader = style({ stroke: vars.color.sun, strokeWidth: 2 });

/** Ink text on a sun label: 6.5:1 (contrastPairs 'primary button label' in styles/tokens.ts). */
export const labelBox = style({ fill: vars.color.sun, stroke: vars.color.ink, strokeWidth: 1.5 });

export const labelText = style([
  heading(),
  { fill: vars.color.ink, textAnchor: 'middle', dominantBaseline: 'central' },
]);

/**
 * A city's marker and label, one link. SVG links get no focus ring of their own in every
 * engine, so focus and hover thicken the label's ink edge and light its fill; the outline
 * is there for the engines that draw one, and for forced colours.
 */
export const cityLink = style({
  cursor: 'pointer',
  ':focus-visible': {
    outline: `${vars.layout.focusRingWidth} solid ${vars.color.sun}`,
    outlineOffset: vars.layout.focusRingOffset,
  },
  // SVG keeps its own colours in forced colours (Chromium preserves them), so the ring takes
  // the system's text colour there, which stands out from the canvas by design.
  '@media': { [media.forcedColors]: { ':focus-visible': { outlineColor: 'CanvasText' } } },
});

globalStyle(`${cityLink}:is(:hover, :focus-visible) rect`, {
  fill: vars.color.sunLight,
  stroke: vars.color.snow,
  strokeWidth: 4,
});

globalStyle(`${cityLink}:focus-visible circle`, { stroke: vars.color.snow, strokeWidth: 4 });

export const caption = text({ size: 'small', tone: 'muted' });

/*
 * From the tablet width the map shows the cities, and the list is hidden from every visitor
 * and every assistive technology (visibility: hidden: not painted, not in the accessibility
 * tree, not focusable) and takes no room, but it is still rendered: Chromium prerenders the
 * list's link to the city the visitor is on in the map, whose SVG links its speculation rules
 * cannot see (lib/speculationRules.ts). display: none would stop that.
 */
export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': {
    [media.tablet]: {
      visibility: 'hidden',
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
    },
  },
});

/** Each entry is a link to the city's page, a whole touch target, underlined by its name. */
export const listItem = style({
  display: 'grid',
  minHeight: target.inline,
  color: vars.color.heading,
  textDecoration: 'none',
  // Forced colours drop the snow fill: a transparent outline keeps the link's edge there.
  outline: `${border.edge} solid transparent`,
  outlineOffset: `calc(-1 * ${border.edge})`,
  ':focus-visible': {
    outline: `${vars.layout.focusRingWidth} solid ${vars.color.focusRing}`,
    outlineOffset: vars.layout.focusRingOffset,
  },
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.snow,
});

export const listMarker = style({
  gridRow: 'span 2',
  width: icon.marker,
  height: icon.marker,
  borderRadius: vars.radius.round,
  background: vars.color.sun,
  border: `${border.edge} solid ${vars.color.ink}`,
});

export const listName = style([
  heading({ size: 'card', tone: 'ink' }),
  {
    textDecoration: 'underline',
    textDecorationThickness: border.edge,
    textUnderlineOffset: border.underlineOffset,
  },
]);

export const listCountry = text({ tone: 'muted' });
