const LIST = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "A, B, C and D": a list in running text, in the site's British style (no serial comma). */
export function listOf(items: readonly string[]): string {
  return LIST.format(items);
}

/**
 * The same list in parts, for a list whose items are elements (links): each item by its
 * index, and the words between them (", ", " and ") as text.
 */
export function listParts(items: readonly string[]): { item?: number; text: string }[] {
  let index = 0;
  return LIST.formatToParts(items).map((part) =>
    part.type === 'element' ? { item: index++, text: part.value } : { text: part.value },
  );
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
] as const;

/**
 * A count as running text writes it: "three" up to ten, figures above ("12"), as the
 * site's style has it. Copy that spells a count ("in three steps") takes it from here, so
 * the word follows the list it counts.
 */
export function numberWord(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD date as the site writes it: "2 November 2026" (read in UTC, as written). */
export function formatDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * An amount of money as the job pages write it: a million and up in short form ("¥6.5M",
 * "IDR 1.2B"), less in full ("£52,000"). A currency with a sign of its own shows the sign;
 * one whose short form is letters (the rupiah's "Rp") shows its ISO code, as Indonesian job
 * ads written in English do.
 */
export function formatMoney(amount: number, currency: string): string {
  const options = (currencyDisplay: 'narrowSymbol' | 'code') =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay,
      notation: amount >= 1_000_000 ? 'compact' : 'standard',
      maximumFractionDigits: amount >= 1_000_000 ? 2 : 0,
    });
  const sign = options('narrowSymbol')
    .formatToParts(amount)
    .find((part) => part.type === 'currency')?.value;
  return options(sign && /^\p{L}+$/u.test(sign) ? 'code' : 'narrowSymbol').format(amount);
}
