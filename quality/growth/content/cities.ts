import type { City, CityRules, HelmetRule, LicenceRule, RuleSource } from '@/content/types';

/**
 * Growth fixture (npm run bench:growth): the 23 cities Scoot targets, in place of
 * content/cities.ts. The four live cities come first; their neighbours (Tokyo, Rotterdam,
 * Singapore, a crowded western Europe) make the map's labels work hardest.
 */
const places = [
  {
    id: 'new-york',
    name: 'New York',
    country: 'United States',
    countryCode: 'US',
    latitude: 40.7128,
    longitude: -74.006,
  },
  {
    id: 'london',
    name: 'London',
    country: 'United Kingdom',
    countryCode: 'GB',
    latitude: 51.5074,
    longitude: -0.1278,
  },
  {
    id: 'jakarta',
    name: 'Jakarta',
    country: 'Indonesia',
    countryCode: 'ID',
    latitude: -6.2088,
    longitude: 106.8456,
  },
  {
    id: 'yokohama',
    name: 'Yokohama',
    country: 'Japan',
    countryCode: 'JP',
    latitude: 35.4437,
    longitude: 139.638,
  },
  {
    id: 'tokyo',
    name: 'Tokyo',
    country: 'Japan',
    countryCode: 'JP',
    latitude: 35.6762,
    longitude: 139.6503,
  },
  {
    id: 'amsterdam',
    name: 'Amsterdam',
    country: 'Netherlands',
    countryCode: 'NL',
    latitude: 52.3676,
    longitude: 4.9041,
  },
  {
    id: 'rotterdam',
    name: 'Rotterdam',
    country: 'Netherlands',
    countryCode: 'NL',
    latitude: 51.9244,
    longitude: 4.4777,
  },
  {
    id: 'paris',
    name: 'Paris',
    country: 'France',
    countryCode: 'FR',
    latitude: 48.8566,
    longitude: 2.3522,
  },
  {
    id: 'berlin',
    name: 'Berlin',
    country: 'Germany',
    countryCode: 'DE',
    latitude: 52.52,
    longitude: 13.405,
  },
  {
    id: 'madrid',
    name: 'Madrid',
    country: 'Spain',
    countryCode: 'ES',
    latitude: 40.4168,
    longitude: -3.7038,
  },
  {
    id: 'lisbon',
    name: 'Lisbon',
    country: 'Portugal',
    countryCode: 'PT',
    latitude: 38.7223,
    longitude: -9.1393,
  },
  {
    id: 'stockholm',
    name: 'Stockholm',
    country: 'Sweden',
    countryCode: 'SE',
    latitude: 59.3293,
    longitude: 18.0686,
  },
  {
    id: 'seoul',
    name: 'Seoul',
    country: 'South Korea',
    countryCode: 'KR',
    latitude: 37.5665,
    longitude: 126.978,
  },
  {
    id: 'singapore',
    name: 'Singapore',
    country: 'Singapore',
    countryCode: 'SG',
    latitude: 1.3521,
    longitude: 103.8198,
  },
  {
    id: 'sydney',
    name: 'Sydney',
    country: 'Australia',
    countryCode: 'AU',
    latitude: -33.8688,
    longitude: 151.2093,
  },
  {
    id: 'melbourne',
    name: 'Melbourne',
    country: 'Australia',
    countryCode: 'AU',
    latitude: -37.8136,
    longitude: 144.9631,
  },
  {
    id: 'san-francisco',
    name: 'San Francisco',
    country: 'United States',
    countryCode: 'US',
    latitude: 37.7749,
    longitude: -122.4194,
  },
  {
    id: 'los-angeles',
    name: 'Los Angeles',
    country: 'United States',
    countryCode: 'US',
    latitude: 34.0522,
    longitude: -118.2437,
  },
  {
    id: 'toronto',
    name: 'Toronto',
    country: 'Canada',
    countryCode: 'CA',
    latitude: 43.6532,
    longitude: -79.3832,
  },
  {
    id: 'mexico-city',
    name: 'Mexico City',
    country: 'Mexico',
    countryCode: 'MX',
    latitude: 19.4326,
    longitude: -99.1332,
  },
  {
    id: 'sao-paulo',
    name: 'São Paulo',
    country: 'Brazil',
    countryCode: 'BR',
    latitude: -23.5505,
    longitude: -46.6333,
  },
  {
    id: 'buenos-aires',
    name: 'Buenos Aires',
    country: 'Argentina',
    countryCode: 'AR',
    latitude: -34.6037,
    longitude: -58.3816,
  },
  {
    id: 'cape-town',
    name: 'Cape Town',
    country: 'South Africa',
    countryCode: 'ZA',
    latitude: -33.9249,
    longitude: 18.4241,
  },
] as const satisfies readonly Pick<
  City,
  'id' | 'name' | 'country' | 'countryCode' | 'latitude' | 'longitude'
>[];

const licences: readonly LicenceRule[] = [
  'none',
  'none-listed',
  'driving-licence',
  'full-or-provisional',
];
const helmets: readonly HelmetRule[] = [
  'compulsory',
  'compulsory-under-age',
  'effort-duty',
  'not-required',
];

/**
 * Invented rules that, across the 23 cities, take every value of every field: each rule
 * stated or unconfirmed, each licence, helmet, road, pavement and parking rule, both speed
 * units, local notes or none. A source on an invented host stands behind each.
 */
function inventedRules(index: number): CityRules {
  const stated = <const Fields extends object>(fields: Fields, detail?: string) =>
    index % 7 === 6
      ? ({ status: 'unconfirmed' } as const)
      : {
          status: 'confirmed' as const,
          ...fields,
          sources: ['transport-authority'],
          ...(detail ? { detail } : {}),
        };
  return {
    licence: stated({ required: licences[index % licences.length]! }),
    minimumAge: stated({ years: [16, 18, 14][index % 3]! }),
    helmet: stated({ law: helmets[index % helmets.length]!, underAge: 18 }),
    speedLimit: stated(index % 2 ? { value: 25, unit: 'km/h' } : { value: 15, unit: 'mph' }),
    where: stated(
      {
        roads: (['allowed', 'some', 'not-allowed'] as const)[index % 3]!,
        bikeLanes: index % 5 === 4 ? 'not-allowed' : 'allowed',
        pavements: index % 2 ? 'signed-slow-mode' : 'not-allowed',
      },
      index % 2 ? 'Local detail of where to ride, as the authority words it.' : undefined,
    ),
    parking: stated({ rule: index % 2 ? 'designated-bays' : 'considerate' }),
    local:
      index % 3 === 0
        ? [
            {
              title: 'Something local',
              text: 'A rule a visitor would not guess, for the page to show with its source.',
              sources: ['transport-authority'],
            },
          ]
        : [],
  };
}

const source = (host: string): RuleSource => ({
  id: 'transport-authority',
  title: 'Rules for e-scooters',
  publisher: 'The city’s transport authority',
  url: `https://${host}.example/e-scooters`,
  checked: '2026-11-25',
});

export const cities = places.map((place, index) => ({
  ...place,
  service: { districts: ['Centre', 'Old Town', 'Harbour'], since: '2026-01-05' },
  rules: inventedRules(index),
  sources: [source(place.id)],
})) satisfies City[];

export type CityName = (typeof cities)[number]['name'];
export type CityId = (typeof cities)[number]['id'];

export const CITIES_LIVE = cities.length;
