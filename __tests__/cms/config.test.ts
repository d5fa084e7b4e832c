import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';

import { adminConfig, fieldOf, formOf, type DecapField } from '@/cms/src/config';
import { fieldMeta, fileSchemas, folderSchemas } from '@/content/schema';
import { fieldsOf, hasWords } from '@/content/translations';

/*
 * The admin's form is made from the content schema (cms/src/config.ts): every field the
 * schema has gets a widget, translated exactly where the schema says words, required where
 * the schema requires it, with the schema's own rules and the labels it gives.
 */

type Collection = {
  name: string;
  folder?: string;
  fields?: DecapField[];
  files?: { name: string; file: string; fields: DecapField[] }[];
};
const config = adminConfig({ origin: 'https://admin.scoot.example' });
const collections = config.collections as unknown as Collection[];

/** Each file or folder the admin edits, with its form and the schema that reads it. */
const forms = collections.flatMap((collection) =>
  collection.folder
    ? [{ path: collection.folder, fields: collection.fields! }]
    : collection.files!.map((file) => ({ path: file.file, fields: file.fields })),
);
const schemaOf: Record<string, z.ZodType> = {
  ...fileSchemas,
  ...Object.fromEntries(
    Object.entries(folderSchemas).map(([folder, schema]) => [`content/${folder}`, schema]),
  ),
};

/** The schema under the wrappers that only let a field be left out, and whether one does. */
function unwrap(schema: z.core.$ZodType): { node: z.core.$ZodType; optional: boolean } {
  const def = schema._zod.def as z.core.$ZodTypeDef & {
    innerType?: z.core.$ZodType;
    out?: z.core.$ZodType;
  };
  if (def.type === 'optional') return { node: unwrap(def.innerType!).node, optional: true };
  if (def.type === 'pipe') return unwrap(def.out!);
  return { node: schema, optional: false };
}

/** Every field of a form beside its schema, by its path in the file (`rules.helmet.law`). */
type Pair = { path: string; field: DecapField; schema: z.core.$ZodType; nested: boolean };
function pairs(fields: readonly DecapField[], schema: z.core.$ZodType, at = ''): Pair[] {
  const shape = fieldsOf(schema);
  return fields.flatMap((field) => {
    const own = shape[field.name];
    if (!own) return [];
    const path = `${at}${field.name}`;
    const here = { path, field, schema: own, nested: at !== '' };
    if (field.fields) return [here, ...pairs(field.fields, own, `${path}.`)];
    return [here];
  });
}
const everyField = forms.flatMap(({ path, fields }) =>
  pairs(fields, schemaOf[path]!).map((pair) => ({ ...pair, file: path })),
);

/** The zod kinds of every field the schema has, through groups, lists and unions. */
function kinds(schema: z.core.$ZodType): string[] {
  const { node } = unwrap(schema);
  const def = node._zod.def as z.core.$ZodTypeDef & {
    shape?: Record<string, z.core.$ZodType>;
    element?: z.core.$ZodType;
    options?: z.core.$ZodType[];
  };
  if (def.type === 'object') return ['object', ...Object.values(def.shape!).flatMap(kinds)];
  if (def.type === 'array') return ['array', ...kinds(def.element!)];
  if (def.type === 'union') return ['union', ...def.options!.flatMap(kinds)];
  return [def.type];
}

describe('the admin’s form, made from the content schema', () => {
  it('edits every file and folder the schema reads, and nothing else', () => {
    expect(forms.map((form) => form.path).sort()).toEqual(Object.keys(schemaOf).sort());
  });

  it('has a form widget for every kind of field the schema uses', () => {
    const used = new Set(Object.values(schemaOf).flatMap(kinds));
    // What the content uses today; a new kind must get a widget in cms/src/config.ts first.
    expect([...used].sort()).toEqual(
      ['array', 'boolean', 'enum', 'literal', 'number', 'object', 'string', 'union'].sort(),
    );
    const widgets = new Set(everyField.map(({ field }) => field.widget));
    expect([...widgets].sort()).toEqual(
      ['boolean', 'datetime', 'image', 'list', 'number', 'object', 'relation', 'select']
        .concat(['string', 'text'])
        .sort(),
    );
  });

  it('refuses to guess: a kind with no widget, or a field with no label, stops the admin’s build', () => {
    const labelled = <Schema extends z.ZodType>(schema: Schema) =>
      fieldMeta.add(schema, { label: 'Field' }) && schema;
    expect(() => fieldOf('big', labelled(z.bigint()))).toThrow(
      'big: no form widget for a zod bigint',
    );
    expect(() => formOf(z.object({ unnamed: z.string() }))).toThrow('unnamed: no label');
    expect(() => fieldOf('mixed', labelled(z.union([z.string(), z.number()])))).toThrow(
      /discriminated union/,
    );
  });

  it('labels every field, and asks for the schema’s own pattern in the schema’s words', () => {
    for (const { path, field, schema } of everyField) {
      expect({ path, label: field.label }).toEqual({ path, label: expect.stringMatching(/\S/) });
      if (!field.pattern) continue;
      const [source, message] = field.pattern as [string, string];
      // The form takes every value the schema takes (an empty one is `required`'s to allow);
      // a rule beyond the pattern (the URL parser's, a time zone's) is the save check's.
      const pattern = new RegExp(source);
      for (const value of [' ', 'x', 'new-york', 'https://tfl.gov.uk/e-scooters', 'GB'])
        if (z.safeParse(schema as z.ZodType, value).success)
          expect({ path, value, form: pattern.test(value) }).toEqual({ path, value, form: true });
      expect(message).not.toBe('');
    }
  });

  it('translates exactly the words: the rest is entered once, and copied inside a translated group', () => {
    const wrong = everyField.flatMap(({ file, path, field, schema, nested }) => {
      // Decap copies no list widget into the translations: a list of ids stays in the English.
      const copied = nested && field.widget !== 'list';
      const expected = hasWords(schema) ? true : copied ? 'duplicate' : undefined;
      return field.i18n === expected ? [] : [`${file}: ${path}: ${String(field.i18n)}`];
    });
    expect(wrong).toEqual([]);
  });

  it('requires what the schema requires: optional fields, and fields only some variants have, may stay empty', () => {
    const city = forms.find((form) => form.path === 'content/cities')!;
    const licence = city.fields
      .find((field) => field.name === 'rules')!
      .fields!.find((field) => field.name === 'licence')!;
    expect(licence.fields!.map((field) => [field.name, field.required ?? true])).toEqual([
      ['status', true],
      ['required', false],
      ['overseasMonths', false],
      ['overseasEuEea', false],
      ['sources', false],
      ['detail', false],
    ]);
    for (const { path, field, schema } of everyField.filter(({ path }) => !/^rules\./.test(path)))
      expect({ path, required: field.required ?? true }).toEqual({
        path,
        required: !unwrap(schema).optional,
      });
  });

  it('gives each translation its review tick first, in every file with words', () => {
    for (const { path, fields } of forms) {
      expect(hasWords(schemaOf[path]!)).toBe(true);
      expect(fields.slice(0, 2)).toMatchObject([
        { name: 'reviewed', widget: 'boolean', default: false, required: false, i18n: true },
        { name: 'reviewedAgainst', widget: 'hidden', required: false, i18n: true },
      ]);
    }
  });

  it('says what the schema says of a field: a few of them', () => {
    const at = (file: string, path: string) =>
      everyField.find((pair) => pair.file === file && pair.path === path)!.field;
    expect(at('content/cities', 'latitude')).toMatchObject({
      label: 'Latitude',
      widget: 'number',
      value_type: 'float',
      min: -90,
      max: 90,
      step: 0.0001,
    });
    expect(at('content/site.json', 'citiesTargeted')).toMatchObject({
      label: 'Cities planned',
      value_type: 'int',
      min: 1,
    });
    expect(at('content/jobs', 'validThrough')).toMatchObject({
      label: 'Closes on',
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      time_format: false,
    });
    expect(at('content/jobs', 'officeId')).toMatchObject({
      widget: 'relation',
      collection: 'offices',
      pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', expect.stringMatching(/^must be lowercase words/)],
    });
    const [anchor, wrongAnchor] = at('content/faq.json', 'groups.id').pattern as string[];
    expect(new RegExp(anchor!).test('Our values')).toBe(false);
    expect(wrongAnchor).toBe('must be lowercase words joined by hyphens, e.g. "fleet-supervisor"');
    expect(at('content/jobs', 'duties').field).toEqual({
      label: 'Duty',
      name: 'duty',
      widget: 'text',
      pattern: ['\\S', 'is empty'],
      i18n: true,
    });
    expect(at('content/faq.json', 'groups')).toMatchObject({
      label: 'Groups',
      widget: 'list',
      min: 1,
      summary: '{{fields.title}}',
    });
    expect(at('content/cities', 'rules.local.status').options).toEqual([
      { label: 'The law: confirmed on an official page', value: 'confirmed' },
      { label: 'Scoot’s own rule (no source needed)', value: 'scoot' },
    ]);
    expect(at('content/cities', 'rules.where.areas')).toMatchObject({
      widget: 'select',
      multiple: true,
      required: false,
      i18n: 'duplicate',
    });
    expect(at('content/pages/home.json', 'metadata')).toMatchObject({
      label: 'Search and sharing',
      collapsed: true,
      i18n: true,
    });
  });
});

describe('the admin’s settings where it runs', () => {
  it('logs in on the origin it is opened on, and uses a local backend only when built beside the dev server', () => {
    expect(config.backend.base_url).toBe('https://admin.scoot.example');
    expect(config.local_backend).toBeUndefined();
    expect(config.load_config_file).toBe(false);
    const local = adminConfig({ origin: 'http://127.0.0.1:8090', localSite: 'http://x:3000' });
    expect(local.local_backend).toEqual({ url: 'http://127.0.0.1:8090/api/v1' });
    expect(local.display_url).toBe('http://x:3000');
  });
});
