import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { imageSize } from 'image-size';
import type { z } from 'zod';

import { DEFAULT_LANGUAGE, type Lang } from '@/lib/i18n';
import { listOf } from '@/lib/text';

import { cities, CITIES_LIVE } from './cities';
import { CITIES_TARGETED, PAYMENT_DEFERRAL } from './claims';
import { ContentError, type ContentProblem } from './load';
import { pageSchemas, type Placeholder, type SiteFigure } from './schema';
import { eachLanguage, readTranslated, type Localised } from './translations';
import type { Sized } from './types';

/*
 * A page's copy as the site shows it: read from content/pages/<page>.json through its schema,
 * with the figures the copy names (`{cityCount}`) written in from the data they count, and
 * each picture given the size of its file, so an editor never types a number twice.
 */

/** What the site's placeholders stand for, on every page, in a language. */
const facts = (lang: Lang): Record<SiteFigure, string> => ({
  cityCount: String(CITIES_LIVE),
  citiesLive: listOf(
    cities[lang].map((city) => city.name),
    lang,
  ),
  citiesTargeted: String(CITIES_TARGETED),
  paymentDeferral: PAYMENT_DEFERRAL[lang],
});

export type PageName = keyof typeof pageSchemas;
export type PageCopy<Page extends PageName> = Sized<z.output<(typeof pageSchemas)[Page]>>;

/**
 * The copy of `page` in every language, checked, filled in and sized.
 * @param data the parsed content/pages/<page>.json, with its translations
 * @param local figures only this page has (the home page counts its own steps), by language
 */
export function pageCopy<Page extends PageName>(
  page: Page,
  data: unknown,
  local: (lang: Lang) => Partial<Record<Placeholder, string>> = () => ({}),
  publicDir = join(process.cwd(), 'public'),
): Localised<PageCopy<Page>> {
  const file = `content/pages/${page}.json`;
  const parsed: Localised<unknown> = readTranslated(pageSchemas[page], data, file);
  return eachLanguage((lang) =>
    filledCopy<Page>(parsed[lang], file, { ...facts(lang), ...local(lang) }, publicDir),
  );
}

/** One language's copy with its placeholders filled in and its pictures sized. */
function filledCopy<Page extends PageName>(
  parsed: unknown,
  file: string,
  values: Partial<Record<Placeholder, string>>,
  publicDir: string,
): PageCopy<Page> {
  const problems: ContentProblem[] = [];

  const fill = (node: unknown, field: string): unknown => {
    if (typeof node === 'string')
      return node.replace(/\{(\w+)\}/g, (whole, name: Placeholder) => values[name] ?? whole);
    if (Array.isArray(node)) return node.map((item, index) => fill(item, `${field}[${index}]`));
    if (typeof node !== 'object' || node === null) return node;
    const filled = Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        fill(value, field ? `${field}.${key}` : key),
      ]),
    );
    if (typeof filled.src === 'string') {
      filled.alt ??= '';
      const path = join(publicDir, filled.src);
      if (!existsSync(path)) {
        // A picture is named once, in the English (a translation gives only its alt text).
        problems.push({
          file,
          field: `${DEFAULT_LANGUAGE}.${field}.src`,
          problem: `names ${filled.src}, but there is no file public${filled.src}`,
        });
      } else {
        const { width, height } = imageSize(readFileSync(path));
        Object.assign(filled, { width, height });
      }
    }
    return filled;
  };

  const copy = fill(parsed, '') as PageCopy<Page>;
  if (problems.length) throw new ContentError(problems);
  return copy;
}
