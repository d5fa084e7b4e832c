import { cityAndCountry } from '@/lib/cities';
import { buildDay } from '@/lib/clock';
import { openOn } from '@/lib/openings';

import type { Lang } from '@/lib/i18n';

import { cities } from './cities';
import { ContentError, type ContentProblem } from './load';
import { offices } from './offices';
import { jobSchema } from './schema';
import { readTranslatedCollection } from './load';
import { eachLanguage } from './translations';
import type { JobOpening } from './types';

/**
 * The job openings, one file each under content/jobs/ (its name is the page's address,
 * /careers/<id>), in the order they were posted. Each has a page of its own that shows all
 * of it; its structured data (a `JobPosting`) is built from the same fields. The city is
 * named once, by `cityId`: the "City, Country" the pages show comes from it. `officeId` is
 * where the job is done, in that city, and `salary` the range its page states and its
 * posting carries (the page writes the sentence, so `offer` leaves the salary out). To close
 * an opening early, set `validThrough` to yesterday; to remove it for good, delete its file.
 */
const read = readTranslatedCollection('jobs', jobSchema, (name) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- seen by the bundler (readFolder)
  require(`./jobs/${name}`),
);

/** The openings in each language, in the order they were posted. */
export const jobOpenings = eachLanguage((lang) =>
  located(read[lang], lang).sort(
    (a, b) => a.datePosted.localeCompare(b.datePosted) || a.id.localeCompare(b.id),
  ),
) satisfies Record<Lang, JobOpening[]>;

/** Each opening with its city's name, once its city and office are known to exist there. */
function located<Job extends Omit<JobOpening, 'location'>>(
  jobs: Job[],
  lang: Lang,
): (Job & { location: string })[] {
  const problems: ContentProblem[] = [];
  const withCity = jobs.flatMap((job) => {
    const file = `content/jobs/${job.id}.json`;
    const city = cities[lang].find((candidate) => candidate.id === job.cityId);
    const office = offices[lang].find((candidate) => candidate.id === job.officeId);
    if (!city)
      problems.push({
        file,
        field: 'cityId',
        problem: `"${job.cityId}" is not a city in content/cities/ (known: ${cities[lang].map((known) => `"${known.id}"`).join(', ')}); add the city first`,
      });
    if (!office)
      problems.push({
        file,
        field: 'officeId',
        problem: `"${job.officeId}" is not an office in content/offices/`,
      });
    else if (office.cityId !== job.cityId)
      problems.push({
        file,
        field: 'officeId',
        problem: `"${job.officeId}" is in "${office.cityId}", not in the job's city "${job.cityId}"`,
      });
    return city ? [{ ...job, location: cityAndCountry(city, lang) }] : [];
  });
  if (problems.length) throw new ContentError(problems);
  return withCity;
}

/**
 * The openings taking applications on the day of the build, in order: the ones /careers
 * lists and the ones that get a page and a sitemap entry. The others are not built, so
 * their URLs answer the 404 view.
 */
export const currentOpenings = eachLanguage((lang) => openOn(jobOpenings[lang], buildDay()));
