import { cityAndCountry } from '@/lib/cities';
import type { Lang } from '@/content/languages';

import { ContentError, type ContentProblem } from '@/content/parse';
import type { City, JobOpening, Office } from '@/content/types';

/*
 * An opening's place: its city and office, from the files of content/cities/ and
 * content/offices/. No file access of its own, so the admin's preview places an opening as
 * the build does (cms/src/previews.tsx).
 */

/** Each opening with its city's name, once its city and office are known to exist there. */
export function located<Job extends Omit<JobOpening, 'location'>>(
  jobs: Job[],
  lang: Lang,
  cities: readonly City[],
  offices: readonly Office[],
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
    return city ? [{ ...job, location: cityAndCountry(city, lang) }] : [];
  });
  if (problems.length) throw new ContentError(problems);
  return withCity;
}
