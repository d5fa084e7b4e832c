import type { City } from './types';

/** Cities where Scoot runs today (specification section 3). Coordinates are the city centres. */
export const cities = [
  {
    id: 'new-york',
    name: 'New York',
    country: 'United States',
    latitude: 40.7128,
    longitude: -74.006,
  },
  {
    id: 'london',
    name: 'London',
    country: 'United Kingdom',
    latitude: 51.5074,
    longitude: -0.1278,
  },
  { id: 'jakarta', name: 'Jakarta', country: 'Indonesia', latitude: -6.2088, longitude: 106.8456 },
  { id: 'yokohama', name: 'Yokohama', country: 'Japan', latitude: 35.4437, longitude: 139.638 },
] as const satisfies readonly City[];

export type CityName = (typeof cities)[number]['name'];

/** "4 cities live" is derived, so the claim on the pages cannot drift from the list. */
export const CITIES_LIVE = cities.length;
