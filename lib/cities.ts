import type { City } from '@/content/types';

import { DEFAULT_LANGUAGE, type Lang } from '@/content/languages';
import { translator } from './messages';

/** A city's page: where the map, the list of cities and its job pages link. */
export function cityPath(city: Pick<City, 'id'>): `/locations/${string}` {
  return `/locations/${city.id}`;
}

/**
 * "London, United Kingdom": a city as the job pages, the map's links and the checks name it,
 * in the city's words for the language (pass the city as read in that language).
 */
export function cityAndCountry(
  city: Pick<City, 'name' | 'country'>,
  lang: Lang = DEFAULT_LANGUAGE,
): string {
  return translator(lang)('text.cityAndCountry', { city: city.name, country: city.country });
}

/**
 * How old a rule's check may be before the build warns: the law changes (trials end, ages
 * and speeds are revised), and a page that states it must be read against its source again.
 */
export const RULES_CHECK_MAX_DAYS = 180;
