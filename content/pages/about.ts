import type { Lang } from '@/lib/i18n';
import { translator } from '@/lib/messages';
import { listOf } from '@/lib/text';

import { pageCopy } from '../copy';
import type { FaqItem } from '../types';
import about from './about.json';

/** Copy of the About page (`/about`), from about.json. The FAQ itself is content/faq.json. */
export const aboutPage = pageCopy('about', about);

/** An answer as a reader gets it: its text, then its lead-in to the city pages and their names. */
export function answerText(item: FaqItem, cityNames: readonly string[], lang: Lang): string {
  return item.cityLinks
    ? translator(lang).markup('faq.answer', {
        text: item.text,
        lead: item.cityLinks,
        cities: () => listOf(cityNames, lang),
      })
    : item.text;
}
