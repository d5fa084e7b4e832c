import type { JobOpening } from '@/content/types';

/**
 * Job openings over time. An opening takes applications from `datePosted` through
 * `validThrough` (both YYYY-MM-DD, read in UTC), so the day a build runs decides which
 * openings the site shows: the build is the only "server" a static site has.
 */

/** Today in UTC, as YYYY-MM-DD: the day the build runs. */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** ISO dates compare as text: "2027-01-31" < "2027-02-01". */
export function isOpenOn(job: Pick<JobOpening, 'validThrough'>, day: string): boolean {
  return job.validThrough >= day;
}

/** The openings still taking applications on `day`, in their order. */
export function openOn<Job extends Pick<JobOpening, 'validThrough'>>(
  jobs: readonly Job[],
  day: string,
): Job[] {
  return jobs.filter((job) => isOpenOn(job, day));
}

/** Whole days from `day` to `date` (both YYYY-MM-DD): 0 on the day itself. */
export function daysBetween(day: string, date: string): number {
  return Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000,
  );
}

/** How close to its last day an opening must be for the build to say so. */
export const CLOSING_SOON_DAYS = 14;

/**
 * One line per open opening whose last day is within `CLOSING_SOON_DAYS` of `day`, for the
 * build's log: whoever publishes then knows to extend the date or let the page go.
 */
export function closingSoonWarnings(
  jobs: readonly Pick<JobOpening, 'id' | 'validThrough'>[],
  day: string,
): string[] {
  return openOn(jobs, day)
    .map((job) => ({ job, left: daysBetween(day, job.validThrough) }))
    .filter(({ left }) => left <= CLOSING_SOON_DAYS)
    .map(
      ({ job, left }) =>
        `content/jobs.ts: "${job.id}" closes ${left === 0 ? 'today' : `in ${left} day${left === 1 ? '' : 's'}`} (validThrough ${job.validThrough}); after that the build leaves its page out.`,
    );
}

/** An opening's page. */
export function jobPath(job: Pick<JobOpening, 'id'>): `/careers/${string}` {
  return `/careers/${job.id}`;
}
