import type { z } from 'zod';

/*
 * Checks a data file's value against its schema (content/schema.ts), with every problem in
 * it: the file, the field and what is wrong, in words an editor can act on. No file access:
 * the build reads the files (load.ts) and the content admin checks an entry before it saves
 * it (cms/src/preSave.ts), both through this, so both say the same words.
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
