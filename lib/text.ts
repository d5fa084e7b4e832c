import { DEFAULT_LANGUAGE, INTL_LOCALES, type Lang } from './i18n';

/*
 * Dates, numbers, lists and money as each language writes them, from Intl: the messages
 * (lib/messages.ts) take them as values, so no language's conventions are written by hand.
 */

/** A value per language, made on first use: Intl's formatters are costly to make. */
function perLanguage<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const made = new Map<Lang, T>();
  return (lang) => {
    if (!made.has(lang)) made.set(lang, make(lang));
    return made.get(lang)!;
  };
}

const lists = perLanguage(
  (lang) => new Intl.ListFormat(INTL_LOCALES[lang], { style: 'long', type: 'conjunction' }),
);

const longDates = perLanguage(
  (lang) =>
    new Intl.DateTimeFormat(INTL_LOCALES[lang], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** "A, B, C and D" (British: no serial comma), "A、B、C、D", "A, B, C, dan D". */
export function listOf(items: readonly string[], lang: Lang = DEFAULT_LANGUAGE): string {
  return lists(lang).format(items);
}

/**
 * The same list in parts, for a list whose items are elements (links): each item by its
 * index, and the words between them (", ", " and ", "、") as text.
 */
export function listParts(
  items: readonly string[],
  lang: Lang = DEFAULT_LANGUAGE,
): { item?: number; text: string }[] {
  let index = 0;
  return lists(lang)
    .formatToParts(items)
    .map((part) =>
      part.type === 'element' ? { item: index++, text: part.value } : { text: part.value },
    );
}

/** A YYYY-MM-DD date as the language writes it: "2 November 2026", "2026年11月2日" (in UTC). */
export function formatDate(isoDate: string, lang: Lang = DEFAULT_LANGUAGE): string {
  return longDates(lang).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * An amount of money as the job pages write it: a million and up in short form ("¥6.5M",
 * "￥650万"), less in full ("£52,000"). English shows a currency with a sign of its own by
 * its sign, and one whose short form is letters (the rupiah's "Rp") by its ISO code, as
 * Indonesian job ads written in English do; the other languages use their own symbols
 * ("Rp" in Indonesian).
 */
export function formatMoney(
  amount: number,
  currency: string,
  lang: Lang = DEFAULT_LANGUAGE,
): string {
  const compact = amount >= 1_000_000;
  const options = (currencyDisplay: 'narrowSymbol' | 'code' | 'symbol') =>
    new Intl.NumberFormat(lang === DEFAULT_LANGUAGE ? 'en-US' : INTL_LOCALES[lang], {
      style: 'currency',
      currency,
      currencyDisplay,
      notation: compact ? 'compact' : 'standard',
      maximumFractionDigits: compact ? 2 : 0,
    });
  if (lang !== DEFAULT_LANGUAGE) return options('symbol').format(amount);
  const sign = options('narrowSymbol')
    .formatToParts(amount)
    .find((part) => part.type === 'currency')?.value;
  return options(sign && /^\p{L}+$/u.test(sign) ? 'code' : 'narrowSymbol').format(amount);
}
