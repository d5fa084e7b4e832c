import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { z } from 'zod';

import * as schemas from '@/content/schema';
import { fieldsOf, hasWords } from '@/content/translations';

/*
 * The CMS's form (cms/admin/config.yml) and the content schema describe the same files: both
 * are reduced to one shape and compared, so a field added to one alone fails here.
 */

/**
 * A translation's own fields, not the content's (content/translations.ts): whether a native
 * speaker has read it, and (hidden, kept by the admin) the English they read it against.
 */
const REVIEWED = 'reviewed';
const REVIEWED_AGAINST = 'reviewedAgainst';
const OWN_FIELDS = [REVIEWED, REVIEWED_AGAINST];

/** A field as both sides can say it. */
type Shape =
  | { kind: 'text' | 'number' | 'integer' | 'yes-no' }
  | { kind: 'choice'; values: string[] }
  | { kind: 'list'; of: Shape }
  | { kind: 'group'; fields: Record<string, { required: boolean; shape: Shape }> };
const text: Shape = { kind: 'text' };
const list = (of: Shape): Shape => ({ kind: 'list', of });
const groupOf = (fields: [name: string, required: boolean, shape: Shape][]): Shape => ({
  kind: 'group',
  fields: Object.fromEntries(fields.map(([name, required, shape]) => [name, { required, shape }])),
});

/** Choices as a set: the form may list them in the order an editor reads best. */
const choice = (list: string[]): Shape => ({ kind: 'choice', values: [...new Set(list)].sort() });

type JsonSchema = {
  type?: string;
  enum?: string[];
  const?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};

/**
 * A JSON Schema (as zod writes it) as a shape. A union of groups (a city rule, confirmed or
 * not) is one group, as the form shows it: every field of any variant, required where every
 * variant requires it, a fixed value per variant as a choice.
 */
function fromSchema(node: JsonSchema): Shape {
  const variants = node.oneOf ?? node.anyOf;
  if (variants) {
    const groups = variants.map(fromSchema);
    const fields: Record<string, { required: boolean; shape: Shape }> = {};
    for (const group of groups) {
      if (group.kind !== 'group') throw new Error('a union of other than groups');
      for (const [name, field] of Object.entries(group.fields)) {
        const seen = fields[name];
        if (seen?.shape.kind === 'choice' && field.shape.kind === 'choice')
          seen.shape = choice([...seen.shape.values, ...field.shape.values]);
        else fields[name] = { ...field };
      }
    }
    for (const [name, field] of Object.entries(fields))
      field.required = groups.every(
        (group) => group.kind === 'group' && group.fields[name]?.required,
      );
    return { kind: 'group', fields };
  }
  if (node.const !== undefined) return choice([node.const]);
  if (node.enum) return choice(node.enum);
  if (node.type === 'object') {
    const required = (name: string) => node.required?.includes(name) ?? false;
    const fields = Object.entries(node.properties ?? {});
    return groupOf(fields.map(([name, child]) => [name, required(name), fromSchema(child)]));
  }
  if (node.type === 'array') return list(fromSchema(node.items ?? {}));
  if (node.type === 'string') return text;
  if (node.type === 'boolean') return { kind: 'yes-no' };
  if (node.type === 'number' || node.type === 'integer') return { kind: node.type };
  throw new Error(`no shape for ${JSON.stringify(node)}`);
}

/** A field of Decap's configuration. */
type DecapField = {
  name: string;
  widget?: string;
  required?: boolean;
  fields?: DecapField[];
  field?: DecapField;
  options?: (string | { value: string })[];
  multiple?: boolean;
  value_type?: 'int' | 'float';
  i18n?: boolean | 'duplicate';
  /** A regular expression (no flags) and what it asks for, shown when a value fails it. */
  pattern?: [string, string];
  /** A number's range, or a list's number of items. */
  min?: number;
  max?: number;
  /** What a datetime widget saves (dayjs tokens), and whether it asks for a time at all. */
  format?: string;
  time_format?: string | boolean;
};

function fromDecap(field: DecapField): Shape {
  switch (field.widget ?? 'string') {
    case 'object':
      return group(field.fields ?? []);
    case 'list':
      return list(field.fields ? group(field.fields) : field.field ? fromDecap(field.field) : text);
    case 'select': {
      const values = (field.options ?? []).map((option) =>
        typeof option === 'string' ? option : option.value,
      );
      return field.multiple ? list(choice(values)) : choice(values);
    }
    case 'relation':
      return field.multiple ? list(text) : text;
    case 'number':
      return { kind: field.value_type === 'int' ? 'integer' : 'number' };
    case 'boolean':
      return { kind: 'yes-no' };
    default:
      // string, text, markdown, datetime (with a format, it saves text), image, file, code
      return text;
  }
}

const group = (fields: readonly DecapField[]) =>
  groupOf(fields.map((field) => [field.name, field.required ?? true, fromDecap(field)]));

type Collection = {
  name: string;
  folder?: string;
  fields?: DecapField[];
  files?: { file: string; fields: DecapField[] }[];
};

const config = parse(readFileSync(join(process.cwd(), 'cms/admin/config.yml'), 'utf8')) as {
  collections: Collection[];
};

/** Each data file or folder, the schema that reads it. */
const schemaOf: Record<string, z.ZodType> = {
  'content/site.json': schemas.siteSchema,
  'content/faq.json': schemas.faqSchema,
  'content/cities': schemas.citySchema,
  'content/jobs': schemas.jobSchema,
  'content/offices': schemas.officeSchema,
  ...Object.fromEntries(
    Object.entries(schemas.pageSchemas).map(([page, schema]) => [
      `content/pages/${page}.json`,
      schema,
    ]),
  ),
};

/** Each file or folder the CMS edits, with its form's fields. */
const forms = config.collections.flatMap((collection) =>
  collection.folder
    ? [{ path: collection.folder, fields: collection.fields ?? [] }]
    : (collection.files ?? []).map((file) => ({ path: file.file, fields: file.fields })),
);

describe('the CMS form and the content schema', () => {
  it('cover the same files', () => {
    expect(forms.map((form) => form.path).sort()).toEqual(Object.keys(schemaOf).sort());
  });

  it.each(forms.map((form) => [form.path, form] as const))(
    '%s: the same fields, required flags and allowed values',
    (path, form) => {
      const schema = z.toJSONSchema(schemaOf[path]!, { unrepresentable: 'any' }) as JsonSchema;
      // A translation's own fields are not the content's.
      const fields = form.fields.filter((field) => !OWN_FIELDS.includes(field.name));
      expect(group(fields)).toEqual(fromSchema(schema));
    },
  );

  it.each(forms.map((form) => [form.path, form] as const))(
    '%s: translated in the form exactly where the schema has words (the rest entered once)',
    (path, form) => {
      /** Each field whose form and schema disagree on translating it, by its path. */
      const mismatches = (fields: readonly DecapField[], schema: z.core.$ZodType, at: string) =>
        fields.flatMap((field): string[] => {
          const inSchema = fieldsOf(schema)[field.name];
          if (!inSchema)
            return OWN_FIELDS.includes(field.name) ? [] : [`${at}${field.name}: not in the schema`];
          const words = hasWords(inSchema);
          const here =
            (field.i18n === true) === words
              ? []
              : [
                  `${at}${field.name}: i18n ${String(field.i18n)}, but ${words ? 'words' : 'no words'}`,
                ];
          const inner = field.fields
            ? mismatches(field.fields, inSchema, `${at}${field.name}.`)
            : field.field && (field.field.i18n === true) !== words
              ? [
                  `${at}${field.name}[]: i18n ${String(field.field.i18n)}, but ${words ? 'words' : 'no words'}`,
                ]
              : [];
          return [...here, ...inner];
        });
      expect(mismatches(form.fields, schemaOf[path]!, '')).toEqual([]);
    },
  );

  it.each(forms.map((form) => [form.path, form] as const))(
    '%s: a translation can be ticked as reviewed where the file has words to translate, and keeps the English it was reviewed against',
    (path, form) => {
      const own = form.fields
        .filter((field) => OWN_FIELDS.includes(field.name))
        .map((field) => ({ ...field, hint: undefined, label: undefined }));
      expect(own).toEqual(
        hasWords(schemaOf[path]!)
          ? [
              { name: REVIEWED, widget: 'boolean', default: false, required: false, i18n: true },
              // Per language, and out of the form: the admin's save check writes it.
              { name: REVIEWED_AGAINST, widget: 'hidden', required: false, i18n: true },
            ]
          : [],
      );
      // Side by side, first in the form: the tick at the top of each translation.
      if (own.length)
        expect(form.fields.slice(0, 2).map((field) => field.name)).toEqual(OWN_FIELDS);
    },
  );
});

/*
 * Beyond the shape, each field's rules: the form must accept and refuse what the schema does,
 * so an editor meets a mistake as they type it rather than when the build refuses the file.
 * A regular expression of the schema is compared as written (the form's `pattern` must be
 * it); a rule the schema states otherwise (a format such as an e-mail address, or a function)
 * is compared on probes: values from the content and the made-up ones below, which both
 * sides must accept or refuse alike.
 */

/** The schema of a value under the wrappers that only make it optional. */
function inner(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as z.core.$ZodTypeDef & {
    innerType?: z.core.$ZodType;
    out?: z.core.$ZodType;
  };
  if (['optional', 'nullable', 'default', 'readonly'].includes(def.type))
    return inner(def.innerType!);
  // `optional()` in schema.ts is z.preprocess: a pipe from a transform into the schema.
  if (def.type === 'pipe') return inner(def.out!);
  return schema;
}

/** What a zod check says of itself (the few kinds the content uses). */
type Check = {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
};
const checksOf = (schema: z.core.$ZodType): Check[] =>
  ((schema._zod.def as { checks?: z.core.$ZodCheck[] }).checks ?? []).map(
    (check) => check._zod.def as Check,
  );

/** A field of the form beside its schema, named by its path in the file (`sources[].url`). */
type Pair = { path: string; field: DecapField; schema: z.core.$ZodType };

function pairs(fields: readonly DecapField[], schema: z.core.$ZodType, at = ''): Pair[] {
  return fields.flatMap((field) => {
    const own = fieldsOf(schema)[field.name];
    // A field the schema lacks (and `reviewed`, a translation's own) is the shape test's.
    if (!own) return [];
    const path = `${at}${field.name}`;
    const here: Pair = { path, field, schema: own };
    if (field.fields)
      return [
        here,
        ...pairs(field.fields, own, field.widget === 'list' ? `${path}[].` : `${path}.`),
      ];
    if (field.field) {
      const element = (inner(own)._zod.def as { element?: z.core.$ZodType }).element;
      return element ? [here, { path: `${path}[]`, field: field.field, schema: element }] : [here];
    }
    return [here];
  });
}

/**
 * Made-up values every text field with a rule the form cannot copy as written is tried on,
 * beside the content's own: the mistakes an editor makes (http, capitals, spaces, a half
 * address) and a right value for each kind of field, so the probes do not depend on what
 * the content holds today.
 */
const PROBES = [
  '',
  ' ',
  'x',
  'Careers',
  'Careers | Scoot',
  'Careers | Scoot ',
  'https://tfl.gov.uk/e-scooters',
  'http://tfl.gov.uk/e-scooters',
  'HTTPS://TFL.GOV.UK/E-SCOOTERS',
  'https:tfl.gov.uk/e-scooters',
  'tfl.gov.uk/e-scooters',
  'ftp://tfl.gov.uk/e-scooters',
  'https://',
  'https://tfl.gov.uk/e scooters',
  ' https://tfl.gov.uk/e-scooters',
  'https://tfl.gov.uk/e-scooters ',
  'https://exa[mple.gov',
  'jobs@scoot.example',
  'Jobs@Scoot.Example',
  'jobs@scoot',
  'jobs @scoot.example',
  'jobs..x@scoot.example',
  '@scoot.example',
  'jobs@scoot.example.',
  'GBP',
  'gbp',
  'GB',
  'GBPS',
  'ABC',
  'Europe/London',
  'America/Argentina/Buenos_Aires',
  'europe/london',
  'UTC',
  'Etc/GMT+1',
  '+01:00',
  'GMT+1 London',
  'Europe/ London',
  'Mars/Olympus',
];

/** What the form does with a text: empty is the `required` setting's, the rest the pattern's. */
const formAllows = (field: DecapField, value: string) =>
  value === ''
    ? field.required === false
    : !field.pattern || new RegExp(field.pattern[0]).test(value);

/** A regular expression of the schema as a reader writes it. */
const shown = (pattern: string | RegExp) => `/${new RegExp(pattern).source}/`;

function textRules({ path, field, schema }: Pair, examples: string[]): string[] {
  const node = inner(schema);
  const format = (node._zod.def as { format?: string }).format;
  const checks = checksOf(node);
  if (format === 'date')
    // Decap's date picker saves the day through dayjs in the field's `format`.
    return field.widget === 'datetime' &&
      field.format === 'YYYY-MM-DD' &&
      field.time_format === false
      ? []
      : [
          `${path}: the schema takes a day written YYYY-MM-DD, which the form saves only as a date picker (widget: datetime, format: YYYY-MM-DD, time_format: false)`,
        ];
  if (field.widget === 'datetime') return [`${path}: the form saves a date, the schema takes text`];
  const patterns = checks.flatMap((check) =>
    check.check === 'string_format' && check.format === 'regex' ? [check.pattern!] : [],
  );
  const ruled = format !== undefined || checks.some((check) => check.check === 'custom');
  if (!ruled && patterns.length <= 1) {
    const [pattern] = patterns;
    if (!pattern)
      return field.pattern
        ? [`${path}: the form asks for ${shown(field.pattern[0])}, the schema for no pattern`]
        : [];
    if (!field.pattern)
      return [`${path}: the schema asks for ${shown(pattern)}, the form for none`];
    return pattern.flags === '' && new RegExp(field.pattern[0]).source === pattern.source
      ? []
      : [`${path}: the form asks for ${shown(field.pattern[0])}, the schema for ${shown(pattern)}`];
  }
  return [...new Set([...examples, ...PROBES])].flatMap((value) => {
    const bySchema = z.safeParse(schema, value).success;
    return formAllows(field, value) === bySchema
      ? []
      : [
          `${path}: the form ${bySchema ? 'refuses' : 'allows'} ${JSON.stringify(value)}, which the schema ${bySchema ? 'allows' : 'refuses'}`,
        ];
  });
}

/** A range in words: "whole numbers from 1", "numbers from -90 to 90". */
function range(kind: string, min?: number | string, max?: number | string) {
  if (min !== undefined && max !== undefined) return `${kind} from ${min} to ${max}`;
  if (min !== undefined) return `${kind} from ${min}`;
  if (max !== undefined) return `${kind} up to ${max}`;
  return `any ${kind}`;
}

function numberRules({ path, field, schema }: Pair): string[] {
  const checks = checksOf(inner(schema));
  const whole = checks.some(
    (check) => check.check === 'number_format' && /int/.test(check.format!),
  );
  const bound = (kind: string, step: number) => {
    const check = checks.find((check) => check.check === kind);
    if (!check) return undefined;
    if (check.inclusive) return check.value;
    // A whole number above 0 is one from 1; Decap's `min` and `max` include the bound itself.
    return whole ? check.value! + step : `${check.value} (not included)`;
  };
  const inSchema = range(
    whole ? 'whole numbers' : 'numbers',
    bound('greater_than', 1),
    bound('less_than', -1),
  );
  const inForm =
    field.value_type === undefined
      ? 'text (a number widget without value_type saves a string)'
      : range(field.value_type === 'int' ? 'whole numbers' : 'numbers', field.min, field.max);
  return inForm === inSchema ? [] : [`${path}: the form takes ${inForm}, the schema ${inSchema}`];
}

function listRules({ path, field, schema }: Pair): string[] {
  const checks = checksOf(inner(schema));
  const length = (kind: string, key: 'minimum' | 'maximum') =>
    checks.find((check) => check.check === kind)?.[key];
  const items = (min = 0, max = Infinity) =>
    max === Infinity
      ? min === 0
        ? 'any number of items'
        : `at least ${min} item(s)`
      : `${min} to ${max} items`;
  const inSchema = items(length('min_length', 'minimum'), length('max_length', 'maximum'));
  const inForm = items(field.min, field.max);
  return inForm === inSchema ? [] : [`${path}: the form takes ${inForm}, the schema ${inSchema}`];
}

/** The content's values at a path (`sources[].url`), in every language of the file. */
function valuesAt(node: unknown, steps: readonly string[]): unknown[] {
  const [step, ...rest] = steps;
  if (step === undefined) return [node];
  const list = step.endsWith('[]');
  const value =
    typeof node === 'object' && node !== null
      ? (node as Record<string, unknown>)[list ? step.slice(0, -2) : step]
      : undefined;
  if (list) return Array.isArray(value) ? value.flatMap((item) => valuesAt(item, rest)) : [];
  return value === undefined ? [] : valuesAt(value, rest);
}

const filesAt = (path: string) =>
  path.endsWith('.json')
    ? [path]
    : readdirSync(join(process.cwd(), path))
        .filter((name) => name.endsWith('.json'))
        .map((name) => `${path}/${name}`);

function examplesAt(contentPath: string, fieldPath: string): string[] {
  const languages = filesAt(contentPath).flatMap((file) =>
    Object.values(JSON.parse(readFileSync(join(process.cwd(), file), 'utf8')) as object),
  );
  return languages
    .flatMap((language) => valuesAt(language, fieldPath.split('.')))
    .filter((value): value is string => typeof value === 'string');
}

/** Every difference between a form's field rules and the schema's, as sentences. */
function ruleDifferences(contentPath: string, fields: readonly DecapField[]): string[] {
  return pairs(fields, schemaOf[contentPath]!)
    .flatMap((pair) => {
      switch (inner(pair.schema)._zod.def.type) {
        case 'string':
          return textRules(pair, examplesAt(contentPath, pair.path));
        case 'number':
          return numberRules(pair);
        case 'array':
          return listRules(pair);
        default:
          return pair.field.pattern
            ? [`${pair.path}: the form asks for a pattern, the schema for a choice`]
            : [];
      }
    })
    .map((difference) => `${contentPath}: ${difference}`);
}

/**
 * Where the form cannot refuse what the schema does: the values it lets through, and why. The
 * admin's preSave handler runs the schema itself on every save, so an editor still meets these
 * before the build does.
 */
const BEYOND_A_PATTERN = [
  {
    at: 'content/jobs: salary.currency',
    allows: ['ABC', 'UTC'],
    reason: 'which three capital letters are a currency is the runtime’s list (Intl), not a shape',
  },
  {
    at: 'content/offices: timeZone',
    allows: ['Mars/Olympus'],
    reason: 'which names are time zones is the runtime’s list (Intl), not a shape',
  },
  {
    at: 'content/cities: sources[].url',
    allows: ['https://exa[mple.gov'],
    reason:
      'whether an address parses is the URL parser’s: the pattern checks https:// and no spaces',
  },
];

/** The schema's rules between fields: on a group (refine), or a union (a rule's status). */
function rulesAcrossFields(schema: z.core.$ZodType, at: string): string[] {
  const node = inner(schema);
  const def = node._zod.def as z.core.$ZodTypeDef & {
    shape?: Record<string, z.core.$ZodType>;
    element?: z.core.$ZodType;
    options?: z.core.$ZodType[];
  };
  const child = (name: string) => (at.includes(': ') ? `${at}.${name}` : `${at}: ${name}`);
  switch (def.type) {
    case 'object':
      return [
        ...(checksOf(node).some((check) => check.check === 'custom') ? [at] : []),
        ...Object.entries(def.shape!).flatMap(([name, field]) =>
          rulesAcrossFields(field, child(name)),
        ),
      ];
    case 'array':
      return rulesAcrossFields(def.element!, `${at}[]`);
    case 'union':
      return [at, ...def.options!.flatMap((option) => rulesAcrossFields(option, at))];
    default:
      return [];
  }
}

/**
 * The schema's rules that span fields, which Decap cannot set on one field (no field setting
 * reads another field); the preSave handler checks them from the same schema. One line each.
 */
const ACROSS_FIELDS: Record<string, string> = {
  'content/faq.json':
    'ids differ across groups and questions; the open question is one of its group',
  'content/cities':
    'source ids differ; rules name this city’s sources; the accompanied age is not below the minimum; a live check has a note; a helmet age when compulsory under an age',
  'content/cities: rules.licence': 'the licence and its sources are needed only when confirmed',
  'content/cities: rules.minimumAge': 'the age and its sources are needed only when confirmed',
  'content/cities: rules.helmet': 'the law and its sources are needed only when confirmed',
  'content/cities: rules.speedLimit': 'the limit, unit and sources are needed only when confirmed',
  'content/cities: rules.where': 'the three places and sources are needed only when confirmed',
  'content/cities: rules.forbidden':
    'the acts are needed unless unconfirmed, sources only for the law',
  'content/cities: rules.local[]': 'sources are needed for the law’s local rules, not Scoot’s own',
  'content/cities: rules.parking':
    'the parking rule and its sources are needed only when confirmed',
  'content/jobs': 'the closing date (validThrough) is not before the posting date (datePosted)',
  'content/jobs: salary': 'the lowest pay (min) is not above the highest (max)',
  ...Object.fromEntries(
    Object.keys(schemas.pageSchemas).map((page) => [
      `content/pages/${page}.json`,
      'ids differ across the page; {placeholders} are only those the page fills',
    ]),
  ),
};

describe('the CMS form’s field rules and the content schema’s', () => {
  it.each(forms.map((form) => [form.path, form] as const))(
    '%s: the same patterns, date formats, number ranges and list lengths',
    (path, form) => {
      const known = BEYOND_A_PATTERN.filter(({ at }) => at.startsWith(`${path}: `)).flatMap(
        ({ at, allows }) =>
          allows.map((value) => `${at}: the form allows "${value}", which the schema refuses`),
      );
      expect(ruleDifferences(path, form.fields).sort()).toEqual(known.sort());
    },
  );

  it('leaves to the admin’s save check only the rules that span fields, each listed with its reason', () => {
    const found = Object.keys(schemaOf).flatMap((path) => rulesAcrossFields(schemaOf[path]!, path));
    expect([...new Set(found)].sort()).toEqual(Object.keys(ACROSS_FIELDS).sort());
  });
});
