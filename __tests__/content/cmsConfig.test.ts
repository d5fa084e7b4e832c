import { readFileSync } from 'node:fs';
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

/** The field in which a translation says a native speaker has read it. */
const REVIEWED = 'reviewed';

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
      // `reviewed` is a translation's own mark (content/translations.ts), not the content's.
      const fields = form.fields.filter((field) => field.name !== REVIEWED);
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
            return field.name === REVIEWED ? [] : [`${at}${field.name}: not in the schema`];
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
    '%s: a translation can be ticked as reviewed where the file has words to translate',
    (path, form) => {
      const reviewed = form.fields.find((field) => field.name === REVIEWED);
      expect(reviewed && { ...reviewed, hint: undefined, label: undefined }).toEqual(
        hasWords(schemaOf[path]!)
          ? { name: REVIEWED, widget: 'boolean', default: false, required: false, i18n: true }
          : undefined,
      );
    },
  );
});
