/**
 * The pure geometry of a city's zone map: projection, paths and where each label goes. No
 * React and no DOM, so it runs at build time in the server component and in Jest alike.
 */
import { geoCentroid, geoMercator, geoPath } from 'd3-geo';

import { forD3 } from '@/content/gbfs';
import type { Place, Water } from '@/content/geography';

/** The map's width in SVG user units; its height follows from the service area's shape. */
export const MAP_WIDTH = 320;
/** Room around the service area, for its outline and the labels near its edge. */
const PADDING = 16;

/**
 * A label's room, in user units, planned for text at twice the default size (WCAG 1.4.4):
 * a label is a digit or a letter at 1.25 em (tokens' map.label), about 40 units tall and 26
 * wide then. Two labels closer than this in both directions would overlap, so the later one
 * moves away from its zone, with a line back to it.
 */
const LABEL_ROOM = 30;
/**
 * How far a label's centre keeps from the map's edge, so large text is never cut off: at twice
 * the size a glyph's box runs about 24 units each side of its centre, its halo a little more.
 */
const EDGE = 30;

type MultiPolygon = Parameters<typeof forD3>[0];
type Point = { x: number; y: number };

export type Label = Point & {
  /** The zone's or place's own point; the label sits on it unless another label is there. */
  anchor: Point;
  moved: boolean;
};

export type ZoneMapLayout = {
  width: number;
  height: number;
  area: string;
  water: { line: boolean; d: string }[];
  zones: { d: string; label: Label }[];
  bays: Point[];
  places: Label[];
};

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Fits the service area to the map's width, then places the labels one after another, the
 * zones' first: each on its point when it is free, else on the nearest free point of rings
 * around it, inside the map's edge.
 */
export function layoutZoneMap(input: {
  area: MultiPolygon;
  zones: readonly MultiPolygon[];
  bays: readonly { lon: number; lat: number }[];
  water: readonly Water[];
  places: readonly Place[];
}): ZoneMapLayout {
  const area = forD3(input.area);
  const inner = MAP_WIDTH - 2 * PADDING;
  const sized = geoMercator().fitWidth(inner, area);
  const [[, top], [, bottom]] = geoPath(sized).bounds(area);
  const height = Math.ceil(bottom - top) + 2 * PADDING;
  const projection = geoMercator()
    .fitExtent(
      [
        [PADDING, PADDING],
        [MAP_WIDTH - PADDING, height - PADDING],
      ],
      area,
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, height],
    ]);
  const path = geoPath(projection).digits(1);
  const project = (lon: number, lat: number): Point => {
    const [x = 0, y = 0] = projection([lon, lat]) ?? [];
    return { x: round(x), y: round(y) };
  };

  const placed: Point[] = [];
  const free = ({ x, y }: Point) =>
    placed.every(
      (other) => Math.abs(other.x - x) >= LABEL_ROOM || Math.abs(other.y - y) >= LABEL_ROOM,
    );
  const inside = ({ x, y }: Point) =>
    x >= EDGE && x <= MAP_WIDTH - EDGE && y >= EDGE && y <= height - EDGE;
  const clamp = ({ x, y }: Point): Point => ({
    x: Math.min(Math.max(x, EDGE), MAP_WIDTH - EDGE),
    y: Math.min(Math.max(y, EDGE), height - EDGE),
  });
  const place = (anchor: Point): Label => {
    const start = clamp(anchor);
    const candidates = [start];
    for (let ring = 1; ring <= 4; ring++)
      for (let step = 0; step < 8 * ring; step++) {
        const angle = (2 * Math.PI * step) / (8 * ring) - Math.PI / 4;
        candidates.push({
          x: round(start.x + ring * LABEL_ROOM * Math.cos(angle)),
          y: round(start.y + ring * LABEL_ROOM * Math.sin(angle)),
        });
      }
    const spot = candidates.find((point) => inside(point) && free(point)) ?? start;
    placed.push(spot);
    return { ...spot, anchor, moved: spot.x !== anchor.x || spot.y !== anchor.y };
  };

  const zones = input.zones.map((zone) => {
    const shape = forD3(zone);
    const [lon, lat] = geoCentroid(shape);
    return { d: path(shape) ?? '', label: place(project(lon, lat)) };
  });
  return {
    width: MAP_WIDTH,
    height,
    area: path(area) ?? '',
    water: input.water.map(({ geometry }) =>
      geometry.type === 'LineString'
        ? { line: true, d: path(geometry) ?? '' }
        : {
            line: false,
            d:
              path({
                type: 'Polygon',
                coordinates: geometry.coordinates.map((ring) => [...ring].reverse()),
              }) ?? '',
          },
    ),
    zones,
    bays: input.bays.map(({ lon, lat }) => project(lon, lat)),
    places: input.places.map(({ geometry }) => place(project(...geometry.coordinates))),
  };
}
