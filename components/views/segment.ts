import { DEFAULT_LANGUAGE, isLang, TRANSLATED_LANGUAGES, type Lang } from '@/content/languages';

/*
 * The first segment of an address is a language (/ja, /id) or an alias of an English page
 * (/About, /ABOUT): one dynamic segment at the root, `app/[segment]`, since Next allows one
 * name per dynamic level. Its layout and pages read the language here.
 */

/** The translated languages, as the params of a route under `app/[segment]`. */
export function languageParams(): { segment: string }[] {
  return TRANSLATED_LANGUAGES.map((segment) => ({ segment }));
}

/** The language of a page under `app/[segment]`: its segment's, or English for an alias. */
export function langOfSegment(segment: string): Lang {
  return isLang(segment) ? segment : DEFAULT_LANGUAGE;
}

/** The language of a page from its route's params. */
export async function langOf(params: Promise<{ segment: string }>): Promise<Lang> {
  return langOfSegment((await params).segment);
}
