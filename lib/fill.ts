import type { z } from 'zod';

import { DEFAULT_LANGUAGE, type Lang } from '@/content/languages';
import { listOf } from '@/lib/text';

import { CITIES_TARGETED, PAYMENT_DEFERRAL } from '@/content/claims';
import { ContentError, type ContentProblem } from '@/content/parse';
import type { pageSchemas, Placeholder, SiteFigure } from '@/content/schema';
import type { Localised } from '@/content/translations';
import type { City, Sized } from '@/content/types';

/*
 * A page's copy as the site shows it, from the checked data of its file: the figures the copy
 * names (`{cityCount}`) written in from the data they count, and each picture given its size.
 * No file is read here: the build passes the live cities and the files' sizes (copy.ts), the
 * admin's preview the same from what it bundled (cms/src/previews.tsx).
 */

export type PageName = keyof typeof pageSchemas;
export type PageCopy<Page extends PageName> = Sized<z.output<(typeof pageSchemas)[Page]>>;

/** What the site's placeholders stand for, on every page, in a language. */
export const siteFacts = (
  cities: Localised<readonly City[]>,
  lang: Lang,
): Record<SiteFigure, string> => ({
  // How many cities Scoot runs in: counted, never typed (as CITIES_LIVE).
  cityCount: String(cities.en.length),
  citiesLive: listOf(
    cities[lang].map((city) => city.name),
    lang,
  ),
  citiesTargeted: String(CITIES_TARGETED),
  paymentDeferral: PAYMENT_DEFERRAL[lang],
});

/**
 * One language's copy with its placeholders filled in and its pictures sized.
 * @param sizeOf a picture's size by its address, or undefined when there is no such file
 */
export function filledCopy<Page extends PageName>(
  parsed: unknown,
  file: string,
  values: Partial<Record<Placeholder, string>>,
  sizeOf: (src: string) => { width: number; height: number } | undefined,
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
      const size = sizeOf(filled.src);
      if (!size) {
        // A picture is named once, in the English (a translation gives only its alt text).
        problems.push({
          file,
          field: `${DEFAULT_LANGUAGE}.${field}.src`,
          problem: `names ${filled.src}, but there is no file public${filled.src}`,
        });
      } else {
        Object.assign(filled, size);
      }
    }
    return filled;
  };

  const copy = fill(parsed, '') as PageCopy<Page>;
  if (problems.length) throw new ContentError(problems);
  return copy;
}
