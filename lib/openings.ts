import type { JobOpening } from '@/content/types';

/**
 * Job openings over time. An opening is published from `datePosted` through `validThrough`
 * (both YYYY-MM-DD, each a whole day where the job is: its office's time zone), so the moment
 * a build runs (lib/clock.ts) decides which openings the site shows: the build is the only
 * "server" a static site has. An opening dated to be posted later is not on the site until
 * a build on that day, there.
 */

/** The order openings are listed in: as they were posted, then by id. */
export const byPosting = (
  a: Pick<JobOpening, 'datePosted' | 'id'>,
  b: Pick<JobOpening, 'datePosted' | 'id'>,
): number => a.datePosted.localeCompare(b.datePosted) || a.id.localeCompare(b.id);

/** The day it is at an instant in a time zone, as YYYY-MM-DD: the 2nd in Tokyo may be the 1st in London. */
export function dayIn(at: Date, timeZone: string): string {
  // Canadian English writes a date as ISO 8601 does.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Whether an opening is published on `day` where it is. ISO dates compare as text. */
export function isOpenOn(
  job: Pick<JobOpening, 'datePosted' | 'validThrough'>,
  day: string,
): boolean {
  return job.datePosted <= day && day <= job.validThrough;
}

/** The openings published on `day`, in their order. */
export function openOn<Job extends Pick<JobOpening, 'datePosted' | 'validThrough'>>(
  jobs: readonly Job[],
  day: string,
): Job[] {
  return jobs.filter((job) => isOpenOn(job, day));
}

/**
 * The openings published at the instant `at` (the build's, lib/clock.ts), each on the day it
 * is then in its own time zone, in their order.
 * @param timeZoneOf an opening's time zone: its office's
 */
export function openAt<Job extends Pick<JobOpening, 'datePosted' | 'validThrough'>>(
  jobs: readonly Job[],
  at: Date,
  timeZoneOf: (job: Job) => string,
): Job[] {
  return jobs.filter((job) => isOpenOn(job, dayIn(at, timeZoneOf(job))));
}

/** Whole days from `day` to `date` (both YYYY-MM-DD): 0 on the day itself. */
export function daysBetween(day: string, date: string): number {
  return Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000,
  );
}

/** How close to its last day an opening must be for the build to say so. */
const CLOSING_SOON_DAYS = 14;

/**
 * One line per open opening whose last day is within `CLOSING_SOON_DAYS` of `day`, for the
 * build's log: whoever publishes then knows to extend the date or let the page go.
 */
export function closingSoonWarnings(
  jobs: readonly Pick<JobOpening, 'id' | 'datePosted' | 'validThrough'>[],
  day: string,
): string[] {
  return openOn(jobs, day)
    .map((job) => ({ job, left: daysBetween(day, job.validThrough) }))
    .filter(({ left }) => left <= CLOSING_SOON_DAYS)
    .map(
      ({ job, left }) =>
        `content/jobs/${job.id}.json: closes ${left === 0 ? 'today' : `in ${left} day${left === 1 ? '' : 's'}`} (validThrough ${job.validThrough}); after that the build leaves its page out.`,
    );
}

/**
 * A time zone's offset from UTC at an instant, as ISO 8601 writes it ("+07:00", "-05:00"),
 * from the browser's and Node's own time zone data, so summer time is right on any date.
 */
function utcOffset(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  // "GMT+07:00"; UTC itself is plain "GMT".
  return name?.match(/[+-]\d{2}:\d{2}$/)?.[0] ?? '+00:00';
}

/**
 * The last second of a day (YYYY-MM-DD) where the job is, with that place's offset:
 * "2027-01-31T23:59:59+07:00" in Jakarta. What an opening's `validThrough` means, written so
 * a search engine in another time zone does not close it early or late.
 */
export function endOfDayIn(day: string, timeZone: string): string {
  const local = Date.parse(`${day}T23:59:59Z`);
  // The offset at the instant the day ends there: read once near it, then at it, which is
  // right even on a day whose clocks change (they never change in the day's last second).
  const guess = offsetMinutes(utcOffset(timeZone, new Date(local)));
  const offset = utcOffset(timeZone, new Date(local - guess * 60_000));
  return `${day}T23:59:59${offset}`;
}

/** "+07:00" as +420 minutes. */
function offsetMinutes(offset: string): number {
  const [, sign, hours, minutes] = offset.match(/([+-])(\d{2}):(\d{2})/)!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** An opening's page. */
export function jobPath(job: Pick<JobOpening, 'id'>): `/careers/${string}` {
  return `/careers/${job.id}`;
}
