import { globalStyle, style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { border, measure, width, zoneMap } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading } from '@/styles/typography.css';

const forced = media.forcedColors;

/** The map, then what it shows and its zones in words: beside each other from the tablet up. */
export const figure = style({ display: 'grid', gap: vars.space.md, width: '100%', margin: 0 });

export const title = heading({ size: 'card' });

export const body = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${zoneMap.column}), 1fr))`,
  alignItems: 'start',
  gap: vars.space.md,
  columnGap: vars.space.lg,
});

/**
 * The drawing keeps its ratio at any width. Its own text (numbers and letters) is in em of
 * the page's, so it grows with the visitor's text size; everything else scales with the map.
 */
export const map = style({
  display: 'block',
  width: '100%',
  maxWidth: width.figure,
  height: 'auto',
  color: vars.color.heading,
  background: vars.color.white,
  outline: `${border.hairline} solid ${vars.color.mist}`,
  '@media': { [forced]: { color: 'CanvasText', background: 'Canvas' } },
});

export const area = style({
  fill: vars.color.snow,
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeDasharray: '6 4',
  '@media': { [forced]: { fill: 'Canvas' } },
});

export const areaEdge = style([area, { fill: 'none' }]);

export const waterArea = style({
  fill: vars.color.water,
  stroke: vars.color.water,
  '@media': { [forced]: { fill: 'Canvas', stroke: 'GrayText', strokeWidth: 2 } },
});

export const waterLine = style({
  fill: 'none',
  stroke: vars.color.water,
  strokeWidth: 7,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  '@media': { [forced]: { stroke: 'GrayText', strokeWidth: 3 } },
});

/** A zone: its pattern inside, a solid edge round it. */
export const zone = style({ stroke: 'currentColor', strokeWidth: 1.5 });

/** The patterns' paper (white, or sun for the slow zones) and their ink lines. */
export const paper = style({
  fill: vars.color.white,
  '@media': { [forced]: { fill: 'Canvas' } },
});
export const slowPaper = style([paper, { fill: vars.color.sunLight }]);
export const ink = style({
  fill: 'currentColor',
  '@media': { [forced]: { fill: 'CanvasText' } },
});
export const inkLine = style({
  stroke: 'currentColor',
  strokeWidth: 2,
  '@media': { [forced]: { stroke: 'CanvasText' } },
});

export const bay = style({
  fill: 'currentColor',
  stroke: vars.color.white,
  strokeWidth: 1.5,
  '@media': { [forced]: { fill: 'CanvasText', stroke: 'Canvas' } },
});

export const leader = style({ stroke: 'currentColor', strokeWidth: 1.5 });

export const anchor = style({ fill: 'currentColor' });

/** A zone's number or a place's letter: ink on a white halo, readable over any pattern. */
export const label = style({
  fontSize: zoneMap.label,
  fontWeight: 700,
  fill: 'currentColor',
  stroke: vars.color.white,
  strokeWidth: zoneMap.halo,
  strokeLinejoin: 'round',
  paintOrder: 'stroke',
  '@media': { [forced]: { fill: 'CanvasText', stroke: 'Canvas' } },
});

export const placeLabel = style([label, { fontWeight: 400, fontStyle: 'italic' }]);

export const keys = style({ display: 'grid', gap: vars.space.sm, maxWidth: measure.answer });

export const keysTitle = heading({ size: 'body' });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0 });

export const item = style({
  display: 'grid',
  gridTemplateColumns: `${zoneMap.swatch} minmax(0, 1fr)`,
  columnGap: vars.space.xs,
  alignItems: 'start',
});

export const swatch = style({
  width: zoneMap.swatch,
  height: zoneMap.swatch,
  color: vars.color.heading,
  '@media': { [forced]: { color: 'CanvasText' } },
});

/** The number or letter that keys a line of the list to the map. */
export const key = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: zoneMap.swatch,
  minHeight: zoneMap.swatch,
  fontWeight: 700,
  color: vars.color.heading,
  border: `${border.edge} solid currentColor`,
  borderRadius: vars.radius.pill,
});

globalStyle(`${list} > li`, { listStyle: 'none' });
