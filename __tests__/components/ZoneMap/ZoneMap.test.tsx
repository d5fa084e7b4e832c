import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import { cityGeography } from '@/content/geography';
import { cityFeeds } from '@/content/cityFeeds';
import { cities } from '@/content/cities';
import { LANGUAGES } from '@/content/languages';
import type { Geography } from '@/content/geography';
import { ZoneMap } from '@/components/ZoneMap/ZoneMap';
import { layoutZoneMap, MAP_WIDTH } from '@/components/ZoneMap/layout';

import { fixtureCity, fixtureFeed, rect } from '../../fixtures/gbfs';

/*
 * A city's zone map: one image named by its caption, each zone filled with its kind's
 * pattern and numbered, and everything it shows also said in HTML beside it: the key, every
 * zone by number with its rule, the places by letter, the bays.
 */

const city = { ...fixtureCity(), name: 'Testcity' };

/** A river across the fixture's square and two districts. */
const geography: Geography = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { kind: 'water', name: { en: 'The river', ja: '川', id: 'Sungai' } },
      geometry: {
        type: 'LineString',
        coordinates: [
          [0, 0.5],
          [1, 0.45],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { kind: 'place', name: { en: 'Old town', ja: '旧市街', id: 'Kota lama' } },
      geometry: { type: 'Point', coordinates: [0.4, 0.8] },
    },
    {
      type: 'Feature',
      properties: { kind: 'place', name: { en: 'Docks', ja: '港', id: 'Dermaga' } },
      geometry: { type: 'Point', coordinates: [0.8, 0.2] },
    },
  ],
};

/** The fixture with a no-parking zone too, so every kind is on the map. */
function feedWithEveryKind() {
  const feed = fixtureFeed();
  feed.geofencing_zones.data.geofencing_zones.features.splice(1, 0, {
    type: 'Feature',
    properties: {
      name: [
        { text: 'A square', language: 'en' },
        { text: 'A square (ja)', language: 'ja' },
        { text: 'A square (id)', language: 'id' },
      ],
      rules: [{ ride_start_allowed: false, ride_end_allowed: false, ride_through_allowed: true }],
    },
    geometry: { type: 'MultiPolygon', coordinates: [[rect(0.25, 0.25, 0.27, 0.27)]] },
  });
  return feed;
}

function renderMap(feed = feedWithEveryKind(), lang: 'en' | 'ja' | 'id' = 'en') {
  return render(<ZoneMap id="map" city={city} feed={feed} geography={geography} lang={lang} />);
}

describe('ZoneMap', () => {
  it('is one image named by its caption and described by the list of zones', () => {
    const { container } = renderMap();
    const image = screen.getByRole('img', { name: 'Map of where you can ride in Testcity' });
    expect(image.tagName).toBe('svg');
    expect(image.getAttribute('aria-describedby')).toBe('map-zones');
    expect(container.querySelector('#map-zones')?.tagName).toBe('OL');
    expect(container.querySelector('script')).toBeNull();
  });

  it('fills each zone with its kind’s pattern and numbers it in the order of the list', () => {
    const { container } = renderMap();
    const zones = [...container.querySelectorAll('svg path[data-kind]')];
    expect(zones.map((zone) => zone.getAttribute('data-kind'))).toEqual([
      'noRide',
      'noParking',
      'slow',
    ]);
    for (const zone of zones) {
      const id = /^url\(#(.+)\)$/.exec(zone.getAttribute('fill') ?? '')?.[1];
      const pattern = container.querySelector(`pattern#${id}`);
      expect(pattern).not.toBeNull();
      expect(pattern?.id).toBe(`map-${zone.getAttribute('data-kind')}`);
    }
    // Three different patterns: the kinds are told apart by more than colour.
    expect(new Set(zones.map((zone) => zone.getAttribute('fill'))).size).toBe(3);
    const labels = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(labels).toEqual(['1', '2', '3', 'A', 'B']);
  });

  it('keys each kind present, the bays and the water in words', () => {
    renderMap();
    const key = screen.getByRole('heading', { name: 'What the map shows' }).nextElementSibling!;
    const entries = within(key as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Inside the dashed line: the area where you can ride',
      'Hatched: a no-ride zone, where you walk the scooter',
      'Dotted: a no-parking zone, where a ride cannot end',
      'Striped: a slow zone, where the scooter slows down',
      'A square: a Scoot parking bay',
      'Water: The river',
    ]);
  });

  it('keys only the kinds the city has', () => {
    renderMap(fixtureFeed());
    expect(screen.queryByText(/no-parking zone/)).toBeNull();
    expect(screen.getByText(/no-ride zone/)).toBeTruthy();
  });

  it('lists every zone by its number with its rule, the places by letter and the bays', () => {
    const { container } = renderMap();
    const zones = within(container.querySelector('#map-zones') as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(zones.map((item) => item.textContent)).toEqual([
      '1You cannot ride in A park: get off and walk the scooter there.',
      '2You cannot park in A square, so a ride cannot end there.',
      '3In A market, the scooter slows to 7.5 mph.',
    ]);
    const places = screen.getByRole('heading', { name: 'Places, by their letters on the map' })
      .nextElementSibling as HTMLElement;
    expect(
      within(places)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AOld town', 'BDocks']);
    expect(
      screen.getByText('The squares on the map are Scoot parking bays: Bay one.'),
    ).toBeTruthy();
    expect(container.querySelectorAll('svg[role="img"] > rect')).toHaveLength(1);
  });

  it.each(LANGUAGES)('says it all in %s, each zone by its own name there', (lang) => {
    const { container } = renderMap(feedWithEveryKind(), lang);
    const title = document.getElementById('map-title')?.textContent ?? '';
    expect(title).toContain('Testcity');
    expect(screen.getByRole('img').getAttribute('aria-labelledby')).toBe('map-title');
    const zones = within(container.querySelector('#map-zones') as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    const suffix = lang === 'en' ? '' : ` (${lang})`;
    expect(zones).toHaveLength(3);
    ['A park', 'A square', 'A market'].forEach((name, index) =>
      expect(zones[index]).toContain(`${name}${suffix}`),
    );
    // No message key left unfilled: every line of the key is words.
    const words = [...container.querySelectorAll('li > span:last-child')].map((s) => s.textContent);
    for (const line of words) expect(line).not.toMatch(/city\.map|\{/);
  });
});

describe('layoutZoneMap', () => {
  const fixture = fixtureFeed();
  const area = fixture.geofencing_zones.data.geofencing_zones.features.at(-1)!.geometry;

  it('fits the service area to the map’s width', () => {
    const map = layoutZoneMap({ area, zones: [], bays: [], water: [], places: [] });
    expect(map.width).toBe(MAP_WIDTH);
    // A square on the equator: about as tall as wide.
    expect(Math.abs(map.height - MAP_WIDTH)).toBeLessThan(2);
  });

  it('moves a label off another’s room, with a line back to its zone', () => {
    const near = [rect(0.5, 0.5, 0.51, 0.51), rect(0.51, 0.51, 0.52, 0.52)].map((ring) => ({
      type: 'MultiPolygon' as const,
      coordinates: [[ring]],
    }));
    const map = layoutZoneMap({ area, zones: near, bays: [], water: [], places: [] });
    const [first, second] = map.zones.map((zone) => zone.label);
    expect(first!.moved).toBe(false);
    expect(second!.moved).toBe(true);
    expect(Math.abs(first!.x - second!.x) >= 30 || Math.abs(first!.y - second!.y) >= 30).toBe(true);
  });

  it.each(Object.keys(cityFeeds))(
    '%s: no two labels share their room, and all stay inside the map',
    (id) => {
      const feed = cityFeeds[id]!;
      const features = feed.geofencing_zones.data.geofencing_zones.features;
      const geo = cityGeography[id];
      const map = layoutZoneMap({
        area: features.at(-1)!.geometry,
        zones: features.slice(0, -1).map((zone) => zone.geometry),
        bays: feed.station_information?.data.stations ?? [],
        water: (geo?.features ?? []).filter((f) => f.properties.kind === 'water') as never,
        places: (geo?.features ?? []).filter((f) => f.properties.kind === 'place') as never,
      });
      const labels = [...map.zones.map((zone) => zone.label), ...map.places];
      labels.forEach((a, i) =>
        labels.slice(i + 1).forEach((b) => {
          expect(Math.abs(a.x - b.x) >= 30 || Math.abs(a.y - b.y) >= 30).toBe(true);
        }),
      );
      for (const { x, y } of labels) {
        expect(x).toBeGreaterThanOrEqual(30);
        expect(x).toBeLessThanOrEqual(map.width - 30);
        expect(y).toBeGreaterThanOrEqual(30);
        expect(y).toBeLessThanOrEqual(map.height - 30);
      }
      // Every live city with a feed has its geography (content/geography/<id>.json).
      expect(cities.en.some((c) => c.id === id)).toBe(true);
      expect(geo).toBeDefined();
    },
  );
});
