/** @jest-environment node */
import { createRequire } from 'node:module';

import { describe, expect, it } from '@jest/globals';

import reviewedMessages from '@/content/messages/reviewed.json';
import { isReviewRecord } from '@/content/translations';
import { LANGUAGE_NAMES_IN_ENGLISH, LANGUAGES, TRANSLATED_LANGUAGES } from '@/content/languages';
import { messagesOf } from '@/lib/messages';

/*
 * The words in code are ICU messages per language (content/messages/<lang>.json), formatted
 * by use-intl. A translation must say every message the English says, and keep each one's
 * slots: an {argument} it leaves out is a value the page never shows, one it adds is never
 * filled, and a <tag> it drops is a link or an emphasis the page loses.
 */

/** The ICU parser use-intl formats with (intl-messageformat's), from use-intl's own copy. */
type Element = {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
};
const parser = createRequire(require.resolve('use-intl'))('@formatjs/icu-messageformat-parser') as {
  parse: (message: string) => Element[];
  TYPE: Record<'argument' | 'number' | 'date' | 'time' | 'select' | 'plural' | 'tag', number>;
};
const { TYPE } = parser;
const ARGUMENTS = new Set([
  TYPE.argument,
  TYPE.number,
  TYPE.date,
  TYPE.time,
  TYPE.select,
  TYPE.plural,
]);

/** Every message of a language by its key (`city.licence.none`), in the file's order. */
function flatten(node: unknown, path = ''): [key: string, message: unknown][] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [[path, node]];
  return Object.entries(node).flatMap(([key, child]) =>
    flatten(child, path ? `${path}.${key}` : key),
  );
}

/** A message's slots: its {arguments} and its <tags>, each once, sorted. */
function slotsOf(message: string): { arguments: string[]; tags: string[] } {
  const names = { arguments: new Set<string>(), tags: new Set<string>() };
  const walk = (elements: readonly Element[]) => {
    for (const element of elements) {
      if (ARGUMENTS.has(element.type)) names.arguments.add(element.value!);
      if (element.type === TYPE.tag) names.tags.add(element.value!);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      walk(element.children ?? []);
    }
  };
  walk(parser.parse(message));
  return { arguments: [...names.arguments].sort(), tags: [...names.tags].sort() };
}

const messages = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, new Map(flatten(messagesOf(lang)))]),
) as Record<(typeof LANGUAGES)[number], Map<string, unknown>>;
const english = messages.en;

describe('the messages', () => {
  it('are all text, and all ICU messages the formatter can parse, in every language', () => {
    const problems = LANGUAGES.flatMap((lang) =>
      [...messages[lang]].flatMap(([key, message]) => {
        if (typeof message !== 'string') return [`${lang} ${key}: not text`];
        try {
          parser.parse(message);
          return [];
        } catch (error) {
          return [`${lang} ${key}: ${(error as Error).message}`];
        }
      }),
    );
    expect(problems).toEqual([]);
  });

  it.each(TRANSLATED_LANGUAGES)('in %s are exactly the English ones, by key', (lang) => {
    const keys = [...messages[lang].keys()];
    expect({
      missing: [...english.keys()].filter((key) => !messages[lang].has(key)),
      extra: keys.filter((key) => !english.has(key)),
    }).toEqual({ missing: [], extra: [] });
  });

  it.each(TRANSLATED_LANGUAGES)(
    'in %s keep each English message’s {arguments} and <tags>',
    (lang) => {
      const differing = [...english].flatMap(([key, message]) => {
        const translated = messages[lang].get(key);
        if (typeof message !== 'string' || typeof translated !== 'string') return [];
        const want = slotsOf(message);
        const have = slotsOf(translated);
        return JSON.stringify(want) === JSON.stringify(have)
          ? []
          : [{ key, english: want, [LANGUAGE_NAMES_IN_ENGLISH[lang]]: have }];
      });
      expect(differing).toEqual([]);
    },
  );

  it('would tell a dropped argument, an added one and a lost tag apart from a reordered sentence', () => {
    // The check's own cases: a translation may reorder a sentence, not change its slots.
    const english = 'Apply by <time>{date}</time>, in {city}.';
    expect(slotsOf('{city}で<time>{date}</time>までに応募してください。')).toEqual(
      slotsOf(english),
    );
    for (const broken of [
      '<time>{date}</time>までに応募してください。',
      '{city}、{country}で<time>{date}</time>までに。',
      '{city}で{date}までに応募してください。',
    ])
      expect(slotsOf(broken)).not.toEqual(slotsOf(english));
    expect(slotsOf('{count, plural, =1 {one} other {# or {extra}}}').arguments).toEqual([
      'count',
      'extra',
    ]);
  });
});

describe('the messages’ review (content/messages/reviewed.json)', () => {
  it('says, for each translated language only, whether it was reviewed, and against what English', () => {
    expect(Object.keys(reviewedMessages).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
    for (const review of Object.values(reviewedMessages as Record<string, unknown>)) {
      const { reviewed, reviewedAgainst, ...rest } = review as Record<string, unknown>;
      expect(typeof reviewed).toBe('boolean');
      expect(reviewedAgainst === undefined || isReviewRecord(reviewedAgainst)).toBe(true);
      expect(rest).toEqual({});
    }
  });
});
