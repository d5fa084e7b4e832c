import en from '@/content/messages/en.json';
import id from '@/content/messages/id.json';
import ja from '@/content/messages/ja.json';
import { DEFAULT_LANGUAGE, isLang, type Lang } from '@/content/languages';
import type { Messages } from '@/lib/messages';

/*
 * The error views' words in every language, for the client components that show them (an
 * error boundary has no server to ask). The bundler keeps only these fields of the messages.
 */
const errors = { en: en.errors, ja: ja.errors, id: id.errors } satisfies Record<
  Lang,
  Messages['errors']
>;

/** The language of the page an error happened on: its <html lang>, set at build time. */
export function documentLanguage(): Lang {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLang(lang) ? lang : DEFAULT_LANGUAGE;
}

/** The error view's words in a language. */
export function errorMessages(lang: Lang): Messages['errors'] {
  return errors[lang];
}
