import { officeSchema } from './schema';
import { readPublishedCollection } from './load';
import type { Office } from './types';

/**
 * The places the openings are based (content/offices/<id>.json), as their copy names them: a
 * job's page shows the address, and its `JobPosting` carries it with the region, which search
 * engines match against a seeker's location. The time zone sets when an opening's last day
 * ends there. They live apart from the cities because a city can hold several (Jakarta has
 * an office and a warehouse) and a city without an opening needs none.
 */
const published = readPublishedCollection('offices', officeSchema, (name) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- seen by the bundler (readFolder)
  require(`./offices/${name}`),
);

/** The offices in each language. */
export const offices = published.entries;

/** The offices whose translation is not finished, by file and language (content/fallbacks.ts). */
export const officeFallbacks = published.fallbacks;

/** The office of a job opening; the openings' loader has checked that it exists. */
export function officeOf(
  item: { officeId: string },
  known: readonly Office[] = offices.en,
): Office {
  const office = known.find((candidate) => candidate.id === item.officeId);
  if (!office) throw new Error(`"${item.officeId}" is not an office in content/offices/`);
  return office;
}
