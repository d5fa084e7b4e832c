import { cities } from '@/content/cities';
import { pageCopy } from '../copy';
import type { City } from '@/content/types';
import careers from '@/content/pages/careers.json';

// An opening's own words (its page, its e-mails), which read no file: job.ts.
export * from './job';

/** Copy of the Careers page (`/careers`), from careers.json, in every language. */
export const careersPage = pageCopy('careers', careers);

/**
 * The city of a job opening (or anything with a `cityId`), as read in `known` (a language's
 * cities). lib/validate.ts stops the build on an unknown id with the file and the field;
 * this throws in case it was bypassed.
 */
export function cityOf(item: { cityId: string }, known: readonly City[] = cities.en): City {
  const city = known.find((candidate) => candidate.id === item.cityId);
  if (!city) throw new Error(`"${item.cityId}" is not a city in content/cities/`);
  return city;
}
