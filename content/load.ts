import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

import type { z } from 'zod';

import { ContentError, parseContent, type ContentProblem } from './parse';
import { ID_PATTERN } from './schema';
import {
  eachLanguage,
  readPublished,
  readTranslated,
  type Fallback,
  type Localised,
} from './translations';

/*
 * Reads the data files under content/ through their schema (content/schema.ts). The build
 * stops on the first file that breaks a rule, with every problem in it: the file, the field
 * and what is wrong, in words an editor can act on.
 */

export { ContentError, parseContent, problemsOf, type ContentProblem } from './parse';

/** A file of JSON, read as data; a file that is not JSON stops the build saying so. */
export function readJson(file: string, root = process.cwd()): unknown {
  const source = readFileSync(join(root, file), 'utf8');
  try {
    return JSON.parse(source);
  } catch (error) {
    throw new ContentError([
      {
        file,
        field: '(the whole file)',
        problem: `is not valid JSON (${(error as Error).message})`,
      },
    ]);
  }
}

/** An entry of a folder of data files: its id is its file's name. */
export type Entry<Data> = Data & { id: string };

/** A data file of a folder under content/: its path, and its name as its `id`. */
type CollectionFile = { file: string; name: string; id: string };

/**
 * The `.json` files of a folder under content/ (one city, one opening), by file name: adding
 * one is adding a file, closing one is deleting it. A name that cannot be a web address is a
 * problem of its own.
 */
function collectionFiles(folder: string, root: string, problems: ContentProblem[]) {
  return readdirSync(join(root, 'content', folder))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name): CollectionFile => {
      const file = `content/${folder}/${name}`;
      const id = basename(name, '.json');
      if (!ID_PATTERN.test(id))
        problems.push({
          file,
          field: '(the file name)',
          problem: `"${id}" is its web address: use lowercase words joined by hyphens, e.g. "new-york.json"`,
        });
      return { file, name, id };
    });
}

/**
 * Every file of a folder under content/, read by `parse` (which throws a ContentError on a
 * problem), with the problems of all its files at once.
 * @param load how the caller reads a file of the folder: a `require` with the folder written
 *   out lets the bundler see the files, so `next dev` (the CMS's preview) shows a saved change
 *   at once, where a plain read from disk would wait for a restart
 */
export function readFolder<Data>(
  folder: string,
  parse: (data: unknown, file: CollectionFile) => Data,
  load?: (name: string) => unknown,
  root = process.cwd(),
): Data[] {
  const problems: ContentProblem[] = [];
  const entries = collectionFiles(folder, root, problems).flatMap((entry) => {
    try {
      return [parse(load ? load(entry.name) : readJson(entry.file, root), entry)];
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
      return [];
    }
  });
  if (problems.length) throw new ContentError(problems);
  return entries;
}

/** Every file of a folder under content/ through its schema, each with its name as its `id`. */
export function readCollection<Schema extends z.ZodType>(
  folder: string,
  schema: Schema,
  load?: (name: string) => unknown,
  root = process.cwd(),
): Entry<z.output<Schema>>[] {
  return readFolder(
    folder,
    (data, { file, id }) =>
      ({ ...(parseContent(schema, data, file) as object), id }) as Entry<z.output<Schema>>,
    load,
    root,
  );
}

/**
 * Every file of a folder under content/ in every language (`readTranslated`), each with its
 * file's name as its `id`, in the same order in each language.
 */
export function readTranslatedCollection<Schema extends z.ZodType>(
  folder: string,
  schema: Schema,
  load?: (name: string) => unknown,
  root?: string,
): Localised<Entry<z.output<Schema>>[]> {
  const files = readFolder(
    folder,
    (data, { file, id }) => ({ id, content: readTranslated(schema, data, file) }),
    load,
    root,
  );
  return eachLanguage((lang) =>
    files.map(
      ({ id, content }) => ({ ...(content[lang] as object), id }) as Entry<z.output<Schema>>,
    ),
  );
}

/**
 * Every file of a folder under content/ as the site publishes it (`readPublished`): in every
 * language, each with its file's name as its `id`, in the same order in each language; an
 * unfinished translation is the English, and listed in `fallbacks`.
 */
export function readPublishedCollection<Schema extends z.ZodType>(
  folder: string,
  schema: Schema,
  load?: (name: string) => unknown,
  root?: string,
): { entries: Localised<Entry<z.output<Schema>>[]>; fallbacks: Fallback[] } {
  const files = readFolder(
    folder,
    (data, { file, id }) => ({ id, ...readPublished(schema, data, file) }),
    load,
    root,
  );
  return {
    entries: eachLanguage((lang) =>
      files.map(
        ({ id, content }) => ({ ...(content[lang] as object), id }) as Entry<z.output<Schema>>,
      ),
    ),
    fallbacks: files.flatMap(({ fallbacks }) => fallbacks),
  };
}
