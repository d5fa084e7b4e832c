import published from 'scoot:published';

import { citySchema, jobSchema, officeSchema } from '@/content/schema';
import { readTranslatedIn } from '@/content/translations';
import type { City, Office } from '@/content/types';
import { byLaunch } from '@/content/order';
import type { Lang } from '@/content/languages';

/*
 * The other files a preview shows beside its entry (a job's city and office, the cities the
 * FAQ names), as they were when the admin was built, read in a language as the build reads
 * them. A file the build would refuse is left out here: its own preview says why.
 */

function readAll<T>(
  folder: keyof typeof published,
  schema: Parameters<typeof readTranslatedIn>[0],
  lang: Lang,
): T[] {
  return Object.entries(published[folder]).flatMap(([id, data]) => {
    try {
      return [
        {
          ...(readTranslatedIn(schema, data, `content/${folder}/${id}.json`, lang) as object),
          id,
        } as T,
      ];
    } catch {
      return [];
    }
  });
}

/** The live cities in a language, in the site's order. */
export const publishedCities = (lang: Lang): City[] =>
  readAll<City>('cities', citySchema, lang).sort(byLaunch);

export const publishedOffices = (lang: Lang): Office[] =>
  readAll<Office>('offices', officeSchema, lang);

/** The openings' files in a language (without their place: see lib/located.ts). */
export const publishedJobs = (lang: Lang) =>
  readAll<import('@/content/types').JobOpening>('jobs', jobSchema, lang);
