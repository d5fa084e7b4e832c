import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
import { listOf } from '@/lib/text';

import { pageCopy } from '../copy';
import type { City, FaqItem } from '@/content/types';
import about from '@/content/pages/about.json';
import { faqAnswersByCity } from './city';

/** Copy of the About page (`/about`), from about.json. The FAQ itself is content/faq.json. */
export const aboutPage = pageCopy('about', about);

/**
 * An answer as a reader gets it: its text, then its lead-in to the city pages and their
 * names, then what each city's rules say where the answer is built from them.
 */
export function answerText(
  item: FaqItem,
  cities: readonly Pick<City, 'id' | 'name' | 'rules'>[],
  lang: Lang,
): string {
  const t = translator(lang);
  const names = (ids?: readonly string[]) =>
    listOf(
      cities.filter((city) => !ids || ids.includes(city.id)).map((city) => city.name),
      lang,
    );
  const text = item.cityLinks
    ? t.markup('faq.answer', { text: item.text, lead: item.cityLinks, cities: () => names() })
    : item.text;
  const byCity = (item.answerFrom ?? []).flatMap((key) =>
    faqAnswersByCity(key, cities).map(({ cityIds, message, values }) =>
      t.markup(message, { ...values, cities: () => names(cityIds) }),
    ),
  );
  return [text, ...byCity].join(t('text.sentenceSeparator'));
}
