import { ContentError } from '@/content/parse';
import { settleReviews, type BeforeSave } from '@/content/review';
import { hasWordsIn, readTranslated, REVIEWED, REVIEWED_AGAINST } from '@/content/translations';
import { TRANSLATED_LANGUAGES } from '@/content/languages';

import { languagesOf, sourceOf, type DecapEntry } from './entries';

/**
 * Decap's preSave event: before the admin writes a file, the entry is read exactly as the
 * build reads it (content/translations.ts through content/schema.ts), and a problem stops
 * the save with the build's own words ("content/jobs/x.json, en.validThrough: is before the
 * posting date (datePosted)"), which Decap shows in a red notice. Checks that need other
 * files (a job's city and office exist, lib/validate.ts) are left to the build.
 *
 * A translation nobody has begun (a city just added in English: Decap gives it only the
 * values it copies from the English) is not asked for here: the translators add it next,
 * and until they do, the site shows the entry in English in that language, saying so
 * (content/translations.ts, `readPublished`). A translation with any word of its
 * own is checked in full.
 *
 * Before the check, each translation's review is kept true (content/review.ts,
 * `settleReviews`): a tick just set records the English being saved (`reviewedAgainst`); a
 * tick that stood is taken back, keeping its record, when the English differs from it.
 * `before` is the entry as it was opened or last saved (cms/src/drafts.ts).
 *
 * What it writes into a translation goes back to Decap through the event itself: Decap's
 * handler may return only the English (`data`: the documented `return entry` for the whole
 * entry, translations included, wraps the entry inside `data` in the decap-cms-core this
 * admin is built with, decaporg/decap-cms#7966), but Decap reads the event's `entry` again
 * after the handler returns and sets the returned `data` on it. So the entry with the
 * translations' review is put in `event.entry`, and its English returned
 * (__tests__/cms/preSave.test.ts runs this through Decap's own event code).
 */
export function checkBeforeSave(event: { entry: DecapEntry }, before?: BeforeSave) {
  const source = sourceOf(event.entry);
  if (!source) return event.entry.get('data');
  const settled = settleReviews(source.schema, languagesOf(event.entry), before);
  let entry = event.entry;
  for (const [lang, { reviewed, reviewedAgainst }] of Object.entries(settled)) {
    entry = entry.setIn(['i18n', lang, 'data', REVIEWED], reviewed);
    // A save never drops a record: a translation without one gets none.
    if (reviewedAgainst)
      entry = entry.setIn(['i18n', lang, 'data', REVIEWED_AGAINST], reviewedAgainst);
  }
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
  event.entry = entry;
  return entry.get('data');
}
