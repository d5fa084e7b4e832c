import type { z } from 'zod';

import { DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES, type Lang } from '@/content/languages';

import { fileSchemas, folderSchemas } from './schema';
import {
  isReviewRecord,
  readPublished,
  REVIEWED,
  REVIEWED_AGAINST,
  wordsOf,
  type Fallback,
} from './translations';

/*
 * A review that stays true. When a native speaker has read a translation, it records the
 * English it was read against (`reviewedAgainst`: each field's English text, by its path);
 * when that English changes, the translation is unreviewed again, and the fields whose
 * English changed are known, with the old text and the new. The data files' translations
 * (`{ en, ja: { reviewed, reviewedAgainst, ...words }, id }`) and the messages'
 * (content/messages/reviewed.json: `{ ja: { reviewed, reviewedAgainst }, id }`, against the
 * keys of en.json) go through the same comparison, `compareReview`. The review page
 * (quality/review.mjs) lists the result; the admin keeps the record (cms/src/preSave.ts,
 * `settleReviews`) and marks a translation not reviewed (cms/src/previews.tsx).
 */

/** The English a translation was reviewed against: each field's text, by its path. */
export type ReviewRecord = Record<string, string>;

/** A field whose English changed since the review: `was` is absent for a field the English
 * gained since, `now` for one it lost. */
export type ChangedField = { field: string; was?: string; now?: string };

/**
 * A translation's review: `never` when nobody reviewed it against the English as it stands
 * and nothing changed since a review (not ticked, or ticked with no record); `current` when it
 * was reviewed against this English; `changed` when the English differs from the record, with
 * each field that differs (ticked or not: the admin unticks such a translation and keeps the
 * record, so that what changed can still be shown).
 */
export type Review = { state: 'never' | 'current' | 'changed'; changed: ChangedField[] };

/**
 * The record of a review made now: the English words of a data file (its `en`), each by its
 * field's path. The admin writes it when a translation is ticked as reviewed; the same for a
 * file by hand: `data.ja.reviewedAgainst = recordReview(schemaOfFile(file), data.en)`.
 */
export function recordReview(schema: z.core.$ZodType, english: unknown): ReviewRecord {
  return wordsOf(schema, english);
}

/**
 * The record of the messages' review made now: every message of en.json, by its key with
 * dots (`city.licence.none`).
 */
export function recordMessagesReview(english: unknown, prefix = ''): ReviewRecord {
  if (typeof english === 'string') return prefix ? { [prefix]: english } : {};
  if (typeof english !== 'object' || english === null || Array.isArray(english)) return {};
  return Object.assign(
    {},
    ...Object.entries(english).map(([key, value]) =>
      recordMessagesReview(value, prefix ? `${prefix}.${key}` : key),
    ),
  );
}

/**
 * The one comparison: what a translation says of its review (`reviewed`, `reviewedAgainst`)
 * against the English as it is now (a record of it: `recordReview`, `recordMessagesReview`).
 * Fields in the English's order, then those it lost.
 */
export function compareReview(translation: unknown, english: ReviewRecord): Review {
  const own = (
    typeof translation === 'object' && translation !== null ? translation : {}
  ) as Record<string, unknown>;
  const record = own[REVIEWED_AGAINST];
  if (!isReviewRecord(record)) return { state: 'never', changed: [] };
  const fields = [...new Set([...Object.keys(english), ...Object.keys(record)])];
  const changed = fields
    .filter((field) => record[field] !== english[field])
    .map((field): ChangedField => {
      const was = Object.hasOwn(record, field) ? record[field] : undefined;
      const now = Object.hasOwn(english, field) ? english[field] : undefined;
      return {
        field,
        ...(was === undefined ? {} : { was }),
        ...(now === undefined ? {} : { now }),
      };
    });
  if (changed.length) return { state: 'changed', changed };
  return { state: own[REVIEWED] === true ? 'current' : 'never', changed: [] };
}

/** The review of one translation of a data file (`{ en, ja, id }`), against its English now. */
export function reviewOf(
  schema: z.core.$ZodType,
  languages: Record<string, unknown>,
  lang: Lang,
): Review {
  return compareReview(languages[lang], recordReview(schema, languages[DEFAULT_LANGUAGE]));
}

/**
 * The review of one language's messages: its entry in content/messages/reviewed.json, against
 * the English messages (en.json) now.
 */
export function messagesReviewOf(english: unknown, reviewed: unknown, lang: Lang): Review {
  const record = typeof reviewed === 'object' && reviewed !== null ? reviewed : {};
  return compareReview((record as Record<string, unknown>)[lang], recordMessagesReview(english));
}

/** The schema of a data file under content/, by its path from the root, if it has one. */
export function schemaOfFile(file: string): z.ZodType | undefined {
  const folder = /^content\/([^/]+)\/[^/]+\.json$/.exec(file)?.[1];
  if (folder && Object.hasOwn(folderSchemas, folder))
    return folderSchemas[folder as keyof typeof folderSchemas];
  return fileSchemas[file];
}

/**
 * Each translation's review in a data file, by language (the review page's list): none for a
 * file that is not one of the translated data files.
 */
export function reviewsOfFile(file: string, data: unknown): ({ lang: Lang } & Review)[] {
  const schema = schemaOfFile(file);
  if (!schema || typeof data !== 'object' || data === null) return [];
  const languages = data as Record<string, unknown>;
  if (typeof languages[DEFAULT_LANGUAGE] !== 'object') return [];
  return TRANSLATED_LANGUAGES.map((lang) => ({ lang, ...reviewOf(schema, languages, lang) }));
}

/**
 * The languages an entry of content/<folder>/ is published in English in, because its
 * translation is not finished (content/translations.ts, `readPublished`), each with what is
 * missing: the review page's list of fallbacks. None for another file, and none for a file
 * with a mistake (the build names those).
 */
export function fallbacksOfFile(file: string, data: unknown): Fallback[] {
  const folder = /^content\/([^/]+)\/[^/]+\.json$/.exec(file)?.[1];
  if (!folder || !Object.hasOwn(folderSchemas, folder)) return [];
  try {
    return readPublished(folderSchemas[folder as keyof typeof folderSchemas], data, file).fallbacks;
  } catch {
    return [];
  }
}

/**
 * Each language's review of the messages (the review page's list): content/messages/
 * reviewed.json's entry for it, against en.json.
 */
export function reviewsOfMessages(
  english: unknown,
  reviewed: unknown,
): ({ lang: Lang } & Review)[] {
  return TRANSLATED_LANGUAGES.map((lang) => ({
    lang,
    ...messagesReviewOf(english, reviewed, lang),
  }));
}

/** The file as it was before a save in the admin: the form as it stood, and what was written. */
export type BeforeSave = {
  /** The form's values when the entry was opened, or when it was last saved. */
  form: Record<string, unknown>;
  /** The file's, then: as opened, or as the last save wrote it (which may have unticked). */
  file: Record<string, unknown>;
};

/** What a save writes of a translation's review. */
export type Settled = { reviewed: boolean; reviewedAgainst?: ReviewRecord };

/**
 * What a save in the admin writes of each translation's review (the languages it holds): a
 * tick the editor just set records the English being saved; a tick that stood keeps its
 * record while the English is the same, and is taken back, keeping the old record (for the
 * review page's old and new), once the English differs; a translation not ticked keeps any
 * record it had. Only the translations whose review changes are returned.
 *
 * Decap's form shows the values of its last load or save (it never sees what preSave wrote),
 * so "just set" is the form's tick against the form's last values (`before.form`), and what
 * stood is the file's (`before.file`). Without `before`, the form is taken as the file, and a
 * tick as one that stood: the admin then never marks a change as reviewed by itself.
 */
export function settleReviews(
  schema: z.core.$ZodType,
  languages: Record<string, unknown>,
  before?: BeforeSave,
): Partial<Record<Lang, Settled>> {
  const now = recordReview(schema, languages[DEFAULT_LANGUAGE]);
  const settled: Partial<Record<Lang, Settled>> = {};
  const ownOf = (value: unknown) =>
    (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  for (const lang of TRANSLATED_LANGUAGES) {
    if (typeof languages[lang] !== 'object' || languages[lang] === null) continue;
    const form = ownOf(languages[lang]);
    const ticked = form[REVIEWED] === true;
    const stored = ownOf(before ? before.file[lang] : form);
    const justSet = before !== undefined && ticked && ownOf(before.form[lang])[REVIEWED] !== true;
    const untickedNow =
      before !== undefined && !ticked && ownOf(before.form[lang])[REVIEWED] === true;
    const stood = !justSet && !untickedNow && stored[REVIEWED] === true;
    const kept = isReviewRecord(stored[REVIEWED_AGAINST]) ? stored[REVIEWED_AGAINST] : undefined;
    let result: Settled;
    if (justSet) result = { reviewed: true, reviewedAgainst: now };
    else if (stood) {
      const against =
        kept ??
        recordReview(schema, before ? before.file[DEFAULT_LANGUAGE] : languages[DEFAULT_LANGUAGE]);
      const current = compareReview({ reviewedAgainst: against }, now).state !== 'changed';
      result = { reviewed: current, reviewedAgainst: against };
    } else result = { reviewed: false, ...(kept ? { reviewedAgainst: kept } : {}) };
    const same =
      result.reviewed === ticked &&
      JSON.stringify(result.reviewedAgainst) ===
        JSON.stringify(isReviewRecord(form[REVIEWED_AGAINST]) ? form[REVIEWED_AGAINST] : undefined);
    if (!same) settled[lang] = result;
  }
  return settled;
}
