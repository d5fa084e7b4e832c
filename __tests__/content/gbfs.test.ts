/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from '@jest/globals';

import { readCityFeeds } from '@/content/cityFeeds';
import {
  feedFile,
  feedLawProblems,
  legalLimitKph,
  parseFeed,
  type CityFeed,
  type FeedFileName,
} from '@/content/gbfs';
import { ContentError } from '@/content/parse';
import { contentProblems, missingFeedWarnings, siteContent } from '@/lib/validate';

import { FIXTURE_CITY, fixtureCity, fixtureFeed, omit, rect } from '../fixtures/gbfs';

/*
 * A city's GBFS files (content/gbfs/<city>/): the build refuses a file that breaks
 * MobilityData's types or leaves out a language, and files that disagree with the city's law,
 * each problem with its file and field (content/gbfs.ts, content/cityFeeds.ts).
 */

const file = (name: FeedFileName) => feedFile(FIXTURE_CITY, name);
const lawProblems = (feed: CityFeed, city = fixtureCity()) => feedLawProblems(city, feed);
const zones = (feed: CityFeed) => feed.geofencing_zones.data.geofencing_zones.features;

describe('the fixture', () => {
  it('passes every check, so each test below fails on the one thing it breaks', () => {
    const feed = fixtureFeed();
    expect(parseFeed(FIXTURE_CITY, feed).problems).toEqual([]);
    expect(lawProblems(feed)).toEqual([]);
  });
});

describe('the GBFS types', () => {
  it('refuses a missing field and a version other than 3.0', () => {
    const feed = fixtureFeed();
    const data = omit(feed.system_information.data, 'feed_contact_email');
    const broken = {
      ...feed,
      system_information: { ...feed.system_information, data },
      vehicle_types: { ...feed.vehicle_types, version: '2.3' },
    };
    const problems = parseFeed(FIXTURE_CITY, broken).problems;
    expect(problems).toContainEqual({
      file: file('system_information'),
      field: 'data.feed_contact_email',
      problem: 'is missing',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ file: file('vehicle_types'), field: 'version' }),
    );
  });

  it('refuses a city without one of the files every city keeps', () => {
    const feed = omit(fixtureFeed(), 'vehicle_types');
    expect(parseFeed(FIXTURE_CITY, feed).problems).toEqual([
      expect.objectContaining({ file: file('vehicle_types'), field: '(the whole file)' }),
    ]);
  });

  it('refuses a name or description with no text in one of the site’s languages', () => {
    const feed = fixtureFeed();
    zones(feed)[0]!.properties.name = [{ text: 'A park', language: 'en' }];
    expect(parseFeed(FIXTURE_CITY, feed).problems).toEqual(
      ['ja', 'id'].map((lang) => ({
        file: file('geofencing_zones'),
        field: 'data.geofencing_zones.features[0].properties.name',
        problem: expect.stringContaining(`"${lang}"`),
      })),
    );
  });
});

describe('the opening hours', () => {
  it('refuses hours the page cannot word: it says every day, one span of hours', () => {
    const feed = fixtureFeed();
    feed.system_information.data.opening_hours = 'Mo-Fr 07:00-22:00; Sa,Su 09:00-20:00';
    expect(parseFeed(FIXTURE_CITY, feed).problems).toEqual([
      {
        file: file('system_information'),
        field: 'data.opening_hours',
        problem: expect.stringContaining('e.g. "Mo-Su 06:00-24:00"'),
      },
    ]);
  });
});

describe('the law’s top speed', () => {
  it('is the limit in whole km/h, rounded down: 12.5 mph allows 20, 15 mph 24', () => {
    const { rules } = fixtureCity();
    const limit = (value: number, unit: 'km/h' | 'mph') =>
      legalLimitKph({
        rules: { ...rules, speedLimit: { status: 'confirmed', value, unit, sources: ['x'] } },
      });
    expect(limit(12.5, 'mph')).toBe(20);
    expect(limit(15, 'mph')).toBe(24);
    expect(limit(6, 'km/h')).toBe(6);
    expect(legalLimitKph({ rules: { ...rules, speedLimit: { status: 'unconfirmed' } } })).toBe(
      undefined,
    );
  });

  it('refuses a zone, or the rules outside every zone, faster than the law', () => {
    const feed = fixtureFeed();
    zones(feed)[1]!.properties.rules![0]!.maximum_speed_kph = 25;
    feed.geofencing_zones.data.global_rules[0]!.maximum_speed_kph = 21;
    expect(lawProblems(feed).map(({ field }) => field)).toEqual([
      'data.global_rules[0].maximum_speed_kph',
      'data.geofencing_zones.features[1].properties.rules[0].maximum_speed_kph',
    ]);
  });

  it('refuses a Jakarta scooter above 6 km/h', () => {
    const feed = fixtureFeed();
    const city = fixtureCity();
    city.rules = {
      ...city.rules,
      speedLimit: { status: 'confirmed', value: 6, unit: 'km/h', sources: ['pm-45-2020'] },
    };
    feed.vehicle_types.data.vehicle_types[0]!.max_permitted_speed = 6;
    zones(feed).forEach((zone) =>
      zone.properties.rules?.forEach((rule) => {
        if (rule.maximum_speed_kph) rule.maximum_speed_kph = 6;
      }),
    );
    expect(lawProblems(feed, city)).toEqual([]);
    feed.vehicle_types.data.vehicle_types[0]!.max_permitted_speed = 7;
    expect(lawProblems(feed, city)).toHaveLength(1);
  });
});

describe('the prices', () => {
  it('refuses a plan in another currency than the city’s', () => {
    const feed = fixtureFeed();
    feed.system_pricing_plans.data.plans[0]!.currency = 'EUR';
    expect(lawProblems(feed)).toEqual([
      {
        file: file('system_pricing_plans'),
        field: 'data.plans[0].currency',
        problem: `is "EUR", but prices in ${FIXTURE_CITY} are in "GBP"`,
      },
    ]);
  });

  it('refuses prices in a country whose currency the site does not know', () => {
    expect(lawProblems(fixtureFeed(), { ...fixtureCity(), countryCode: 'FR' })).toEqual([
      expect.objectContaining({ field: 'data.plans[0].currency' }),
    ]);
  });
});

describe('the zones', () => {
  it('refuses a zone that leaves the service area', () => {
    const feed = fixtureFeed();
    zones(feed)[0]!.geometry.coordinates = [[rect(0.9, 0.2, 1.1, 0.3)]];
    expect(lawProblems(feed)).toEqual([
      {
        file: file('geofencing_zones'),
        field: 'data.geofencing_zones.features[0].geometry',
        problem: expect.stringContaining('(1.1, 0.2) outside the service area'),
      },
    ]);
  });

  it('refuses a bay outside the service area', () => {
    const feed = fixtureFeed();
    feed.station_information.data.stations[0]!.lon = 1.5;
    expect(lawProblems(feed)).toEqual([
      expect.objectContaining({ file: file('station_information'), field: 'data.stations[0]' }),
    ]);
  });

  it('refuses files whose last zone does not let rides start and end (no service area)', () => {
    const feed = fixtureFeed();
    zones(feed).reverse();
    expect(lawProblems(feed)).toEqual([
      expect.objectContaining({
        field: 'data.geofencing_zones.features[2].properties.rules',
        problem: expect.stringContaining('has no service area'),
      }),
    ]);
  });

  it('refuses a ring drawn clockwise or left open', () => {
    const feed = fixtureFeed();
    zones(feed)[0]!.geometry.coordinates = [[rect(0.2, 0.2, 0.3, 0.3).reverse()]];
    zones(feed)[1]!.geometry.coordinates = [[rect(0.6, 0.6, 0.7, 0.7).slice(0, 4)]];
    expect(lawProblems(feed)).toEqual([
      expect.objectContaining({
        field: 'data.geofencing_zones.features[0].geometry.coordinates[0][0]',
        problem: expect.stringContaining('turns the wrong way'),
      }),
      expect.objectContaining({
        field: 'data.geofencing_zones.features[1].geometry.coordinates[0][0]',
        problem: expect.stringContaining('is not closed'),
      }),
    ]);
  });
});

describe('the bays', () => {
  it('refuses a city where rides end at bays with no bays', () => {
    const feed = omit(fixtureFeed(), 'station_information');
    expect(lawProblems(feed)).toEqual([
      {
        file: file('station_information'),
        field: 'data.stations',
        problem: expect.stringContaining('must end at one'),
      },
    ]);
  });

  it('asks for no bays where rides may end anywhere in the area', () => {
    const feed = omit(fixtureFeed(), 'station_information');
    const city = fixtureCity();
    city.rules = { ...city.rules, parking: { status: 'scoot', rule: 'considerate' } };
    expect(lawProblems(feed, city)).toEqual([]);
  });
});

describe('the site’s own files', () => {
  it('has every city’s files, valid and within its law', () => {
    expect(Object.keys(siteContent.feeds)).toEqual(
      siteContent.cities.map((city) => city.id).sort(),
    );
    expect(contentProblems()).toEqual([]);
  });

  it('publishes a city without a folder yet with a warning, and refuses a folder for no city', () => {
    const { london, ...feeds } = siteContent.feeds;
    const problems = contentProblems({ ...siteContent, feeds: { ...feeds, paris: london! } });
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/gbfs/paris/',
        problem: expect.stringContaining('"paris" is not a city'),
      }),
    ]);
    expect(missingFeedWarnings(siteContent.cities, feeds)).toEqual([
      expect.stringMatching(
        /^content\/gbfs\/london\/: is missing, so the page of london shows no prices/,
      ),
    ]);
    expect(missingFeedWarnings(siteContent.cities, siteContent.feeds)).toEqual([]);
  });
});

describe('reading the files', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const project = (files: Partial<Record<FeedFileName, string>>) => {
    root = mkdtempSync(join(tmpdir(), 'gbfs-'));
    const folder = join(root, 'content', 'gbfs', FIXTURE_CITY);
    mkdirSync(folder, { recursive: true });
    for (const [name, text] of Object.entries(files))
      writeFileSync(join(folder, `${name}.json`), text);
    return root;
  };
  const asText = (feed: CityFeed) =>
    Object.fromEntries(Object.entries(feed).map(([name, data]) => [name, JSON.stringify(data)]));

  it('reads each city’s folder', () => {
    expect(readCityFeeds(project(asText(fixtureFeed())))).toEqual({
      [FIXTURE_CITY]: fixtureFeed(),
    });
  });

  it('stops the build in its usual words: the file, the field and the problem', () => {
    const feed = fixtureFeed();
    feed.vehicle_types.data.vehicle_types[0]!.form_factor = 'hoverboard' as 'scooter_standing';
    const broken = { ...asText(feed), system_information: '{ "version": ' };
    expect(() => readCityFeeds(project(broken))).toThrow(ContentError);
    expect(() => readCityFeeds(project(broken))).toThrow(
      /content\/gbfs\/testcity\/system_information\.json, \(the whole file\): is not valid JSON/,
    );
    const typed = { ...asText(feed) };
    expect(() => readCityFeeds(project(typed))).toThrow(
      /- content\/gbfs\/testcity\/vehicle_types\.json, data\.vehicle_types\[0\]\.form_factor: /,
    );
  });
});
