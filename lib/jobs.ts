import { buildTime } from '@/lib/clock';
import { byPosting, openAt } from '@/lib/openings';

import type { Lang } from '@/content/languages';

import { cities } from '@/content/cities';
import { readPublishedCollection } from '@/content/load';
import { located } from './located';
import { officeOf, offices } from '@/content/offices';
import { jobSchema } from '@/content/schema';
import { eachLanguage } from '@/content/translations';
import type { JobOpening } from '@/content/types';

/**
 * The job openings, one file each under content/jobs/ (its name is the page's address,
 * /careers/<id>), in the order they were posted. Each has a page of its own that shows all
 * of it; its structured data (a `JobPosting`) is built from the same fields. The city is
 * named once, by `cityId`: the "City, Country" the pages show comes from it. `officeId` is
 * where the job is done, in that city, and `salary` the range its page states and its
 * posting carries (the page writes the sentence, so `offer` leaves the salary out). To close
 * an opening early, set `validThrough` to yesterday; to remove it for good, delete its file.
 */
const published = readPublishedCollection('jobs', jobSchema, (name) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- seen by the bundler (readFolder)
  require(`../content/jobs/${name}`),
);

/** The openings in each language, in the order they were posted. */
export const jobOpenings = eachLanguage((lang) =>
  located(published.entries[lang], lang, cities[lang], offices[lang]).sort(byPosting),
) satisfies Record<Lang, JobOpening[]>;

/** The openings whose translation is not finished, by file and language (content/fallbacks.ts). */
export const jobFallbacks = published.fallbacks;

/**
 * The openings published when the build runs, from their `datePosted` through their
 * `validThrough` where each is (its office's time zone), in order: the ones /careers lists
 * and the ones that get a page and a sitemap entry. The others are not built, so their URLs
 * answer the 404 view.
 */
export const currentOpenings = eachLanguage((lang) =>
  openAt(jobOpenings[lang], buildTime(), (job) => officeOf(job, offices.en).timeZone),
);
