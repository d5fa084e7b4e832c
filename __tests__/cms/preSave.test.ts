import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { checkBeforeSave } from '@/cms/src/preSave';

/*
 * The admin's check before a save (cms/src/preSave.ts) on entries shaped as Decap hands them
 * over: the English form as `data`, each translation as `i18n.<lang>.data`.
 */

/** A stand-in for Decap's Immutable entry: only the two readers the check uses. */
function entry(fields: Record<string, unknown>) {
  const get = (key: string) => fields[key];
  const getIn = (path: readonly string[]) =>
    path.reduce<unknown>(
      (value, key) => (value as Record<string, unknown> | undefined)?.[key],
      fields,
    );
  return { get, getIn };
}

const file = (path: string) => JSON.parse(readFileSync(join(process.cwd(), path), 'utf8'));
/** The first opening's file, whatever the content holds. */
const jobFile = `content/jobs/${readdirSync(join(process.cwd(), 'content/jobs')).sort()[0]}`;

const asEntry = (
  collection: string,
  path: string,
  data: { en: unknown; ja?: unknown; id?: unknown },
) =>
  entry({
    collection,
    path,
    slug: path
      .split('/')
      .pop()!
      .replace(/\.json$/, ''),
    data: data.en,
    i18n: { ja: { data: data.ja }, id: { data: data.id } },
  });

describe('the check before a save', () => {
  it('lets a file the build accepts be saved, as it is', () => {
    const job = file(jobFile);
    expect(checkBeforeSave({ entry: asEntry('jobs', jobFile, job) })).toEqual(job.en);
  });

  it("refuses a closing date before the posting date, in the build's words", () => {
    const job = file(jobFile);
    const bad = { ...job, en: { ...job.en, validThrough: '2020-01-01' } };
    expect(() => checkBeforeSave({ entry: asEntry('jobs', jobFile, bad) })).toThrow(
      `${jobFile}, en.validThrough: is before the posting date (datePosted)`,
    );
  });

  it('refuses a translation that has begun and leaves a word out', () => {
    const job = file(jobFile);
    const bad = { ...job, ja: { ...job.ja, summary: '' } };
    expect(() => checkBeforeSave({ entry: asEntry('jobs', jobFile, bad) })).toThrow(
      `${jobFile}, ja.summary: is missing: translate it (Japanese)`,
    );
  });

  it('saves a new entry whose translations nobody has begun, and checks its English', () => {
    const city = file('content/cities/london.json');
    // Decap copies the English values that are not words into each language.
    const copied = { countryCode: city.en.countryCode, latitude: city.en.latitude };
    const fresh = { en: city.en, ja: copied, id: copied };
    expect(() =>
      checkBeforeSave({ entry: asEntry('cities', 'content/cities/london.json', fresh) }),
    ).not.toThrow();
    const nameless = { ...fresh, en: { ...city.en, name: undefined } };
    expect(() =>
      checkBeforeSave({ entry: asEntry('cities', 'content/cities/london.json', nameless) }),
    ).toThrow('content/cities/london.json, en.name: is missing');
  });
});
