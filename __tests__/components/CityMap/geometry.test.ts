import { describe, expect, it } from '@jest/globals';
import type { Topology } from 'topojson-specification';
import land from 'world-atlas/land-110m.json';

import { cities } from '@/content/cities';
import { LANGUAGES } from '@/content/languages';
import {
  MARKER_RADIUS,
  buildCityMap,
  circleHitsRect,
  createProjection,
  inReadingOrder,
  labelSize,
  landImage,
  placeLabels,
  projectPoint,
  rectsOverlap,
  type MapCity,
} from '@/components/CityMap/geometry';

import { worldCities } from './worldCities.fixture';

const topology = land as unknown as Topology;

/** Builds the map of `list`, expecting every marker and label on it, readable and apart. */
function expectReadableMap(list: readonly MapCity[]) {
  const map = buildCityMap(list);
  expect(map.cities).toHaveLength(list.length);
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x <= map.width && y <= map.height;
  const problems: string[] = [];
  for (const [i, { name, marker, label }] of map.cities.entries()) {
    const { box } = label;
    if (!inside(marker.x, marker.y)) problems.push(`${name}: marker off the map`);
    if (!inside(box.x, box.y) || !inside(box.x + box.width, box.y + box.height))
      problems.push(`${name}: label off the map`);
    if (!(box.width >= labelSize(name).width - 0.1)) problems.push(`${name}: label too narrow`);
    for (const [j, other] of map.cities.entries()) {
      if (j > i && rectsOverlap(box, other.label.box))
        problems.push(`${name}/${other.name}: labels overlap`);
      if (j !== i && circleHitsRect(other.marker, MARKER_RADIUS, box))
        problems.push(`${name}: label over ${other.name}'s marker`);
    }
  }
  expect(problems).toEqual([]);
  return map;
}

describe('the map projection', () => {
  it('puts each live city where its latitude and longitude say', () => {
    const map = buildCityMap(cities.en);
    const order = (axis: 'x' | 'y') =>
      [...map.cities].sort((a, b) => a.marker[axis] - b.marker[axis]).map((city) => city.id);
    const by = (sign: number, key: 'longitude' | 'latitude') =>
      [...cities.en].sort((a, b) => sign * (a[key] - b[key])).map((city) => city.id);
    expect(order('x')).toEqual(by(1, 'longitude')); // west to east
    expect(order('y')).toEqual(by(-1, 'latitude')); // north to south
  });

  it('maps the prime meridian and the equator to the middle of the map, left to right', () => {
    const { projection, width } = createProjection();
    const greenwich = projectPoint(projection, 0, 0);
    expect(greenwich.x).toBeCloseTo(width / 2, 5);
    const [west, east] = [-179, 179].map((longitude) => projectPoint(projection, longitude, 0));
    expect(west!.x).toBeGreaterThan(0);
    expect(west!.x).toBeLessThan(10);
    expect(east!.x).toBeGreaterThan(width - 10);
    // Latitude alone sets the height: New York and Madrid (both about 40.4-40.7 N) line up.
    const newYork = projectPoint(projection, -74.006, 40.7128);
    const madrid = projectPoint(projection, -3.7038, 40.4168);
    expect(Math.abs(newYork.y - madrid.y)).toBeLessThan(2);
  });

  it.each(LANGUAGES)(
    'keeps the four live cities labelled, inside the map and apart (%s)',
    (lang) => {
      const map = expectReadableMap(cities[lang]);
      // With room to spare, every label sits right beside its marker.
      expect(map.cities.every((city) => city.label.leader === null)).toBe(true);
    },
  );

  it('places 23 real cities, near neighbours included, with no overlapping labels', () => {
    const map = expectReadableMap(worldCities);
    const at = (id: string) => map.cities.find((city) => city.id === id)!.marker;
    expect(at('yokohama').y).toBeGreaterThan(at('tokyo').y); // Yokohama lies south of Tokyo
    expect(at('amsterdam').x).toBeGreaterThan(at('rotterdam').x);
    expect(at('amsterdam').y).toBeLessThan(at('rotterdam').y);
  });

  it('draws the land as an image of one compact path, in the map’s own box', () => {
    const { width, height } = buildCityMap(cities.en);
    const image = landImage(topology, '#F2F4F7');
    const [, viewBox, fill, path] =
      image.match(/^<svg [^>]*viewBox="([^"]+)"><path fill="([^"]+)" d="([^"]+)"\/><\/svg>\n$/) ??
      [];
    expect(viewBox).toBe(`0 0 ${width} ${height}`);
    expect(fill).toBe('#F2F4F7');
    expect(path).toMatch(/^M\d+ \d+l/);
    expect(path!.length).toBeGreaterThan(5_000); // real coastlines, not a placeholder
    expect(path!.length).toBeLessThan(40_000);
  });
});

describe('placeLabels', () => {
  const bounds = { width: 400, height: 200 };

  it('puts a lone label just right of its marker, or left of it at the map’s right edge', () => {
    const [right] = placeLabels([{ id: 'a', text: 'Alpha', x: 100, y: 100 }], bounds);
    expect(right!.box.x - (100 + MARKER_RADIUS)).toBeGreaterThan(0);
    expect(right!.box.x - (100 + MARKER_RADIUS)).toBeLessThan(10);
    expect(right!.box.y + right!.box.height / 2).toBeCloseTo(100);
    expect(right!.leader).toBeNull();
    const [left] = placeLabels([{ id: 'a', text: 'Alpha', x: 390, y: 100 }], bounds);
    expect(left!.box.x + left!.box.width).toBeLessThan(390);
  });

  it('separates the labels of markers that almost coincide, and is deterministic', () => {
    const inputs = [
      { id: 'tokyo', text: 'Tokyo', x: 200, y: 100 },
      { id: 'yokohama', text: 'Yokohama', x: 200.3, y: 100.8 },
      { id: 'kawasaki', text: 'Kawasaki', x: 200.2, y: 100.4 },
    ];
    const first = placeLabels(inputs, bounds);
    expect(placeLabels(inputs, bounds)).toEqual(first);
    first.forEach((a, i) =>
      first.slice(i + 1).forEach((b) => expect(rectsOverlap(a.box, b.box)).toBe(false)),
    );
  });
});

describe('inReadingOrder', () => {
  const mark = (id: string, x: number, y: number) => ({
    id,
    marker: { x, y },
    label: { box: { x: x + 10, y: y - 14, width: 80, height: 28 } },
  });

  it('orders the marks row by row from the top, each row left to right, as Tab takes them', () => {
    const order = inReadingOrder([
      mark('east-low', 800, 300),
      mark('west-high', 100, 100),
      mark('east-high', 700, 104),
      mark('west-low', 50, 310),
    ]).map((city) => city.id);
    expect(order).toEqual(['west-high', 'east-high', 'west-low', 'east-low']);
  });
});
