import type { City } from './types';

/** Cities where Scoot runs today (specification section 3). Coordinates are the city centres. */
export const cities = [
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
] as const satisfies readonly City[];

export type CityName = (typeof cities)[number]['name'];
export type CityId = (typeof cities)[number]['id'];

/** "4 cities live" is derived, so the claim on the pages cannot drift from the list. */
export const CITIES_LIVE = cities.length;
