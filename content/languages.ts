/*
 * The site's languages. English is the default: its pages keep the addresses they have always
 * had (/about) and are the `x-default` search engines send everyone else to; every other
 * language lives under its own prefix (/ja/about), with the same path below it. Adding a
 * language is its code here, its messages (content/messages/<code>.json) and its translation
 * in each content file; the routes, the switcher, the alternates and the sitemap follow.
 */

export const LANGUAGES = ['en', 'ja', 'id'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** The language of the unprefixed addresses, and the one every translation is made from. */
export const DEFAULT_LANGUAGE = 'en' satisfies Lang;

/** The languages translated from the default one, each under its own prefix. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter(
  (lang): lang is Exclude<Lang, typeof DEFAULT_LANGUAGE> => lang !== DEFAULT_LANGUAGE,
);

/** Each language as Intl formats it (dates, numbers, lists): British English, as the copy is. */
export const INTL_LOCALES = { en: 'en-GB', ja: 'ja-JP', id: 'id-ID' } as const satisfies Record<
  Lang,
  string
>;

/** Each language's Open Graph locale (language_TERRITORY). */
export const OG_LOCALES = { en: 'en_GB', ja: 'ja_JP', id: 'id_ID' } as const satisfies Record<
  Lang,
  string
>;

/** Each language's name in English, for editors' messages (build errors, the review page). */
export const LANGUAGE_NAMES_IN_ENGLISH = {
  en: 'English',
  ja: 'Japanese',
  id: 'Indonesian',
} as const satisfies Record<Lang, string>;

export function isLang(value: unknown): value is Lang {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** A page's path in a language: "/about" in Japanese is "/ja/about"; "/" is "/ja". */
export function localePath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** The language of a path by its first segment: "/ja/about" is Japanese, "/about" English. */
export function langOfPath(path: string): Lang {
  const first = path.split('/')[1];
  return isLang(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}
