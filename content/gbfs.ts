import { geoContains } from 'd3-geo';
import type {
  GeofencingZones,
  StationInformation,
  SystemInformation,
  SystemPricingPlans,
  VehicleTypes,
} from 'gbfs-typescript-types/v3.0';
import geofencingZonesSuite from 'gbfs-typescript-types/v3.0/test-type-checkers/geofencing_zones-ti';
import stationInformationSuite from 'gbfs-typescript-types/v3.0/test-type-checkers/station_information-ti';
import systemInformationSuite from 'gbfs-typescript-types/v3.0/test-type-checkers/system_information-ti';
import systemPricingPlansSuite from 'gbfs-typescript-types/v3.0/test-type-checkers/system_pricing_plans-ti';
import vehicleTypesSuite from 'gbfs-typescript-types/v3.0/test-type-checkers/vehicle_types-ti';
import { createCheckers, type IErrorDetail, type ITypeSuite } from 'ts-interface-checker';

import { LANGUAGES } from '@/content/languages';

import type { ContentProblem } from './parse';
import type { City } from './types';

/*
 * A city's system as GBFS v3.0 files (content/gbfs/<city>/), the open standard operators
 * publish to cities and journey planners: checked against MobilityData's own types, then
 * against the city's law (content/cities/<city>.json). No file access, so the admin can
 * check an edit with the same words the build uses; content/cityFeeds.ts reads the files.
 */

export type {
  GeofencingZones,
  StationInformation,
  SystemInformation,
  SystemPricingPlans,
  VehicleTypes,
};

/** The static files a city keeps, by GBFS name: what the checks and the import know. */
export const FEED_FILES = {
  system_information: systemInformationSuite,
  vehicle_types: vehicleTypesSuite,
  system_pricing_plans: systemPricingPlansSuite,
  geofencing_zones: geofencingZonesSuite,
  station_information: stationInformationSuite,
} as const satisfies Record<string, ITypeSuite>;
export type FeedFileName = keyof typeof FEED_FILES;

/** The root type of each file, by the name its checker suite gives it. */
const ROOT_TYPES: Record<FeedFileName, string> = {
  system_information: 'SystemInformation',
  vehicle_types: 'VehicleTypes',
  system_pricing_plans: 'SystemPricingPlans',
  geofencing_zones: 'GeofencingZones',
  station_information: 'StationInformation',
};

/** The files every city has; station_information only where rides end at bays or ports. */
export const REQUIRED_FILES = [
  'system_information',
  'vehicle_types',
  'system_pricing_plans',
  'geofencing_zones',
] as const satisfies readonly FeedFileName[];

export type CityFeed = {
  system_information: SystemInformation;
  vehicle_types: VehicleTypes;
  system_pricing_plans: SystemPricingPlans;
  geofencing_zones: GeofencingZones;
  station_information?: StationInformation;
};

/** The folder a city's files live in, from the project root. */
export const feedFolder = (cityId: string) => `content/gbfs/${cityId}`;
export const feedFile = (cityId: string, name: FeedFileName) =>
  `${feedFolder(cityId)}/${name}.json`;

/** The checker's words, as the other content checks say them (content/parse.ts). */
const EDITOR_WORDS: Record<string, string> = {
  'is not a string': 'must be text',
  'is not a number': 'must be a number',
  'is not a boolean': 'must be true or false',
  'is not an array': 'must be a list',
  'is not an object': 'must be a group of fields',
};

/** The innermost problems of a checker's report, each at its own field. */
function leaves(errors: readonly IErrorDetail[]): IErrorDetail[] {
  return errors.flatMap((error) => (error.nested?.length ? leaves(error.nested) : [error]));
}

/** `value.data.plans[0].currency` → `data.plans[0].currency`. */
const fieldOf = (path: string) => path.replace(/^value\.?/, '') || '(the whole file)';

/** The problems of one file's data against MobilityData's GBFS v3.0 types, or none. */
export function feedFileProblems(
  name: FeedFileName,
  data: unknown,
  file: string,
): ContentProblem[] {
  const checker = createCheckers(FEED_FILES[name])[ROOT_TYPES[name]];
  if (!checker) throw new Error(`no GBFS checker for ${name}`);
  return leaves(checker.validate(data) ?? []).map(({ path, message }) => ({
    file,
    field: fieldOf(path),
    problem: EDITOR_WORDS[message] ?? message,
  }));
}

type Localised = readonly { text: string; language: string }[] | undefined;

/**
 * Every text a page shows from the files in each of the site's languages: GBFS lets a file
 * leave a language out, the site cannot.
 */
function languageProblems(feed: CityFeed, cityId: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const need = (name: FeedFileName, field: string, texts: Localised) => {
    for (const lang of LANGUAGES)
      if (!texts?.some((entry) => entry.language === lang && entry.text.trim()))
        problems.push({
          file: feedFile(cityId, name),
          field,
          problem: `has no text in "${lang}": give one ({ "text": …, "language": "${lang}" })`,
        });
  };
  need('system_information', 'data.name', feed.system_information.data.name);
  feed.vehicle_types.data.vehicle_types.forEach((vehicle, index) =>
    need('vehicle_types', `data.vehicle_types[${index}].name`, vehicle.name),
  );
  feed.system_pricing_plans.data.plans.forEach((plan, index) => {
    need('system_pricing_plans', `data.plans[${index}].name`, plan.name);
    need('system_pricing_plans', `data.plans[${index}].description`, plan.description);
  });
  feed.geofencing_zones.data.geofencing_zones.features.forEach((zone, index) =>
    need(
      'geofencing_zones',
      `data.geofencing_zones.features[${index}].properties.name`,
      zone.properties.name,
    ),
  );
  feed.station_information?.data.stations.forEach((station, index) =>
    need('station_information', `data.stations[${index}].name`, station.name),
  );
  return problems;
}

/**
 * The opening hours a page can word: every day, one span of hours ("Mo-Su 06:00-24:00", in
 * OSM's opening_hours syntax, which GBFS uses).
 */
export const HOURS_PATTERN = /^Mo-Su ((?:[01]\d|2[0-4]):[0-5]\d)-((?:[01]\d|2[0-4]):[0-5]\d)$/;

/**
 * A city's files, read (`files`: each file's data by name, or undefined where there is
 * none) and checked against the GBFS types and the site's languages; or their problems.
 */
export function parseFeed(
  cityId: string,
  files: Partial<Record<FeedFileName, unknown>>,
): { feed: CityFeed; problems: [] } | { feed: undefined; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  for (const name of REQUIRED_FILES)
    if (files[name] === undefined)
      problems.push({
        file: feedFile(cityId, name),
        field: '(the whole file)',
        problem: `is missing: every city keeps its ${name}.json in ${feedFolder(cityId)}/`,
      });
  for (const [name, data] of Object.entries(files) as [FeedFileName, unknown][])
    if (data !== undefined) problems.push(...feedFileProblems(name, data, feedFile(cityId, name)));
  if (problems.length) return { feed: undefined, problems };
  const feed = files as CityFeed;
  const untranslated = languageProblems(feed, cityId);
  if (!HOURS_PATTERN.test(feed.system_information.data.opening_hours))
    untranslated.push({
      file: feedFile(cityId, 'system_information'),
      field: 'data.opening_hours',
      problem: `is "${feed.system_information.data.opening_hours}": the page words only every day and one span of hours, e.g. "Mo-Su 06:00-24:00"`,
    });
  return untranslated.length ? { feed: undefined, problems: untranslated } : { feed, problems: [] };
}

/** The currency a city's prices are in, by its country (ISO 3166-1 → ISO 4217). */
export const CURRENCIES: Readonly<Record<string, string>> = {
  GB: 'GBP',
  US: 'USD',
  JP: 'JPY',
  ID: 'IDR',
};

const KM_PER_MILE = 1.609344;

/**
 * The law's top speed in whole km/h, as GBFS states speeds: rounded down, so 12.5 mph
 * (20.1 km/h) allows 20 and never 21. None where the city's limit is not confirmed.
 */
export function legalLimitKph(city: Pick<City, 'rules'>): number | undefined {
  const limit = city.rules.speedLimit;
  if (limit.status === 'unconfirmed') return undefined;
  return Math.floor(limit.unit === 'mph' ? limit.value * KM_PER_MILE : limit.value);
}

/** Whether a ride there must end at a bay or a port (the city's parking rule). */
export const endsAtBays = (city: Pick<City, 'rules'>) =>
  city.rules.parking.status !== 'unconfirmed' && city.rules.parking.rule === 'designated-bays';

type MultiPolygon = GeofencingZones['data']['geofencing_zones']['features'][number]['geometry'];

/** Twice a ring's area on the plane of lon/lat, positive when it turns counterclockwise. */
function signedArea(ring: readonly (readonly number[])[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    const [x2 = 0, y2 = 0] = ring[i + 1] ?? [];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/**
 * The shape as d3-geo reads it. GeoJSON (RFC 7946) turns outer rings counterclockwise, d3
 * clockwise (it would read the ring as the whole globe but the zone), so each ring is reversed.
 */
export const forD3 = (geometry: MultiPolygon) => ({
  type: 'MultiPolygon' as const,
  coordinates: geometry.coordinates.map((polygon) =>
    polygon.map((ring) => [...ring].reverse() as [number, number][]),
  ),
});

/**
 * Where the files and the city's law disagree: a vehicle or a zone faster than the law, a
 * price in another currency, a zone outside the service area, no bays where rides must end
 * at one. The service area is the last zone: GBFS gives the first of overlapping zones
 * precedence, so the area that allows rides everywhere comes after the zones that restrict it.
 */
export function feedLawProblems(
  city: Pick<City, 'id' | 'countryCode' | 'rules'>,
  feed: CityFeed,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (name: FeedFileName, field: string, problem: string) =>
    problems.push({ file: feedFile(city.id, name), field, problem });
  const cityFile = `content/cities/${city.id}.json`;

  const limit = legalLimitKph(city);
  const tooFast = (speed: number | undefined) =>
    limit !== undefined && speed !== undefined && speed > limit;
  const law = city.rules.speedLimit;
  const lawWords =
    law.status === 'unconfirmed'
      ? ''
      : `the law's ${law.value} ${law.unit} (${law.unit === 'km/h' ? '' : `${limit} km/h in whole km/h, `}${cityFile})`;
  feed.vehicle_types.data.vehicle_types.forEach((vehicle, index) => {
    if (tooFast(vehicle.max_permitted_speed))
      report(
        'vehicle_types',
        `data.vehicle_types[${index}].max_permitted_speed`,
        `is ${vehicle.max_permitted_speed} km/h, above ${lawWords}`,
      );
  });

  const { geofencing_zones: zones, global_rules: globalRules } = feed.geofencing_zones.data;
  globalRules.forEach((rule, index) => {
    if (tooFast(rule.maximum_speed_kph))
      report(
        'geofencing_zones',
        `data.global_rules[${index}].maximum_speed_kph`,
        `is ${rule.maximum_speed_kph} km/h, above ${lawWords}`,
      );
  });
  zones.features.forEach((zone, index) => {
    zone.properties.rules?.forEach((rule, ruleIndex) => {
      if (tooFast(rule.maximum_speed_kph))
        report(
          'geofencing_zones',
          `data.geofencing_zones.features[${index}].properties.rules[${ruleIndex}].maximum_speed_kph`,
          `is ${rule.maximum_speed_kph} km/h, above ${lawWords}`,
        );
    });
    zone.geometry.coordinates.forEach((polygon, polygonIndex) =>
      polygon.forEach((ring, ringIndex) => {
        const field = `data.geofencing_zones.features[${index}].geometry.coordinates[${polygonIndex}][${ringIndex}]`;
        const first = ring[0];
        const last = ring[ring.length - 1];
        if (!first || !last || first[0] !== last[0] || first[1] !== last[1])
          report('geofencing_zones', field, 'is not closed: its last point must repeat its first');
        // The outer ring counterclockwise, a hole clockwise (RFC 7946, which GBFS asks for).
        else if (ringIndex === 0 ? signedArea(ring) <= 0 : signedArea(ring) >= 0)
          report(
            'geofencing_zones',
            field,
            `turns the wrong way: list an outer ring's points counterclockwise and a hole's clockwise (the right-hand rule)`,
          );
      }),
    );
  });

  const serviceIndex = zones.features.length - 1;
  const serviceArea = zones.features[serviceIndex];
  const serviceField = `data.geofencing_zones.features[${serviceIndex}]`;
  const opensRides = serviceArea?.properties.rules?.some(
    (rule) => rule.ride_start_allowed && rule.ride_end_allowed,
  );
  if (!serviceArea || !opensRides)
    report(
      'geofencing_zones',
      serviceArea ? `${serviceField}.properties.rules` : 'data.geofencing_zones.features',
      'has no service area: the last zone is the area where a ride may start and end (ride_start_allowed and ride_end_allowed true)',
    );
  else {
    const area = forD3(serviceArea.geometry);
    const inside = (point: readonly number[]) =>
      geoContains(area, [point[0] ?? Number.NaN, point[1] ?? Number.NaN]);
    zones.features.slice(0, serviceIndex).forEach((zone, index) => {
      const outside = zone.geometry.coordinates.flat(2).find((point) => !inside(point));
      if (outside)
        report(
          'geofencing_zones',
          `data.geofencing_zones.features[${index}].geometry`,
          `has a point (${outside.join(', ')}) outside the service area (the last zone): draw it inside, or widen the area`,
        );
    });
    feed.station_information?.data.stations.forEach((station, index) => {
      if (!inside([station.lon, station.lat]))
        report(
          'station_information',
          `data.stations[${index}]`,
          `is at ${station.lon}, ${station.lat}, outside the service area (content/gbfs/${city.id}/geofencing_zones.json)`,
        );
    });
  }

  const currency = CURRENCIES[city.countryCode];
  feed.system_pricing_plans.data.plans.forEach((plan, index) => {
    if (!currency)
      report(
        'system_pricing_plans',
        `data.plans[${index}].currency`,
        `cannot be checked: the site knows no currency for the country "${city.countryCode}" (add it to CURRENCIES in content/gbfs.ts)`,
      );
    else if (plan.currency !== currency)
      report(
        'system_pricing_plans',
        `data.plans[${index}].currency`,
        `is "${plan.currency}", but prices in ${city.id} are in "${currency}"`,
      );
  });

  if (endsAtBays(city) && !feed.station_information?.data.stations.length)
    report(
      'station_information',
      'data.stations',
      `has no bays, but a ride in ${city.id} must end at one (rules.parking in ${cityFile}): list them`,
    );

  return problems;
}
