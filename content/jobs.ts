import { cityAndCountry } from '@/lib/cities';
import { buildDay } from '@/lib/clock';
import { openOn } from '@/lib/openings';

import { cities } from './cities';
import { ContentError, readCollection, type ContentProblem } from './load';
import { offices } from './offices';
import { jobSchema } from './schema';
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
export const jobOpenings: JobOpening[] = located(
  readCollection('jobs', jobSchema, (name) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- seen by the bundler (readCollection)
    require(`./jobs/${name}`),
  ),
).sort((a, b) => a.datePosted.localeCompare(b.datePosted) || a.id.localeCompare(b.id));

/** Each opening with its city's name, once its city and office are known to exist there. */
function located<Job extends Omit<JobOpening, 'location'>>(
  jobs: Job[],
): (Job & { location: string })[] {
  const problems: ContentProblem[] = [];
  const withCity = jobs.flatMap((job) => {
    const file = `content/jobs/${job.id}.json`;
    const city = cities.find((candidate) => candidate.id === job.cityId);
    const office = offices.find((candidate) => candidate.id === job.officeId);
    if (!city)
      problems.push({
        file,
        field: 'cityId',
        problem: `"${job.cityId}" is not a city in content/cities/ (known: ${cities.map((known) => `"${known.id}"`).join(', ')}); add the city first`,
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
    return city ? [{ ...job, location: cityAndCountry(city) }] : [];
  });
  if (problems.length) throw new ContentError(problems);
  return withCity;
}

/**
 * The openings taking applications on the day of the build, in order: the ones /careers
 * lists and the ones that get a page and a sitemap entry. The others are not built, so
 * their URLs answer the 404 view.
 */
export const currentOpenings = openOn(jobOpenings, buildDay());
