import { artSize } from '@/lib/art';
import type { Lang } from '@/content/languages';

import { cities } from '@/content/cities';
import { filledCopy, siteFacts, type PageCopy, type PageName } from './fill';
import { pageSchemas, type Placeholder } from '@/content/schema';
import { eachLanguage, readTranslated, type Localised } from '@/content/translations';

export type { PageCopy, PageName } from './fill';

/*
 * A page's copy as the site shows it: read from content/pages/<page>.json through its schema,
 * with the figures the copy names (`{cityCount}`) written in from the data they count, and
 * each picture given the size of its file, so an editor never types a number twice.
 */

/**
 * The copy of `page` in every language, checked, filled in and sized.
 * @param data the parsed content/pages/<page>.json, with its translations
 * @param local figures only this page has (the home page counts its own steps), by language
 */
export function pageCopy<Page extends PageName>(
  page: Page,
  data: unknown,
  local: (lang: Lang) => Partial<Record<Placeholder, string>> = () => ({}),
): Localised<PageCopy<Page>> {
  const file = `content/pages/${page}.json`;
  const parsed: Localised<unknown> = readTranslated(pageSchemas[page], data, file);
  return eachLanguage((lang) =>
    filledCopy<Page>(parsed[lang], file, { ...siteFacts(cities, lang), ...local(lang) }, artSize),
  );
}
