import { ContentError } from '@/content/parse';
import { hasWordsIn, readTranslated } from '@/content/translations';
import { TRANSLATED_LANGUAGES } from '@/lib/i18n';

import { languagesOf, sourceOf, type DecapEntry } from './entries';

/**
 * Decap's preSave event: before the admin writes a file, the entry is read exactly as the
 * build reads it (content/translations.ts through content/schema.ts), and a problem stops
 * the save with the build's own words ("content/jobs/x.json, en.validThrough: is before the
 * posting date (datePosted)"), which Decap shows in a red notice. Checks that need other
 * files (a job's city and office exist, content/validate.ts) are left to the build.
 *
 * A translation nobody has begun (a city just added in English: Decap gives it only the
 * values it copies from the English) is not asked for here: the translators add it next,
 * and the build refuses to publish the file without it. A translation with any word of its
 * own is checked in full.
 */
export function checkBeforeSave({ entry }: { entry: DecapEntry }) {
  const source = sourceOf(entry);
  if (!source) return entry.get('data');
  const languages = languagesOf(entry);
  try {
    readTranslated(source.schema, languages, source.file);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const absent = TRANSLATED_LANGUAGES.filter(
      (lang) => !hasWordsIn(source.schema, languages[lang]),
    );
    const problems = error.problems.filter(
      ({ field }) => !absent.some((lang) => field === lang || field.startsWith(`${lang}.`)),
    );
    if (problems.length)
      throw new Error(
        problems.map(({ file, field, problem }) => `${file}, ${field}: ${problem}`).join('\n'),
      );
  }
  return entry.get('data');
}
