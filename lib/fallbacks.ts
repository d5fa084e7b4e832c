import { LANGUAGES, type Lang } from '@/content/languages';

import { cityFallbacks } from '@/content/cities';
import { jobFallbacks } from './jobs';
import { officeFallbacks } from '@/content/offices';
import type { City, JobOpening } from '@/content/types';
import type { Fallback } from '@/content/translations';

/*
 * The entries published in English in a language because their translation is not finished
 * (content/translations.ts, `readPublished`): their page in that language shows the English
 * with a sentence saying so, its hreflang alternates and the sitemap leave that language
 * out, the build warns, and the review page lists them.
 */

/** Every entry's unfinished translation, by file and language. */
export const fallbacks: readonly Fallback[] = [
  ...cityFallbacks,
  ...officeFallbacks,
  ...jobFallbacks,
];

/** The files whose words a city's page shows. */
export const cityFiles = (city: Pick<City, 'id'>): string[] => [`content/cities/${city.id}.json`];

/** An opening's file. */
export const jobFile = (job: Pick<JobOpening, 'id'>) => `content/jobs/${job.id}.json`;

/** The file of an opening's office, whose address its page shows. */
export const officeFile = (job: Pick<JobOpening, 'officeId'>) =>
  `content/offices/${job.officeId}.json`;

/** The files whose words an opening's page shows: its own, and its office's address. */
export const jobFiles = (job: Pick<JobOpening, 'id' | 'officeId'>): string[] => [
  jobFile(job),
  officeFile(job),
];

/** Whether any of these files is shown in English in `lang`. */
export function inEnglish(
  files: readonly string[],
  lang: Lang,
  list: readonly Fallback[] = fallbacks,
): boolean {
  return list.some((fallback) => fallback.lang === lang && files.includes(fallback.file));
}

/** The languages a page of these files is translated into: the ones it has hreflang for. */
export function translatedLanguages(
  files: readonly string[],
  list: readonly Fallback[] = fallbacks,
): Lang[] {
  return LANGUAGES.filter((lang) => !inEnglish(files, lang, list));
}
