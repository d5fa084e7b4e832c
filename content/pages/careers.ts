import { formatDate, formatMoney } from '@/lib/text';

import { cities } from '../cities';
import { pageCopy } from '../copy';
import type { City, EmploymentType, JobOpening, Office, Salary, SalaryUnit } from '../types';
import careers from './careers.json';

/** Copy of the Careers page (`/careers`), from careers.json. */
export const careersPage = pageCopy('careers', careers);

/** The accessible name of a job's Apply link: it says which job it applies to. */
export function applyLabel(job: Pick<JobOpening, 'title' | 'location'>) {
  return `Apply for ${job.title}, ${job.location}`;
}

/** The subject line of the e-mail an Apply link opens. */
export function applySubject(job: Pick<JobOpening, 'title' | 'location'>) {
  return `Application: ${job.title} (${job.location})`;
}

/** The words of a job's page (/careers/<id>) around the opening's own copy. */
export const jobPage = {
  /** The link back to the list, above the heading. */
  back: 'All open positions',
  facts: {
    title: 'At a glance',
    location: 'Location',
    employmentType: 'Employment type',
    workplace: 'Workplace',
    salary: 'Salary',
    datePosted: 'Posted',
    validThrough: 'Apply by',
  },
  sections: {
    role: 'The role',
    duties: 'What you’ll do',
    requirements: 'What you’ll bring',
    offer: 'What we offer',
    apply: 'How to apply',
  },
  apply: {
    text: 'Send us your CV and a few lines on why this role, and why now. A link to your work helps too: a portfolio, writing samples or a project you’re proud of.',
    /** Said before the address, for a visitor whose Apply link opens no e-mail program. */
    writeTo: 'Apply opens your e-mail program with the message started. Or write to',
    writeToEnd: 'yourself, with the job’s title in the subject.',
    /** The privacy notice's part on applications, and the link's words. */
    privacy: 'What we do with your CV and your rights over it are in our',
    privacyLink: 'privacy notice',
    equalOpportunity:
      'We want our teams to look like the cities we serve. Whoever you are, if this role fits you, we’d like to hear from you, and we’ll make any adjustment you need during interviews.',
  },
  adjustments: {
    id: 'adjustments',
    title: 'Adjustments',
    text: 'If something would make applying or interviewing easier for you, such as more time, questions in writing, step-free access, a sign language interpreter or a quiet room, ask our recruiting team. You don’t need to say why, and only the people arranging your interviews see what you tell us.',
    action: 'Ask for an adjustment',
  },
  nextSteps: {
    id: 'next-steps',
    title: 'What happens next',
    /** Each stage, and how long it usually takes. */
    stages: [
      'We confirm that your application has arrived, within two working days.',
      'We read every application and answer, yes or no, within two weeks.',
      'A 30-minute video call with the hiring manager, about the role and your questions.',
      'A short task close to the real work, or a walk through your portfolio, and an interview with the team, in the office or by video, usually within three weeks of the first call.',
      'A decision within a week of your last interview, and an offer if it’s a yes.',
    ],
  },
  employmentTypes: {
    FULL_TIME: 'Full-time',
    PART_TIME: 'Part-time',
    CONTRACTOR: 'Contract',
    TEMPORARY: 'Temporary',
    INTERN: 'Internship',
    VOLUNTEER: 'Volunteer',
    PER_DIEM: 'Per day',
    OTHER: 'Other',
  } satisfies Record<EmploymentType, string>,
} as const;

/**
 * The city of a job opening (or anything with a `cityId`). content/validate.ts stops the
 * build on an unknown id with the file and the field; this throws in case it was bypassed.
 */
export function cityOf(item: { cityId: string }, known: readonly City[] = cities): City {
  const city = known.find((candidate) => candidate.id === item.cityId);
  if (!city) throw new Error(`"${item.cityId}" is not a city in content/cities/`);
  return city;
}

/** The heading of the other openings in a job's city. */
export function sameCityTitle(cityName: string) {
  return `More openings in ${cityName}`;
}

/** A job page's title (before " | Scoot"): the role and its city, so one role's pages differ. */
export function jobTitle(job: Pick<JobOpening, 'title'>, cityName: string) {
  return `${job.title} in ${cityName}`;
}

/**
 * The body of the e-mail a job page's Apply link opens: what to send, so the first reply
 * needs no round trip. The list's Apply links keep the subject alone.
 */
export function applyBody(job: Pick<JobOpening, 'title' | 'location'>) {
  return [
    'Hello Scoot team,',
    '',
    `I’d like to apply for the ${job.title} role in ${job.location}.`,
    '',
    'My CV is attached. Why this role:',
    '',
    'A link to my work:',
    '',
    'Best regards,',
  ].join('\n');
}

const SALARY_UNITS = {
  HOUR: 'an hour',
  MONTH: 'a month',
  YEAR: 'a year',
} as const satisfies Record<SalaryUnit, string>;

/** A salary's range in words: "£52,000 to £60,000 a year". */
export function salaryRange({ currency, min, max, unit }: Salary): string {
  const amounts =
    min === max
      ? formatMoney(min, currency)
      : `${formatMoney(min, currency)} to ${formatMoney(max, currency)}`;
  return `${amounts} ${SALARY_UNITS[unit]}`;
}

/** The first point of what Scoot offers: "A salary of £52,000 to £60,000 a year." */
export function salarySentence(salary: Salary): string {
  return `A salary of ${salaryRange(salary)}${salary.note ? `, ${salary.note}` : ''}.`;
}

/** When applications close, in words: "Apply by 31 January 2027, the end of the day in <city>." */
export function closingText(job: Pick<JobOpening, 'validThrough'>, cityName: string): string {
  return `${jobPage.facts.validThrough} ${formatDate(job.validThrough)}, the end of the day in ${cityName}.`;
}

/**
 * An office's address in two lines, street first, as a seeker reads it on the page and a
 * search engine gets it in the posting: "48 Clerkenwell Road", then "<city>, England EC1M 5PS".
 */
export function officeAddress(
  office: Pick<Office, 'streetAddress' | 'postalCode' | 'region'>,
  city: Pick<City, 'name'>,
): [string, string] {
  return [office.streetAddress, `${city.name}, ${office.region} ${office.postalCode}`];
}

/** The subject of the e-mail that asks for an adjustment. */
export function adjustmentSubject(job: Pick<JobOpening, 'title' | 'location'>) {
  return `Adjustment: ${job.title} (${job.location})`;
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
): JobDescriptionPart[] {
  const { sections } = jobPage;
  return [
    { id: 'role', title: sections.role, paragraphs: job.role },
    { id: 'duties', title: sections.duties, points: job.duties },
    { id: 'requirements', title: sections.requirements, points: job.requirements },
    { id: 'offer', title: sections.offer, points: [salarySentence(job.salary), ...job.offer] },
  ];
}
