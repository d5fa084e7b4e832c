import type { CmsCollection, CmsConfig } from 'decap-cms-core';
import type { z } from 'zod';

import {
  citySchema,
  faqSchema,
  fieldMeta,
  jobSchema,
  officeSchema,
  pageSchemas,
  siteSchema,
  type FieldMeta,
} from '@/content/schema';
import { hasWords, REVIEWED, REVIEWED_AGAINST } from '@/content/translations';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/content/languages';
import { SITE_URL } from '@/lib/siteUrl';

/*
 * The admin's configuration, made from the content schema: each collection's form is its
 * schema's fields, with the labels, hints and choices the schema gives them (`labelled` in
 * content/schema.ts), its rules as the form can check them (a pattern, a range, a length),
 * and translated exactly where the schema says words. What the schema cannot say (which
 * collections there are, where their files live, the backend) is written here.
 */

/** A field's widget and the settings of its kind. */
type Widget = {
  widget: string;
  fields?: DecapField[];
  field?: DecapField;
  [setting: string]: unknown;
};

/** A field of Decap's form, as its configuration names it. */
export type DecapField = Widget & {
  label: string;
  name: string;
  required?: false;
  hint?: string;
  i18n?: true | 'duplicate';
};

type Def = z.core.$ZodTypeDef & {
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  discriminator?: string;
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: z.core.$ZodCheck[];
  format?: string;
  pattern?: RegExp;
  error?: (issue: never) => unknown;
};
type CheckDef = {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  error?: (issue: never) => unknown;
};

const defOf = (schema: z.core.$ZodType) => schema._zod.def as Def;
const checksOf = (schema: z.core.$ZodType) =>
  (defOf(schema).checks ?? []).map((check) => check._zod.def as CheckDef);

/** The schema under the wrappers that only let a field be left out, and whether one does. */
function unwrap(schema: z.core.$ZodType): { node: z.core.$ZodType; required: boolean } {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
      return { node: unwrap(def.innerType!).node, required: false };
    case 'readonly':
      return unwrap(def.innerType!);
    case 'pipe':
      // z.preprocess (`optional` in the schema): a transform into the schema that checks.
      if (defOf(def.in!).type === 'transform') return unwrap(def.out!);
      break;
  }
  return { node: schema, required: true };
}

/** The admin's words for a field: its own, or those of the schema it wraps. */
function metaOf(schema: z.core.$ZodType): FieldMeta | undefined {
  const own = fieldMeta.get(schema);
  if (own) return own;
  const def = defOf(schema);
  const inner = def.type === 'pipe' ? def.out : def.innerType;
  return inner ? metaOf(inner) : undefined;
}

/** What a check says when a value fails it: the editor's words the schema gives. */
const messageOf = (check: { error?: (issue: never) => unknown }) => {
  const said = check.error?.(undefined as never);
  return typeof said === 'string' ? said : (said as { message?: string } | undefined)?.message;
};

/** The regular expression a text must match, as Decap's `pattern`: the schema's own. */
function patternOf(node: z.core.$ZodType, at: string): { pattern?: [string, string] } {
  const def = defOf(node);
  const found = [
    ...(def.pattern ? [{ pattern: def.pattern, message: messageOf(def) }] : []),
    ...checksOf(node).flatMap((check) =>
      check.check === 'string_format' && check.pattern
        ? [{ pattern: check.pattern, message: messageOf(check) }]
        : [],
    ),
  ];
  if (found.length > 1) throw new Error(`${at}: more than one pattern, which Decap cannot ask for`);
  const [only] = found;
  if (!only) return {};
  if (only.pattern.flags) throw new Error(`${at}: a pattern with flags, which Decap cannot take`);
  return { pattern: [only.pattern.source, only.message ?? `must match ${only.pattern}`] };
}

/** A day, saved as the schema reads it (YYYY-MM-DD), picked from a calendar. */
const DAY = {
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'D MMMM YYYY',
  time_format: false,
  picker_utc: true,
};

/** The choices of a select, each value with the words the schema gives it. */
function optionsOf(values: readonly unknown[], meta: FieldMeta, at: string) {
  return values.map((value) => {
    if (typeof value !== 'string') throw new Error(`${at}: a choice that is not text`);
    const label = meta.choices ? meta.choices[value] : value;
    if (label === undefined) throw new Error(`${at}: no words for the choice "${value}"`);
    return { label, value };
  });
}

/** The settings of a number: whole or not, and its range as Decap's inclusive min and max. */
function numberOf(node: z.core.$ZodType, at: string) {
  const checks = checksOf(node);
  const whole = checks.some((check) => check.check === 'number_format');
  const bound = (kind: string, step: number) => {
    const check = checks.find((check) => check.check === kind);
    if (!check) return undefined;
    if (check.inclusive) return check.value;
    if (whole) return check.value! + step;
    throw new Error(`${at}: a bound that excludes itself, which Decap's min and max cannot say`);
  };
  const min = bound('greater_than', 1);
  const max = bound('less_than', -1);
  return {
    widget: 'number',
    value_type: whole ? 'int' : 'float',
    ...(min !== undefined && { min }),
    ...(max !== undefined && { max }),
  };
}

/** A list's length, as Decap's min and max. */
function lengthOf(node: z.core.$ZodType) {
  const checks = checksOf(node);
  const min = checks.find((check) => check.check === 'min_length')?.minimum;
  const max = checks.find((check) => check.check === 'max_length')?.maximum;
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/**
 * The fields of a group. A union of groups (a city's rule: confirmed, Scoot's, or not
 * confirmed) is one form with every field of any of them, required where all require it;
 * its discriminator is a select of the variants.
 */
function fieldsOf(node: z.core.$ZodType, at: string): DecapField[] {
  const def = defOf(node);
  if (def.type === 'object')
    return Object.entries(def.shape!).map(([name, field]) => fieldOf(name, field, at, true));
  if (def.type !== 'union' || !def.discriminator)
    throw new Error(`${at}: a group of fields is an object or a discriminated union`);
  const variants = def.options!.map((option) => {
    const variant = unwrap(option).node;
    if (defOf(variant).type !== 'object') throw new Error(`${at}: a variant that is not a group`);
    return defOf(variant).shape!;
  });
  const names = [...new Set(variants.flatMap((shape) => Object.keys(shape)))];
  return names.map((name) => {
    const holders = variants.filter((shape) => name in shape);
    const field = fieldOf(name, holders[0]![name]!, at, true);
    if (name === def.discriminator) {
      const values = variants.flatMap((shape) => defOf(shape[name]!).values ?? []);
      return { ...field, options: optionsOf(values, metaOf(holders[0]![name]!)!, at) };
    }
    const everywhere =
      holders.length === variants.length && holders.every((shape) => unwrap(shape[name]!).required);
    return everywhere ? field : { ...field, required: false };
  });
}

/** What a field is: the widget for its kind of value, with the settings its rules need. */
function widgetOf(node: z.core.$ZodType, meta: FieldMeta, at: string): Widget {
  const def = defOf(node);
  switch (def.type) {
    case 'string':
      if (def.format === 'date') return DAY;
      return { widget: meta.widget ?? 'string', ...patternOf(node, at) };
    case 'number':
      return numberOf(node, at);
    case 'boolean':
      return { widget: 'boolean' };
    case 'enum':
      return { widget: 'select', options: optionsOf(Object.values(def.entries!), meta, at) };
    case 'literal':
      return { widget: 'select', options: optionsOf(def.values!, meta, at) };
    case 'object':
    case 'union':
      return { widget: 'object', fields: fieldsOf(node, at) };
    case 'array': {
      const element = unwrap(def.element!).node;
      const kind = defOf(element).type;
      if (kind === 'enum')
        return {
          widget: 'select',
          multiple: true,
          options: optionsOf(Object.values(defOf(element).entries!), meta, at),
          ...lengthOf(node),
        };
      if (kind === 'object' || kind === 'union')
        return { widget: 'list', fields: fieldsOf(element, `${at}[]`), ...lengthOf(node) };
      const item = metaOf(def.element!);
      const name = item?.label.toLowerCase() ?? 'item';
      const { i18n, ...field } = fieldOf(name, def.element!, `${at}[]`, true);
      return {
        widget: 'list',
        field: i18n === true ? { ...field, i18n } : field,
        ...lengthOf(node),
      };
    }
    default:
      throw new Error(`${at}: no form widget for a zod ${def.type}`);
  }
}

/**
 * A field of the form from its schema. Words are translated (`i18n: true`); every other
 * field is entered once, in English: at the top of a file it is left out of translations,
 * and inside a translated group or list copied into each (`duplicate`), as Decap needs.
 */
export function fieldOf(
  name: string,
  schema: z.core.$ZodType,
  parent = '',
  nested = false,
): DecapField {
  const at = parent ? `${parent}.${name}` : name;
  const meta = metaOf(schema);
  if (!meta) throw new Error(`${at}: no label (labelled in content/schema.ts)`);
  const { node, required } = unwrap(schema);
  const widget = widgetOf(node, meta, at);
  // Decap copies no list widget (its config allows only true or false there): a list of ids
  // inside a translated group stays in the English alone, as at the top of a file.
  const copied = nested && widget.widget !== 'list';
  const i18n = hasWords(schema) ? true : copied ? 'duplicate' : undefined;
  return {
    label: meta.label,
    name,
    ...widget,
    ...meta.form,
    ...(!required && { required: false as const }),
    ...(meta.hint && { hint: meta.hint }),
    ...(i18n && { i18n }),
  };
}

/**
 * A translation's own fields, first in each file's form: whether a native speaker has read
 * it, and, hidden, the English they read it against, which the admin's save check keeps
 * (cms/src/preSave.ts): a saved change to that English unticks the translation.
 */
const REVIEW_FIELDS: DecapField[] = [
  {
    label: 'Translation reviewed',
    name: REVIEWED,
    widget: 'boolean',
    default: false,
    required: false,
    i18n: true,
    hint: 'Tick this once a native speaker has read this translation. Saving a change to the English unticks it again, and the review page lists the fields whose English changed. New translations start unticked.',
  },
  {
    label: 'English reviewed against',
    name: REVIEWED_AGAINST,
    widget: 'hidden',
    required: false,
    i18n: true,
  },
];

/** The form of a file the schema reads. */
export function formOf(schema: z.core.$ZodType): DecapField[] {
  const { node } = unwrap(schema);
  if (defOf(node).type !== 'object') throw new Error('a file is a group of fields');
  return [
    ...(hasWords(schema) ? REVIEW_FIELDS : []),
    ...Object.entries(defOf(node).shape!).map(([name, field]) => fieldOf(name, field)),
  ];
}

const PAGE_LABELS: Record<keyof typeof pageSchemas, string> = {
  home: 'Home',
  about: 'About',
  careers: 'Careers',
  locations: 'Locations',
};

/** A data folder: one file an entry, in JSON as the site reads it. */
const folder = (name: string, schema: z.core.$ZodType) => ({
  name,
  folder: `content/${name}`,
  extension: 'json',
  format: 'json',
  create: true,
  fields: formOf(schema),
  i18n: true,
});

/** The collections, in the order the admin lists them. */
export function collections() {
  return [
    {
      name: 'site',
      label: 'Site',
      description: 'Facts about Scoot that several pages state.',
      editor: { preview: false },
      files: [
        {
          name: 'claims',
          label: 'Site facts',
          file: 'content/site.json',
          fields: formOf(siteSchema),
          i18n: true,
        },
      ],
      i18n: true,
    },
    {
      name: 'faq',
      label: 'FAQ',
      description: 'The questions and answers on the About page.',
      files: [
        {
          name: 'faq',
          label: 'Questions and answers',
          file: 'content/faq.json',
          fields: formOf(faqSchema),
          i18n: true,
        },
      ],
      i18n: true,
    },
    {
      name: 'pages',
      label: 'Pages',
      description: 'The words of the Home, About, Careers and Locations pages.',
      // A file collection's preview template is named after its file (cms/src/admin.tsx).
      files: Object.entries(pageSchemas).map(([page, schema]) => ({
        name: page,
        label: PAGE_LABELS[page as keyof typeof pageSchemas],
        file: `content/pages/${page}.json`,
        fields: formOf(schema),
        i18n: true,
      })),
      i18n: true,
    },
    {
      ...folder('cities', citySchema),
      label: 'Cities',
      label_singular: 'City',
      description:
        'Each city Scoot runs in, with its local riding rules. Each has a page at /locations/<name>.',
      delete: true,
      slug: '{{name}}',
      identifier_field: 'name',
      summary: '{{name}}, {{country}}',
      sortable_fields: ['name', 'country'],
      preview_path: 'locations/{{slug}}',
    },
    {
      ...folder('jobs', jobSchema),
      label: 'Openings',
      label_singular: 'Opening',
      description: 'The jobs on the Careers page. Each has a page at /careers/<title>-<city>.',
      delete: true,
      slug: '{{title}}-{{fields.cityId}}',
      identifier_field: 'title',
      summary: '{{title}} ({{cityId}})',
      sortable_fields: ['title', 'datePosted', 'validThrough'],
      preview_path: 'careers/{{slug}}',
    },
    {
      ...folder('offices', officeSchema),
      label: 'Offices',
      label_singular: 'Office',
      description:
        "Where Scoot's people work. Openings name one; its address goes to search engines.",
      delete: false,
      slug: '{{name}}',
      identifier_field: 'name',
      summary: '{{name}}',
      editor: { preview: false },
    },
  ];
}

/** Where the admin runs, which its backend settings depend on. */
export type AdminHost = {
  /** The admin's own origin: the hosted admin's Worker serves the GitHub login there. */
  origin: string;
  /**
   * Only the local admin's (`npm run cms`, cms/server.mjs): the site's dev server beside it,
   * which "View Live" opens instead of the live site; its local backend is on its origin.
   */
  localSite?: string;
};

/**
 * Decap's whole configuration for the admin at `host`. The hosted admin logs in with GitHub
 * and proposes every change as a pull request on main (editorial workflow). GitHub rather
 * than git-gateway: git-gateway needs Netlify Identity, and the site is hosted on
 * Cloudflare, not Netlify.
 */
export function adminConfig(host: AdminHost): CmsConfig {
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: 'scoot/scoot-site',
      branch: 'main',
      // Decap opens `${base_url}/${auth_endpoint}` in a popup and takes the token only from
      // that origin: the admin's own, where its Worker answers /auth and /callback
      // (docs/admin-hosting.md).
      base_url: host.origin,
      auth_endpoint: 'auth',
      // Write access to the repository's branches and pull requests; the Worker accepts only
      // `repo` and `public_repo`.
      auth_scope: 'repo',
      squash_merges: true,
      commit_messages: {
        create: 'Content: add {{collection}} "{{slug}}"',
        update: 'Content: edit {{collection}} "{{slug}}"',
        delete: 'Content: remove {{collection}} "{{slug}}"',
        uploadMedia: 'Content: add image "{{path}}"',
        deleteMedia: 'Content: remove image "{{path}}"',
      },
    },
    publish_mode: 'editorial_workflow',
    // Decap uses it only when the admin itself is opened on localhost or 127.0.0.1, and then
    // writes straight to the files of the checkout (no editorial workflow there).
    ...(host.localSite !== undefined && { local_backend: { url: `${host.origin}/api/v1` } }),
    media_folder: 'public/images',
    public_folder: '/images',
    site_url: host.localSite ?? SITE_URL,
    display_url: host.localSite ?? SITE_URL,
    locale: 'en',
    show_preview_links: true,
    // Every file holds the three languages side by side (content/translations.ts).
    i18n: {
      structure: 'single_file',
      locales: [...LANGUAGES],
      default_locale: DEFAULT_LANGUAGE,
    },
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // Decap's types name each widget's settings apart; these fields are made for any widget.
    collections: collections() as unknown as CmsCollection[],
  };
}
