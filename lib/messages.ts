import { createTranslator } from 'use-intl/core';

import en from '@/content/messages/en.json';
import id from '@/content/messages/id.json';
import ja from '@/content/messages/ja.json';

import { INTL_LOCALES, type Lang } from '@/content/languages';

/*
 * The words that live in code, per language: labels, headings around data, the sentences a
 * city's rules and a job's facts are written in, the error views and the notices. Each is an
 * ICU message (content/messages/<lang>.json), a whole sentence with slots for values and
 * links, so a translation can order the sentence as its language does.
 */

/** Every language's messages have the English ones' keys (a test compares them too). */
export type Messages = typeof en;

const messages = { en, ja, id } satisfies Record<Lang, Messages>;

/** The messages of one language, for a client component that takes them as props. */
export function messagesOf(lang: Lang): Messages {
  return messages[lang];
}

function makeTranslator(lang: Lang) {
  return createTranslator({ locale: INTL_LOCALES[lang], messages: messages[lang] });
}

export type Translator = ReturnType<typeof makeTranslator>;

/** One translator per language, made on first use: every sentence of every page asks for one. */
const translators = new Map<Lang, Translator>();

/**
 * A language's messages, formatted: `t('city.heading', { city })`, and `t.rich` for a
 * sentence with elements in it. Dates, numbers and lists inside messages follow the
 * language's own conventions (INTL_LOCALES).
 */
export function translator(lang: Lang): Translator {
  let made = translators.get(lang);
  if (!made) {
    made = makeTranslator(lang);
    translators.set(lang, made);
  }
  return made;
}
