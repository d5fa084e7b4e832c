import { DEFAULT_LANGUAGE, INTL_LOCALES, type Lang } from '@/content/languages';

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

/** The digits and separators of a formatted number, without its sign, symbol or words. */
const figure = (parts: readonly Intl.NumberFormatPart[]) =>
  parts
    .filter((part) => ['integer', 'group', 'decimal', 'fraction'].includes(part.type))
    .map((part) => part.value)
    .join('');

/**
 * An amount of money as the job pages write it: a million and up in short form, less in full
 * ("£52,000"). English shows a currency with a sign of its own by its sign, and one whose
 * short form is letters (the rupiah's "Rp") by its ISO code, as Indonesian job ads written
 * in English do, and abbreviates the millions as English ads do ("¥6.5M", "IDR 900M"). The
 * other languages use their own symbols ("Rp" in Indonesian) and write the millions' word in
 * full ("Rp 900 juta", "￥650万"): Indonesian ads do not abbreviate to "jt". Intl uses only
 * short words in a currency's compact form, so the word is its long compact form's, for the
 * same amount.
 */
export function formatMoney(
  amount: number,
  currency: string,
  lang: Lang = DEFAULT_LANGUAGE,
): string {
  const compact = amount >= 1_000_000;
  const locale = lang === DEFAULT_LANGUAGE ? 'en-US' : INTL_LOCALES[lang];
  const options = (currencyDisplay: 'narrowSymbol' | 'code' | 'symbol') =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay,
      notation: compact ? 'compact' : 'standard',
      maximumFractionDigits: compact ? 2 : 0,
    });
  if (lang !== DEFAULT_LANGUAGE) {
    const parts = options('symbol').formatToParts(amount);
    const long = compact
      ? new Intl.NumberFormat(locale, {
          notation: 'compact',
          compactDisplay: 'long',
          maximumFractionDigits: 2,
        }).formatToParts(amount)
      : [];
    const word = long.find((part) => part.type === 'compact')?.value;
    // The long word stands for the same power of ten only where it counts the same figure.
    const same = figure(long) === figure(parts);
    return parts
      .map((part) => (part.type === 'compact' && word && same ? word : part.value))
      .join('');
  }
  const sign = options('narrowSymbol')
    .formatToParts(amount)
    .find((part) => part.type === 'currency')?.value;
  return options(sign && /^\p{L}+$/u.test(sign) ? 'code' : 'narrowSymbol').format(amount);
}

const prices = new Map<string, Intl.NumberFormat>();

/**
 * A price as a rider reads it on a price card, to the smallest coin ("£0.25", "$49.99",
 * "￥1,500", "Rp3.000"): the currency's own narrow sign, whole amounts without ".00". The
 * page names the currency in words besides, so "$" is never ambiguous.
 */
export function formatPrice(amount: number, currency: string, lang: Lang = DEFAULT_LANGUAGE) {
  const key = `${lang} ${currency}`;
  let format = prices.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[lang], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      trailingZeroDisplay: 'stripIfInteger',
    });
    prices.set(key, format);
  }
  return format.format(amount);
}

/**
 * A currency's name as a sentence uses it of prices ("British pounds", "円", "Rupiah
 * Indonesia"): CLDR's plural name, read from a formatted amount, where Intl.DisplayNames gives
 * the singular, capitalised as a heading ("British Pound").
 */
export const currencyName = (currency: string, lang: Lang = DEFAULT_LANGUAGE) =>
  new Intl.NumberFormat(INTL_LOCALES[lang], {
    style: 'currency',
    currency,
    currencyDisplay: 'name',
  })
    .formatToParts(2)
    .find((part) => part.type === 'currency')?.value ?? currency;
