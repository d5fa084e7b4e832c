import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
import { formatDate, formatMoney } from '@/lib/text';

import type { City, JobOpening, Office, Salary } from '@/content/types';

/*
 * An opening's words as its page and its e-mails say them, built from its fields and the
 * messages. No file of content/ is read here, so the admin's preview of an opening renders
 * its page with them (cms/src/previews.tsx); the Careers page's copy is careers.ts.
 */

type JobNames = Pick<JobOpening, 'title' | 'location'>;

/** The accessible name of a job's Apply link: it says which job it applies to. */
export function applyLabel(job: JobNames, lang: Lang) {
  return translator(lang)('careers.applyLabel', job);
}

/** The subject line of the e-mail an Apply link opens. */
export function applySubject(job: JobNames, lang: Lang) {
  return translator(lang)('careers.applySubject', job);
}

/** A job page's title (before " | Scoot"): the role and its city, so one role's pages differ. */
export function jobTitle(job: Pick<JobOpening, 'title'>, cityName: string, lang: Lang) {
  return translator(lang)('careers.jobTitle', { title: job.title, city: cityName });
}

/**
 * The body of the e-mail a job page's Apply link opens: what to send, so the first reply
 * needs no round trip. The list's Apply links keep the subject alone.
 */
export function applyBody(job: JobNames, lang: Lang) {
  return translator(lang)('careers.applyBody', job);
}

/** The subject of the e-mail that asks for an adjustment. */
export function adjustmentSubject(job: JobNames, lang: Lang) {
  return translator(lang)('careers.adjustmentSubject', job);
}

/** A salary's range in words: "£52,000 to £60,000 a year", "年間 £52,000〜£60,000". */
export function salaryRange({ currency, min, max, unit }: Salary, lang: Lang): string {
  const t = translator(lang);
  return min === max
    ? t('job.salaryAmount', { unit, amount: formatMoney(min, currency, lang) })
    : t('job.salaryRange', {
        unit,
        min: formatMoney(min, currency, lang),
        max: formatMoney(max, currency, lang),
      });
}

/** The first point of what Scoot offers: "A salary of £52,000 to £60,000 a year." */
export function salarySentence(salary: Salary, lang: Lang): string {
  const t = translator(lang);
  const range = salaryRange(salary, lang);
  return salary.note
    ? t('job.salarySentenceWithNote', { range, note: salary.note })
    : t('job.salarySentence', { range });
}

/** When applications close, in words: "Apply by 31 January 2027, the end of the day in <city>." */
export function closingText(
  job: Pick<JobOpening, 'validThrough'>,
  cityName: string,
  lang: Lang,
): string {
  return translator(lang)('job.closing', {
    date: formatDate(job.validThrough, lang),
    city: cityName,
  });
}

/**
 * An office's address as its parts, in the page's language: the street, the town (the
 * office's own `locality`, else its city's name), the region, the postal code and the country
 * (ISO 3166-1). The job page writes them in its language's order; the posting carries them.
 */
export function addressOf(
  office: Pick<Office, 'streetAddress' | 'locality' | 'postalCode' | 'region'>,
  city: Pick<City, 'name' | 'countryCode'>,
) {
  return {
    street: office.streetAddress,
    locality: office.locality ?? city.name,
    region: office.region,
    postalCode: office.postalCode,
    country: city.countryCode,
  };
}

/**
 * An office's address in lines, in the order the page's language writes an address in that
 * country (its message job.officeAddress, a line to each line break): in English the street,
 * then the town, region and postcode; in Japanese, a Japanese address on one line from the
 * postal code down (〒, prefecture, town, street), as a letter there is addressed.
 */
export function officeAddress(
  office: Pick<Office, 'streetAddress' | 'locality' | 'postalCode' | 'region'>,
  city: Pick<City, 'name' | 'countryCode'>,
  lang: Lang,
): string[] {
  return translator(lang)('job.officeAddress', addressOf(office, city)).split('\n');
}

/** One part of a job's description: paragraphs, or a list of points. */
export type JobDescriptionPart = { id: string; title: string } & (
  { paragraphs: readonly string[] } | { points: readonly string[] }
);

/**
 * A job's description, in the order its page shows it: what the role is, what the person
 * will do, what they bring, what Scoot offers (the salary first, in words built from its
 * fields, as the posting's `baseSalary` is). The page renders these parts and the job's
 * structured data writes the same parts as HTML, so the two cannot disagree.
 */
export function jobDescription(
  job: Pick<JobOpening, 'role' | 'duties' | 'requirements' | 'offer' | 'salary'>,
  lang: Lang,
): JobDescriptionPart[] {
  const t = translator(lang);
  return [
    { id: 'role', title: t('job.role'), paragraphs: job.role },
    { id: 'duties', title: t('job.duties'), points: job.duties },
    { id: 'requirements', title: t('job.requirements'), points: job.requirements },
    {
      id: 'offer',
      title: t('job.offer'),
      points: [salarySentence(job.salary, lang), ...job.offer],
    },
  ];
}
