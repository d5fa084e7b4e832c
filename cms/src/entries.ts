import type { z } from 'zod';

import { fileSchemas, folderSchemas, pageSchemas } from '@/content/schema';
import { DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES } from '@/content/languages';

/*
 * An entry of the admin as the build reads its file: the schema content/ reads it with, its
 * path from the project root, and its languages as the file holds them ({ en, ja, id }).
 */

/** Decap's entry, an Immutable map of the file's fields (`data`) and translations (`i18n`). */
export type DecapEntry = {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  setIn(path: readonly string[], value: unknown): DecapEntry;
};

/** The folder collections (one file a city, an opening, an office), named as their folders. */
const FOLDERS: Record<string, z.ZodType> = folderSchemas;

/** The file collections' files, by the file's name in the config (config.ts). */
const FILES: Record<string, string> = {
  claims: 'content/site.json',
  faq: 'content/faq.json',
  ...Object.fromEntries(
    Object.keys(pageSchemas).map((page) => [page, `content/pages/${page}.json`]),
  ),
};

/** The schema and file of an entry, or undefined for one the build does not read. */
export function sourceOf(entry: DecapEntry): { schema: z.ZodType; file: string } | undefined {
  const collection = entry.get('collection') as string;
  const slug = entry.get('slug') as string | undefined;
  const schema = FOLDERS[collection];
  if (schema) {
    // A new entry has no file yet: Decap names it from the form after this check.
    const file =
      (entry.get('path') as string | undefined) ||
      `content/${collection}/${slug || '(the new file)'}`;
    return { schema, file };
  }
  const file = slug && Object.hasOwn(FILES, slug) ? FILES[slug] : undefined;
  return file ? { schema: fileSchemas[file]!, file } : undefined;
}

const plain = (value: unknown) =>
  value && typeof (value as { toJS?: unknown }).toJS === 'function'
    ? (value as { toJS: () => unknown }).toJS()
    : value;

/**
 * The file's languages as Decap will write them (single_file): the English fields, and each
 * translation the entry has (a language no one has begun is left out).
 */
export function languagesOf(entry: DecapEntry): Record<string, unknown> {
  const languages: Record<string, unknown> = { [DEFAULT_LANGUAGE]: plain(entry.get('data')) };
  for (const lang of TRANSLATED_LANGUAGES) {
    const data = plain(entry.getIn(['i18n', lang, 'data']));
    if (data !== undefined && data !== null) languages[lang] = data;
  }
  return languages;
}
