import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

import type { z } from 'zod';

import { ID_PATTERN } from './schema';

/*
 * Reads the data files under content/ through their schema (content/schema.ts). The build
 * stops on the first file that breaks a rule, with every problem in it: the file, the field
 * and what is wrong, in words an editor can act on.
 */

export type ContentProblem = {
  /** The file to edit, from the project root. */
  file: string;
  /** Where in it: `salary.min`, `role[2]`, `rules.helmet.sources`. */
  field: string;
  problem: string;
};

/** The problems as one message: a line per problem, with its file and field. */
function describeProblems(problems: readonly ContentProblem[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return [
    `Content error: ${count} in content/ would break the site. Fix ${problems.length === 1 ? 'it' : 'them'} and build again:`,
    ...problems.map(({ file, field, problem }) => `  - ${file}, ${field}: ${problem}`),
  ].join('\n');
}

export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(describeProblems(problems));
    this.name = 'ContentError';
  }
}

/** `rules.local[0].sources`: a path an editor can follow through the file. */
function fieldOf(path: readonly PropertyKey[]): string {
  return (
    path
      .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
      .join('')
      .replace(/^\./, '') || '(the whole file)'
  );
}

/** What a field's value should be, for a value of the wrong kind. */
const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  array: 'a list',
  object: 'a group of fields',
  boolean: 'yes or no',
};

/** Zod's own messages, reworded for an editor (a schema's own message is already that). */
const editorError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'is missing'
        : `must be ${KINDS[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'too_small':
      return issue.origin === 'array'
        ? `needs at least ${issue.minimum}`
        : `must be at least ${issue.minimum}`;
    case 'too_big':
      return `must be at most ${issue.maximum}`;
    default:
      return undefined;
  }
};

/** One file's data as its schema shapes it, or its problems: parsed once. */
function check<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  file: string,
): { data: z.output<Schema>; problems: [] } | { data: undefined; problems: ContentProblem[] } {
  const result = schema.safeParse(data, { error: editorError });
  return result.success
    ? { data: result.data, problems: [] }
    : {
        data: undefined,
        problems: result.error.issues.map((issue) => ({
          file,
          field: fieldOf(issue.path),
          problem: issue.message,
        })),
      };
}

/** The problems of one file's data, or none. */
export function problemsOf(schema: z.ZodType, data: unknown, file: string): ContentProblem[] {
  return check(schema, data, file).problems;
}

/** One file's data, as its schema shapes it; stops the build when it breaks a rule. */
export function parseContent<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  file: string,
): z.output<Schema> {
  const checked = check(schema, data, file);
  if (checked.problems.length) throw new ContentError(checked.problems);
  return checked.data as z.output<Schema>;
}

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
