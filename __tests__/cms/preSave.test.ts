import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from '@jest/globals';
import {
  invokeEvent,
  registerEventListener,
  removeEventListener,
} from 'decap-cms-core/dist/esm/lib/registry.js';
import { fromJS } from 'immutable';

import type { DecapEntry } from '@/cms/src/entries';
import { checkBeforeSave } from '@/cms/src/preSave';
import { recordReview } from '@/content/review';
import { siteSchema } from '@/content/schema';

/*
 * The admin's check before a save (cms/src/preSave.ts) on entries shaped as Decap hands them
 * over: the English form as `data`, each translation as `i18n.<lang>.data`.
 */

/** A stand-in for Decap's Immutable entry: its readers, and `setIn`, which makes a new one. */
function entry(fields: Record<string, unknown>): DecapEntry {
  const get = (key: string) => fields[key];
  const getIn = (path: readonly string[]) =>
    path.reduce<unknown>(
      (value, key) => (value as Record<string, unknown> | undefined)?.[key],
      fields,
    );
  const setIn = (path: readonly string[], value: unknown): DecapEntry => {
    const set = (node: unknown, [key, ...rest]: readonly string[]): unknown => ({
      ...(node as object),
      [key!]: rest.length ? set((node as Record<string, unknown>)?.[key!], rest) : value,
    });
    return entry(set(fields, path) as Record<string, unknown>);
  };
  return { get, getIn, setIn };
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

describe('the review kept by a save', () => {
  const site = file('content/site.json');
  const english = site.en;
  const edited = { ...english, description: `${english.description} Now in more cities.` };
  const record = recordReview(siteSchema, english);
  const ja = (review: object) => ({ ...site.ja, reviewed: false, ...review });
  // A file collection's entry is named by its file's name in the config (cms/src/config.ts).
  const saving = (en: object, review: object) => ({
    entry: entry({
      collection: 'site',
      slug: 'claims',
      path: 'content/site.json',
      data: en,
      i18n: { ja: { data: ja(review) }, id: { data: site.id } },
    }),
  });
  afterEach(() => removeEventListener({ name: 'preSave' }));
  /** The entry as opened (the form and the file alike), in Decap's shape. */
  const opened = (en: object, review: object) => {
    const languages = { en, ja: ja(review), id: site.id };
    return { form: languages, file: languages };
  };
  const jaOf = (event: { entry: DecapEntry }) =>
    event.entry.getIn(['i18n', 'ja', 'data']) as Record<string, unknown>;

  it('records the English being saved when the tick was just set, in the event’s entry', () => {
    const event = saving(english, { reviewed: true });
    const data = checkBeforeSave(event, opened(english, { reviewed: false }));
    // The English is returned as it was; the translation goes back in the event's entry.
    expect(data).toEqual(english);
    expect(jaOf(event)).toMatchObject({ reviewed: true, reviewedAgainst: record });
    expect(event.entry.getIn(['i18n', 'id', 'data'])).toEqual(site.id);
  });

  it('unticks a translation whose English changed since its review, keeping the old English', () => {
    const review = { reviewed: true, reviewedAgainst: record };
    const event = saving(edited, review);
    expect(checkBeforeSave(event, opened(english, review))).toEqual(edited);
    expect(jaOf(event)).toMatchObject({ reviewed: false, reviewedAgainst: record });
  });

  it('leaves a current review and an untouched entry as they are', () => {
    const review = { reviewed: true, reviewedAgainst: record };
    const event = saving(english, review);
    const before = event.entry;
    checkBeforeSave(event, opened(english, review));
    expect(jaOf(event)).toEqual(before.getIn(['i18n', 'ja', 'data']));
  });

  it('reaches the file through Decap’s own preSave event code', async () => {
    const handler = (event: { entry: DecapEntry }) =>
      checkBeforeSave(event, opened(english, { reviewed: false }));
    registerEventListener({ name: 'preSave', handler });
    const decapEntry = fromJS({
      collection: 'site',
      slug: 'claims',
      path: 'content/site.json',
      data: english,
      i18n: { ja: { data: ja({ reviewed: true }) }, id: { data: site.id } },
    }) as unknown as DecapEntry;
    const saved = await invokeEvent({
      name: 'preSave',
      data: { entry: decapEntry, author: { login: 'editor', name: 'Editor' } },
    });
    // What Decap writes of a single_file entry (its lib/i18n.ts, getI18nFiles): `data` as the
    // English, and each language's `i18n.<lang>.data`.
    const written = {
      en: (saved.get('data') as { toJS(): unknown }).toJS(),
      ja: (saved.getIn(['i18n', 'ja', 'data']) as { toJS(): unknown }).toJS(),
    };
    expect(written.en).toEqual(english);
    expect(written.ja).toMatchObject({ reviewed: true, reviewedAgainst: record });
  });

  it('could not return the whole entry, as Decap’s documentation says: this Decap nests it in `data`', async () => {
    // decaporg/decap-cms#7966. Once this fails, Decap keeps a returned entry: return it.
    const handler = ({ entry: given }: { entry: DecapEntry }) =>
      given.setIn(['i18n', 'ja', 'data', 'reviewed'], true);
    registerEventListener({ name: 'preSave', handler });
    const decapEntry = fromJS({
      data: english,
      i18n: { ja: { data: ja({}) } },
    }) as unknown as DecapEntry;
    const saved = await invokeEvent({
      name: 'preSave',
      data: { entry: decapEntry, author: { login: 'editor', name: 'Editor' } },
    });
    expect(saved.getIn(['data', 'i18n', 'ja', 'data', 'reviewed'])).toBe(true);
    expect(saved.getIn(['i18n', 'ja', 'data', 'reviewed'])).toBe(false);
  });
});
