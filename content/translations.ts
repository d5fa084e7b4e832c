import type { z } from 'zod';

import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES_IN_ENGLISH,
  LANGUAGES,
  TRANSLATED_LANGUAGES,
  type Lang,
} from '@/content/languages';

import { ContentError, parseContent, type ContentProblem } from './parse';
import { isTranslated } from './schema';

/*
 * Translations, beside the English in the same file (Decap's `single_file` structure):
 *
 *   { "en": { ...every field... }, "ja": { "reviewed": false, ...the words... }, "id": { ... } }
 *
 * Besides its words, a translation says whether a native speaker has reviewed it (`reviewed`)
 * and, once they have, the English it was reviewed against (`reviewedAgainst`: each field's
 * English text by its path, `wordsOf`), so that a change to the English shows
 * (content/review.ts). The admin keeps both (cms/src/preSave.ts); the build checks their shape.
 *
 * A translation holds the fields the schema marks as words (`translated` in schema.ts) and
 * nothing else: ids, dates, numbers, coordinates and addresses of pages are entered once, in
 * English, and every language's page takes them from there. Lists are translated item for
 * item: the same number of items, and where items have ids, the same ids in the same order
 * (the CMS saves a translated list whole, so its items may repeat the English values that
 * are not words; they must then be the same). A translation that leaves a word out is not
 * finished: the entries of content/<folder>/ are then published in English in that language,
 * with a note saying so (`readPublished`); any other mistake stops the build, with the file,
 * the language and the field.
 */

/** What a translation says of itself besides its words: whether it was reviewed, and against what. */
export const REVIEWED = 'reviewed';
export const REVIEWED_AGAINST = 'reviewedAgainst';
const OWN_KEYS: readonly string[] = [REVIEWED, REVIEWED_AGAINST];

/**
 * A problem of a translation, and whether it only means the translation is not finished (a
 * word not yet there, a list the English has since grown or shrunk): such a translation is
 * published in English (`readPublished`). Any other problem is a mistake in the file.
 */
type WalkedProblem = { path: (string | number)[]; problem: string; unfinished?: true };
type Walked = { value: unknown; problems: WalkedProblem[] };

/** The schema under the wrappers that do not change a value's shape. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as z.core.$ZodTypeDef & {
    innerType?: z.core.$ZodType;
    in?: z.core.$ZodType;
    out?: z.core.$ZodType;
  };
  if (isTranslated(schema)) return schema;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return unwrap(def.innerType!);
    case 'pipe':
      // z.preprocess(fn, schema) is a pipe from a transform into the schema.
      return unwrap(def.out!);
    default:
      return schema;
  }
}

/**
 * The fields of a group, by name, through lists and optional wrappers; a union's options (a
 * city rule, confirmed or not) give all their fields. The CMS's form is checked against it.
 */
export function fieldsOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType> {
  const node = unwrap(schema);
  const def = node._zod.def as z.core.$ZodTypeDef & {
    shape?: Record<string, z.core.$ZodType>;
    element?: z.core.$ZodType;
    options?: z.core.$ZodType[];
  };
  if (def.type === 'object') return def.shape!;
  if (def.type === 'array') return fieldsOf(def.element!);
  if (def.type === 'union') return Object.assign({}, ...def.options!.map(fieldsOf));
  return {};
}

/** Whether any field under this schema is words (so a translation has something to say). */
export function hasWords(schema: z.core.$ZodType): boolean {
  const node = unwrap(schema);
  if (isTranslated(node)) return true;
  const def = node._zod.def as z.core.$ZodTypeDef & {
    shape?: Record<string, z.core.$ZodType>;
    element?: z.core.$ZodType;
    options?: z.core.$ZodType[];
  };
  if (def.type === 'object') return Object.values(def.shape!).some(hasWords);
  if (def.type === 'array') return hasWords(def.element!);
  if (def.type === 'union') return def.options!.some(hasWords);
  return false;
}

/**
 * Whether a translation has any word of its own yet (a field the schema marks as words,
 * filled in): one nobody has begun holds at most the values copied from the English.
 */
export function hasWordsIn(schema: z.core.$ZodType, value: unknown): boolean {
  const node = unwrap(schema);
  if (isTranslated(node)) return typeof value === 'string' && /\S/.test(value);
  if (value === null || typeof value !== 'object') return false;
  const def = node._zod.def as z.core.$ZodTypeDef & {
    shape?: Record<string, z.core.$ZodType>;
    element?: z.core.$ZodType;
    options?: z.core.$ZodType[];
  };
  if (def.type === 'array')
    return Array.isArray(value) && value.some((item) => hasWordsIn(def.element!, item));
  if (def.type === 'union') return def.options!.some((option) => hasWordsIn(option, value));
  if (def.type === 'object')
    return Object.entries(def.shape!).some(([key, field]) =>
      hasWordsIn(field, (value as Record<string, unknown>)[key]),
    );
  return false;
}

/**
 * Whether a value holds no words or data at all: the admin writes an empty group (`{}`, `[]`)
 * in a translation for a part the English leaves out, which says nothing to correct.
 */
const saysNothing = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value)
    ? value.every(saysNothing)
    : typeof value === 'object' && Object.values(value).every(saysNothing));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A union's option the English value takes (a rule's status decides its fields), if any. */
const optionOf = (options: readonly z.core.$ZodType[], english: unknown) =>
  options.find((option) => (option as z.ZodType).safeParse(english).success);

/**
 * The English value with the translation's words in it, walking the schema: words from the
 * translation, everything else from the English.
 */
function merge(
  schema: z.core.$ZodType,
  english: unknown,
  translation: unknown,
  path: (string | number)[],
): Walked {
  const node = unwrap(schema);
  const problems: Walked['problems'] = [];
  if (english === undefined || english === null) {
    if (!saysNothing(translation))
      problems.push({ path, problem: 'is not in the English: leave it out here, or add it there' });
    return { value: english, problems };
  }
  if (isTranslated(node)) {
    // An empty English value (a decorative picture's alt text) has nothing to translate.
    if (english === '') return { value: '', problems };
    if (typeof translation !== 'string' || !/\S/.test(translation)) {
      problems.push({ path, problem: 'is missing: translate it', unfinished: true });
      return { value: english, problems };
    }
    return { value: translation, problems };
  }
  if (!hasWords(node)) {
    if (translation !== undefined && !same(translation, english))
      problems.push({
        path,
        problem: `is entered once, in the English (${JSON.stringify(english)}): leave it out here`,
      });
    return { value: english, problems };
  }
  const def = node._zod.def as z.core.$ZodTypeDef & {
    shape?: Record<string, z.core.$ZodType>;
    element?: z.core.$ZodType;
    options?: z.core.$ZodType[];
  };
  if (def.type === 'array' && Array.isArray(english)) {
    if (!Array.isArray(translation) || translation.length !== english.length) {
      problems.push({
        path,
        problem: `must list ${english.length} item${english.length === 1 ? '' : 's'}, as the English does, in the same order`,
        // A list the English has grown or shrunk since, or not begun; not a list is a mistake.
        ...(translation === undefined || Array.isArray(translation)
          ? { unfinished: true as const }
          : {}),
      });
      return { value: english, problems };
    }
    const items = english.map((item, index) => {
      const walked = merge(def.element!, item, translation[index], [...path, index]);
      problems.push(...walked.problems);
      return walked.value;
    });
    return { value: items, problems };
  }
  if (def.type === 'union') {
    const chosen = optionOf(def.options!, english);
    return chosen ? merge(chosen, english, translation, path) : { value: english, problems };
  }
  if (def.type === 'object' && typeof english === 'object') {
    const given = (
      typeof translation === 'object' && translation !== null ? translation : {}
    ) as Record<string, unknown>;
    const merged: Record<string, unknown> = { ...(english as Record<string, unknown>) };
    for (const [key, field] of Object.entries(def.shape!)) {
      const walked = merge(field, (english as Record<string, unknown>)[key], given[key], [
        ...path,
        key,
      ]);
      problems.push(...walked.problems);
      if (walked.value !== undefined) merged[key] = walked.value;
    }
    for (const key of Object.keys(given))
      if (!(key in def.shape!) && !(path.length === 0 && OWN_KEYS.includes(key)))
        problems.push({ path: [...path, key], problem: 'is not a field of this file' });
    return { value: merged, problems };
  }
  return { value: english, problems };
}

/** A field's path as an editor follows it: `ja.rules.local[0].title`. */
function fieldOf(path: readonly (string | number)[]): string {
  return path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`))
    .join('')
    .slice(1);
}

/**
 * The words of a file in one language (its English, as a rule), each by its field's path
 * (`rules.local[1].text`, `groups[0].items[2].title`): what a translation translates, and
 * what a review records (content/review.ts). An empty value (a decorative picture's alt
 * text) has nothing to translate and is left out.
 */
export function wordsOf(schema: z.core.$ZodType, value: unknown): Record<string, string> {
  const words: Record<string, string> = {};
  const walk = (field: z.core.$ZodType, text: unknown, path: (string | number)[]) => {
    const node = unwrap(field);
    if (text === undefined || text === null) return;
    if (isTranslated(node)) {
      if (typeof text === 'string' && text !== '') words[fieldOf(path)] = text;
      return;
    }
    if (!hasWords(node) || typeof text !== 'object') return;
    const def = node._zod.def as z.core.$ZodTypeDef & {
      shape?: Record<string, z.core.$ZodType>;
      element?: z.core.$ZodType;
      options?: z.core.$ZodType[];
    };
    if (def.type === 'array' && Array.isArray(text))
      text.forEach((item, index) => walk(def.element!, item, [...path, index]));
    else if (def.type === 'union') {
      const chosen = optionOf(def.options!, text);
      if (chosen) walk(chosen, text, path);
    } else if (def.type === 'object')
      for (const [key, child] of Object.entries(def.shape!))
        walk(child, (text as Record<string, unknown>)[key], [...path, key]);
  };
  walk(schema, value, []);
  return words;
}

/** Whether a value is a review's record: the English text of each field, by its path. */
export function isReviewRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

/** Runs a parse, naming the language in each problem's field (`ja.salary.note`). */
function inLanguage<T>(lang: Lang, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    throw new ContentError(
      error.problems.map((problem) => ({
        ...problem,
        field: problem.field === '(the whole file)' ? lang : `${lang}.${problem.field}`,
      })),
    );
  }
}

/** A file's content in every language: the English, and each translation merged into it. */
export type Localised<T> = Record<Lang, T>;

/** A problem of a translation; `unfinished` when it only means the words are not all there. */
type TranslationProblem = ContentProblem & { unfinished?: true };

/** One translation merged into the English and checked: its value, or its problems. */
function translationOf<Schema extends z.ZodType>(
  schema: Schema,
  languages: Record<string, unknown>,
  lang: Lang,
  file: string,
): { value?: z.output<Schema>; problems: TranslationProblem[] } {
  const name = LANGUAGE_NAMES_IN_ENGLISH[lang];
  const translation = languages[lang];
  if (typeof translation !== 'object' || translation === null)
    return {
      problems: [
        {
          file,
          field: lang,
          problem: `is missing: the ${name} translation of this file`,
          // Absent is not begun; a translation that is not a group of fields is a mistake.
          ...(translation === undefined || translation === null
            ? { unfinished: true as const }
            : {}),
        },
      ],
    };
  const problems: TranslationProblem[] = [];
  const { reviewed } = translation as { reviewed?: unknown };
  if (typeof reviewed !== 'boolean')
    problems.push({
      file,
      field: `${lang}.${REVIEWED}`,
      problem: `is missing: say whether a native speaker has reviewed the ${name} (true or false)`,
      // A translation the admin began has its tick once saved; one without is not finished.
      ...(reviewed === undefined ? { unfinished: true as const } : {}),
    });
  const record = (translation as Record<string, unknown>)[REVIEWED_AGAINST];
  if (record !== undefined && !isReviewRecord(record)) {
    const wrong =
      typeof record === 'object' && record !== null && !Array.isArray(record)
        ? Object.entries(record).find(([, text]) => typeof text !== 'string')
        : undefined;
    problems.push({
      file,
      field: `${lang}.${REVIEWED_AGAINST}`,
      problem: wrong
        ? `says ${JSON.stringify(wrong[1])} for "${wrong[0]}", where it holds the English text that field had when the ${name} was reviewed: leave this record to the admin`
        : `must be the English text each field had when the ${name} was reviewed, by field: leave this record to the admin`,
    });
  }
  const walked = merge(schema, languages[DEFAULT_LANGUAGE], translation, []);
  problems.push(
    ...walked.problems.map(({ path, problem, unfinished }) => ({
      file,
      field: fieldOf([lang, ...path]),
      problem: `${problem} (${name})`,
      ...(unfinished ? { unfinished } : {}),
    })),
  );
  if (walked.problems.length) return { problems };
  try {
    return { value: inLanguage(lang, () => parseContent(schema, walked.value, file)), problems };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { problems: [...problems, ...error.problems] };
  }
}

/** Only the file, the field and the problem: what an editor reads. */
const plain = ({ file, field, problem }: TranslationProblem): ContentProblem => ({
  file,
  field,
  problem,
});

/** The file's JSON as its languages, or none. */
const languagesOf = (data: unknown) =>
  (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;

/**
 * A language a file is published in English for, because its translation is not finished:
 * the file, the language and what is missing, for the build's warning and the review page.
 */
export type Fallback = { file: string; lang: Lang; problems: ContentProblem[] };

/** A file's content in every language, and the languages it falls back to English in. */
export type Published<T> = { content: Localised<T>; fallbacks: Fallback[] };

/**
 * A data file read in every language through its schema, as the site publishes it: the
 * English (`en`) as it is, and each translation merged into it and checked by the same
 * schema, so a page in any language keeps every rule. A translation that is missing or not
 * finished (a word not there yet, a list the English has grown since) is the English
 * instead, and listed in `fallbacks`: one unfinished translation never stops a deploy. A
 * mistake stops the build with every problem, its file and field: an English that breaks
 * the schema, a translation that changes what is entered once, a field the file has not.
 * @param data the file's JSON: `{ en, ja, id }`
 * @param file its path from the project root, for the messages
 */
export function readPublished<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  file: string,
): Published<z.output<Schema>> {
  const languages = languagesOf(data);
  const english = inLanguage(DEFAULT_LANGUAGE, () =>
    parseContent(schema, languages[DEFAULT_LANGUAGE], file),
  );
  const problems: ContentProblem[] = [];
  const fallbacks: Fallback[] = [];
  const content = { [DEFAULT_LANGUAGE]: english } as Localised<z.output<Schema>>;
  for (const lang of TRANSLATED_LANGUAGES) {
    const translated = translationOf(schema, languages, lang, file);
    if (translated.problems.every((problem) => problem.unfinished)) {
      content[lang] = translated.value ?? english;
      if (translated.problems.length)
        fallbacks.push({ file, lang, problems: translated.problems.map(plain) });
    } else problems.push(...translated.problems.map(plain));
  }
  for (const key of Object.keys(languages))
    if (key !== DEFAULT_LANGUAGE && !(TRANSLATED_LANGUAGES as readonly string[]).includes(key))
      problems.push({ file, field: key, problem: 'is not one of the site’s languages' });
  if (problems.length) throw new ContentError(problems);
  return { content, fallbacks };
}

/**
 * A data file read in every language through its schema, every translation finished: as
 * `readPublished`, but an unfinished translation is a problem too. The admin checks a begun
 * translation with it, and the files the site has no English fallback for are read by it.
 * @param data the file's JSON: `{ en, ja, id }`
 * @param file its path from the project root, for the messages
 */
export function readTranslated<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  file: string,
): Localised<z.output<Schema>> {
  const languages = languagesOf(data);
  const english = inLanguage(DEFAULT_LANGUAGE, () =>
    parseContent(schema, languages[DEFAULT_LANGUAGE], file),
  );
  const problems: ContentProblem[] = [];
  const result = { [DEFAULT_LANGUAGE]: english } as Localised<z.output<Schema>>;
  for (const lang of TRANSLATED_LANGUAGES) {
    const translated = translationOf(schema, languages, lang, file);
    problems.push(...translated.problems.map(plain));
    if (translated.value !== undefined) result[lang] = translated.value;
  }
  for (const key of Object.keys(languages))
    if (key !== DEFAULT_LANGUAGE && !(TRANSLATED_LANGUAGES as readonly string[]).includes(key))
      problems.push({ file, field: key, problem: 'is not one of the site’s languages' });
  if (problems.length) throw new ContentError(problems);
  return result;
}

/** A fallback as the build's log says it: the file, the language, what is missing. */
export function fallbackWarning({ file, lang, problems }: Fallback): string {
  const fields = problems.map(({ field }) => field).join(', ');
  return `${file}: the ${LANGUAGE_NAMES_IN_ENGLISH[lang]} translation is not finished (${fields}), so its ${lang} page shows the English with a note saying so; translate it and build again.`;
}

/**
 * One language of a data file, read as `readTranslated` reads it (the English, or a
 * translation merged into it), with only that language's problems: the admin's preview of
 * the page in that language.
 */
export function readTranslatedIn<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  file: string,
  lang: Lang,
): z.output<Schema> {
  const languages = languagesOf(data);
  const english = inLanguage(DEFAULT_LANGUAGE, () =>
    parseContent(schema, languages[DEFAULT_LANGUAGE], file),
  );
  if (lang === DEFAULT_LANGUAGE) return english;
  const translated = translationOf(schema, languages, lang, file);
  if (translated.problems.length) throw new ContentError(translated.problems.map(plain));
  return translated.value!;
}

/** A value for every language, made by `make`. */
export function eachLanguage<T>(make: (lang: Lang) => T): Localised<T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Localised<T>;
}
