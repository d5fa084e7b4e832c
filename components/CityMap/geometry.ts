/**
 * The pure geometry behind the Locations map: projection, land path and label placement.
 * No React and no DOM, so it runs at build time in the server component and in Jest alike.
 */
import { geoNaturalEarth1, geoStream, type GeoProjection, type GeoStream } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export type Point = { x: number; y: number };
export type Rect = { x: number; y: number; width: number; height: number };

/** What the map needs to know about a city; a city of `content/cities/` fits this shape. */
export type MapCity = {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
};

/** The map's coordinate system (SVG user units). The height follows from the latitude crop. */
const MAP_WIDTH = 1000;

/**
 * Latitudes shown: the top of Greenland down to Cape Horn. Antarctica is left out, as it
 * holds no city and would only add bytes and empty height.
 */
const MAP_NORTH = 84;
const MAP_SOUTH = -57;

export const MARKER_RADIUS = 7;
export const LABEL_FONT_SIZE = 20;
/** Space Mono's advance width is 0.612 em; a monospace face makes label widths predictable. */
const CHAR_WIDTH = 0.62 * LABEL_FONT_SIZE;
const LABEL_PADDING_X = 7;
const LABEL_PADDING_Y = 4;
const LABEL_HEIGHT = LABEL_FONT_SIZE + 2 * LABEL_PADDING_Y;
/** Gap between a marker's edge and its label, and the clearance kept around every shape. */
const LABEL_GAP = 4;
const CLEARANCE = 2;

/**
 * A Natural Earth projection scaled to MAP_WIDTH and shifted so that MAP_NORTH sits on
 * y = 0. Its clip extent drops whatever falls outside the map (Antarctica).
 */
export function createProjection(): { projection: GeoProjection; width: number; height: number } {
  const projection = geoNaturalEarth1().fitWidth(MAP_WIDTH, { type: 'Sphere' });
  const [, top] = projection([0, MAP_NORTH]) ?? [0, 0];
  const [, bottom] = projection([0, MAP_SOUTH]) ?? [0, 0];
  const [tx, ty] = projection.translate();
  projection.translate([tx, ty - top]);
  const height = Math.round(bottom - top);
  projection.clipExtent([
    [0, 0],
    [MAP_WIDTH, height],
  ]);
  return { projection, width: MAP_WIDTH, height };
}

/** Where a latitude/longitude lands on the map, in SVG units. */
export function projectPoint(projection: GeoProjection, longitude: number, latitude: number) {
  const projected = projection([longitude, latitude]);
  if (!projected) throw new Error(`Cannot project ${latitude}, ${longitude}`);
  return { x: projected[0], y: projected[1] };
}

type PathOptions = {
  /** Drop a vertex closer than this to the previous kept one (SVG units). */
  minSegment?: number;
  /** Drop rings (small islands) with a smaller area than this (square SVG units). */
  minArea?: number;
};

function ringArea(ring: readonly Point[]) {
  let area = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    area += a.x * b.y - b.x * a.y;
  }
  return Math.abs(area) / 2;
}

/**
 * Projects a GeoJSON object and writes it as one compact SVG path: integer coordinates,
 * relative `l` commands after each `M`, near-duplicate vertices and specks dropped. This
 * is what keeps the inline map within its byte budget.
 */
function geoToPath(
  object: GeoJSON.GeoJSON,
  projection: GeoProjection,
  { minSegment = 1.5, minArea = 4 }: PathOptions = {},
): string {
  const rings: Point[][] = [];
  let ring: Point[] | null = null;
  const sink: GeoStream = {
    point(x, y) {
      if (!ring) return;
      const last = ring[ring.length - 1];
      if (last && Math.hypot(x - last.x, y - last.y) < minSegment) return;
      ring.push({ x, y });
    },
    lineStart() {
      ring = [];
    },
    lineEnd() {
      if (ring && ring.length > 2) rings.push(ring);
      ring = null;
    },
    polygonStart() {},
    polygonEnd() {},
    sphere() {},
  };
  geoStream(object, projection.stream(sink));

  let d = '';
  for (const points of rings) {
    if (ringArea(points) < minArea) continue;
    let px = Math.round(points[0]!.x);
    let py = Math.round(points[0]!.y);
    d += `M${px} ${py}`;
    let segment = '';
    for (const point of points.slice(1)) {
      const x = Math.round(point.x);
      const y = Math.round(point.y);
      if (x === px && y === py) continue;
      segment += `${segment ? ' ' : 'l'}${x - px} ${y - py}`;
      px = x;
      py = y;
    }
    d += `${segment.replace(/ -/g, '-')}z`;
  }
  return d;
}

/** The land of a world-atlas topology (`land-110m.json`) as one SVG path. */
function landPathFromTopology(topology: Topology, projection: GeoProjection) {
  const land = topology.objects.land as GeometryCollection | undefined;
  if (!land) throw new Error('The topology has no "land" object');
  return geoToPath(feature(topology, land), projection);
}

/**
 * The map's land as an SVG image of its own, in the map's coordinates, so that it lies
 * exactly under the markers when both fill the same box.
 */
export function landImage(topology: Topology, fill: string) {
  const { projection, width, height } = createProjection();
  const path = landPathFromTopology(topology, projection);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
    `<path fill="${fill}" d="${path}"/></svg>\n`
  );
}

/* ---------------------------------------------------------------- label placement */

export type LabelInput = { id: string; text: string; x: number; y: number };

export type LabelPlacement = {
  id: string;
  box: Rect;
  /** Where the text's centre sits. */
  text: Point;
  /** A line from the marker to a label that had to move away from it; null when adjacent. */
  leader: { x1: number; y1: number; x2: number; y2: number } | null;
};

/** Directions tried around a marker, in order of preference: beside it, then diagonal, then above/below. */
const DIRECTIONS: readonly (readonly [dx: -1 | 0 | 1, dy: -1 | 0 | 1])[] = [
  [1, 0],
  [-1, 0],
  [1, -1],
  [1, 1],
  [-1, -1],
  [-1, 1],
  [0, -1],
  [0, 1],
];
/** Distances (beyond the marker's edge) at which to try each direction; past the first, a leader line joins them. */
const DISTANCES = [LABEL_GAP, 22, 44, 70, 100, 135];

export function labelSize(text: string) {
  return {
    width: Math.ceil(text.length * CHAR_WIDTH + 2 * LABEL_PADDING_X),
    height: LABEL_HEIGHT,
  };
}

export function rectsOverlap(a: Rect, b: Rect, margin = 0) {
  return (
    a.x < b.x + b.width + margin &&
    b.x < a.x + a.width + margin &&
    a.y < b.y + b.height + margin &&
    b.y < a.y + a.height + margin
  );
}

export function circleHitsRect(center: Point, radius: number, rect: Rect) {
  const nearestX = Math.max(rect.x, Math.min(center.x, rect.x + rect.width));
  const nearestY = Math.max(rect.y, Math.min(center.y, rect.y + rect.height));
  return Math.hypot(center.x - nearestX, center.y - nearestY) < radius;
}

/** Liang-Barsky: does the segment a-b pass through the rectangle? */
function segmentHitsRect(a: Point, b: Point, rect: Rect) {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: [number, number][] = [
    [-dx, a.x - rect.x],
    [dx, rect.x + rect.width - a.x],
    [-dy, a.y - rect.y],
    [dy, rect.y + rect.height - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}

function segmentsCross(a: Point, b: Point, c: Point, d: Point) {
  const cross = (o: Point, p: Point, q: Point) =>
    (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

function distanceToSegment(p: Point, a: Point, b: Point) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function candidateBox(
  marker: Point,
  width: number,
  height: number,
  dx: number,
  dy: number,
  distance: number,
): Rect {
  // Diagonal positions sit at the same distance from the marker as the straight ones.
  const offset = MARKER_RADIUS + (dx !== 0 && dy !== 0 ? distance * Math.SQRT1_2 : distance);
  const x =
    dx === 1 ? marker.x + offset : dx === -1 ? marker.x - offset - width : marker.x - width / 2;
  const y =
    dy === 1 ? marker.y + offset : dy === -1 ? marker.y - offset - height : marker.y - height / 2;
  return { x, y, width, height };
}

/** The point of a box nearest to p: where a leader line ends. */
function nearestPointOnRect(p: Point, rect: Rect): Point {
  return {
    x: Math.max(rect.x, Math.min(p.x, rect.x + rect.width)),
    y: Math.max(rect.y, Math.min(p.y, rect.y + rect.height)),
  };
}

/**
 * Places a label beside every marker so that no two labels overlap, no label covers a
 * marker, and every label stays inside the map. Greedy and deterministic: the most crowded
 * markers choose first; each takes the first free position in DIRECTIONS x DISTANCES
 * (a leader line joins labels that had to move away). If no position is free, the one
 * with the fewest collisions wins, and the tests for a realistic city list catch that.
 */
export function placeLabels(
  inputs: readonly LabelInput[],
  bounds: { width: number; height: number },
): LabelPlacement[] {
  const markers = inputs.map((input) => ({ x: input.x, y: input.y }));
  const crowding = inputs.map(
    (input) =>
      inputs.filter(
        (other) => other !== input && Math.hypot(other.x - input.x, other.y - input.y) < 150,
      ).length,
  );
  const order = inputs
    .map((_, index) => index)
    .sort((a, b) => crowding[b]! - crowding[a]! || a - b);

  const placed: (LabelPlacement | undefined)[] = new Array(inputs.length);
  const boxes: Rect[] = [];
  const leaders: [Point, Point][] = [];

  for (const index of order) {
    const input = inputs[index]!;
    const marker = markers[index]!;
    const { width, height } = labelSize(input.text);
    let best: { placement: LabelPlacement; collisions: number } | null = null;

    search: for (const [distanceIndex, distance] of DISTANCES.entries()) {
      for (const [dx, dy] of DIRECTIONS) {
        const box = candidateBox(marker, width, height, dx, dy, distance);
        const leaderEnd = distanceIndex === 0 ? null : nearestPointOnRect(marker, box);
        // Weights: leaving the map is never acceptable while anything else is, covering a
        // label or marker is worse than a leader line brushing past a marker.
        let collisions = 0;
        if (
          box.x < CLEARANCE ||
          box.y < CLEARANCE ||
          box.x + box.width > bounds.width - CLEARANCE ||
          box.y + box.height > bounds.height - CLEARANCE
        ) {
          collisions += 1000;
        }
        for (const other of boxes) if (rectsOverlap(box, other, CLEARANCE)) collisions += 10;
        markers.forEach((other, otherIndex) => {
          if (otherIndex === index) return;
          if (circleHitsRect(other, MARKER_RADIUS + CLEARANCE, box)) collisions += 10;
          // A marker that overlaps this one cannot be avoided by any leader line.
          const isTouching = Math.hypot(other.x - marker.x, other.y - marker.y) < 2 * MARKER_RADIUS;
          if (
            leaderEnd &&
            !isTouching &&
            distanceToSegment(other, marker, leaderEnd) < MARKER_RADIUS + CLEARANCE
          ) {
            collisions += 1;
          }
        });
        for (const [a, b] of leaders) {
          if (segmentHitsRect(a, b, box)) collisions += 10;
          if (leaderEnd && segmentsCross(a, b, marker, leaderEnd)) collisions += 1;
        }
        if (leaderEnd) {
          for (const other of boxes)
            if (segmentHitsRect(marker, leaderEnd, other)) collisions += 10;
        }

        if (!best || collisions < best.collisions) {
          best = {
            collisions,
            placement: {
              id: input.id,
              box,
              text: { x: box.x + width / 2, y: box.y + height / 2 },
              leader: leaderEnd
                ? { x1: marker.x, y1: marker.y, x2: leaderEnd.x, y2: leaderEnd.y }
                : null,
            },
          };
        }
        if (collisions === 0) break search;
      }
    }

    const { placement } = best!;
    placed[index] = placement;
    boxes.push(placement.box);
    if (placement.leader) {
      leaders.push([
        { x: placement.leader.x1, y: placement.leader.y1 },
        { x: placement.leader.x2, y: placement.leader.y2 },
      ]);
    }
  }
  return placed as LabelPlacement[];
}

/* ---------------------------------------------------------------- the whole map */

type CityMapCity = MapCity & { marker: Point; label: LabelPlacement };

export type CityMapGeometry = {
  width: number;
  height: number;
  cities: CityMapCity[];
};

const round1 = (value: number) => Math.round(value * 10) / 10;

function roundRect(rect: Rect): Rect {
  return {
    x: round1(rect.x),
    y: round1(rect.y),
    width: round1(rect.width),
    height: round1(rect.height),
  };
}

/** Everything the map component draws but the land (landImage), for any list of cities. */
export function buildCityMap<C extends MapCity>(
  cities: readonly C[],
): Omit<CityMapGeometry, 'cities'> & { cities: (C & { marker: Point; label: LabelPlacement })[] } {
  const { projection, width, height } = createProjection();
  const markers = cities.map((city) => {
    const point = projectPoint(projection, city.longitude, city.latitude);
    return { x: round1(point.x), y: round1(point.y) };
  });
  const labels = placeLabels(
    cities.map((city, index) => ({ id: city.id, text: city.name, ...markers[index]! })),
    { width, height },
  );
  return {
    width,
    height,
    cities: cities.map((city, index) => {
      const label = labels[index]!;
      return {
        ...city,
        marker: markers[index]!,
        label: {
          id: label.id,
          box: roundRect(label.box),
          text: { x: round1(label.text.x), y: round1(label.text.y) },
          leader: label.leader && {
            x1: round1(label.leader.x1),
            y1: round1(label.leader.y1),
            x2: round1(label.leader.x2),
            y2: round1(label.leader.y2),
          },
        },
      };
    }),
  };
}

/** A city's whole mark on the map: its marker and its label, the box its link takes. */
function markBox(city: { marker: Point; label: { box: Rect } }): Rect {
  const { box } = city.label;
  const left = Math.min(box.x, city.marker.x - MARKER_RADIUS);
  const top = Math.min(box.y, city.marker.y - MARKER_RADIUS);
  const right = Math.max(box.x + box.width, city.marker.x + MARKER_RADIUS);
  const bottom = Math.max(box.y + box.height, city.marker.y + MARKER_RADIUS);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The cities in the order a reader's eye meets them on the map, which is the order Tab takes
 * through their links (WCAG 2.4.3): row by row from the top, each row left to right, where a
 * row is the marks that overlap vertically.
 */
export function inReadingOrder<C extends { marker: Point; label: { box: Rect } }>(
  cities: readonly C[],
): C[] {
  const rows: { bottom: number; marks: { city: C; box: Rect }[] }[] = [];
  const byTop = cities
    .map((city) => ({ city, box: markBox(city) }))
    .sort((a, b) => a.box.y - b.box.y);
  for (const mark of byTop) {
    const { box } = mark;
    const row = rows.at(-1);
    if (row && box.y < row.bottom) {
      row.marks.push(mark);
      row.bottom = Math.max(row.bottom, box.y + box.height);
    } else rows.push({ bottom: box.y + box.height, marks: [mark] });
  }
  return rows.flatMap((row) =>
    row.marks.sort((a, b) => a.box.x - b.box.x).map((mark) => mark.city),
  );
}
