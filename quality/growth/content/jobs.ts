import type { JobOpening } from '@/content/types';

import { cities } from './cities';

const roles = [
  'General Manager',
  'Fleet Supervisor',
  'Operations Associate',
  'Field Mechanic',
  'City Launcher',
  'UX Analyst',
] as const;

/**
 * Growth fixture (npm run bench:growth): 120 openings, in place of content/jobs.ts. Every
 * role in 20 of the 23 cities, titles and locations as long as the real ones.
 */
export const jobOpenings: readonly JobOpening[] = cities.slice(0, 20).flatMap((city) =>
  roles.map((title) => ({
    id: `${city.id}-${title.toLowerCase().replace(/\W+/g, '-')}`,
    title,
    location: `${city.name}, ${city.country}`,
    cityId: city.id,
    datePosted: '2026-11-02',
    employmentType: 'FULL_TIME' as const,
    description: `Join the ${city.name} team as ${title}: ride with us, learn the city, and help more people choose a scooter over a car for short trips.`,
  })),
);
