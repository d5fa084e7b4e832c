import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { cityAndCountry, RULES_CHECK_MAX_DAYS } from '@/lib/cities';
import { daysBetween } from '@/lib/openings';

import { cities } from './cities';
import { company, type Company } from './company';
import { faqGroups } from './faq';
import { jobOpenings } from './jobs';
import { offices } from './offices';
import { pages } from './pageRegistry';
import { isStated, ruleKeys } from './pages/city';
import type {
  City,
  EmploymentType,
  FaqGroup,
  JobOpening,
  Office,
  PageMetadata,
  Rule,
  SalaryUnit,
} from './types';

/*
 * The rules the pages rely on but TypeScript cannot see: ids that must be unique, a job's
 * city that must exist, files that must be there, dates that must be real. The root layout
 * runs them, so `npm run build` (and `npm run review`, `npm test`) stops on a broken edit
 * with a message naming the file and the field, instead of a confusing error later or a
 * page that quietly breaks (a job posting search engines reject, two FAQ answers sharing
 * an id, a share card drawn without its art).
 */

export type SiteContent = {
  jobs: readonly JobOpening[];
  cities: readonly City[];
  offices: readonly Office[];
  /** The company's own facts, which the notices state (content/company.ts). */
  company: Omit<Company, 'employers'> & { employers: Readonly<Record<string, string | undefined>> };
  faqGroups: readonly FaqGroup[];
  /** Each page's copy by its file name under content/pages/. */
  pages: Readonly<Record<string, { metadata: PageMetadata }>>;
};

export const siteContent: SiteContent = {
  jobs: jobOpenings,
  cities,
  offices,
  company,
  faqGroups,
  // Each page's copy, from the page registry: its key is its file's name.
  pages: Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.content])),
};

export type ContentProblem = {
  /** The file to edit, from the project root. */
  file: string;
  /** Where in it, as a path an editor can follow: `jobOpenings[6] ("head-of-fleet").cityId`. */
  field: string;
  problem: string;
};

const EMPLOYMENT_TYPES: readonly EmploymentType[] = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
const SALARY_UNITS: readonly SalaryUnit[] = ['HOUR', 'MONTH', 'YEAR'];
const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The layout's title template adds this; a page title ending with it would show it twice. */
const TITLE_SUFFIX = ' | Scoot';

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** A currency code the browsers' number formatting knows (ISO 4217: "GBP", "IDR"). */
function isCurrency(code: unknown) {
  return typeof code === 'string' && Intl.supportedValuesOf('currency').includes(code);
}

/** An IANA time zone the browsers know ("Asia/Jakarta"). */
function isTimeZone(zone: unknown) {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function isRealDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** "jobOpenings[2] ("graphic-designer")": an item by position, and by id when it has one. */
const item = (list: string, index: number, id?: unknown) =>
  `${list}[${index}]${typeof id === 'string' && id ? ` ("${id}")` : ''}`;

/**
 * Every broken rule in the content, in file order. An empty list means the pages can be
 * built as the components expect.
 * @param publicDir where the art lives (public/ of the project the build runs in)
 */
export function contentProblems(
  content: SiteContent = siteContent,
  publicDir = join(process.cwd(), 'public'),
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (file: string, field: string, problem: string) =>
    problems.push({ file, field, problem });

  /** Each id at most once in a list: React keys, DOM ids and structured data rely on it. */
  const uniqueIds = (file: string, list: string, entries: readonly { id: string }[]) => {
    const seen = new Map<string, number>();
    entries.forEach((entry, index) => {
      const field = `${item(list, index, entry.id)}.id`;
      if (isBlank(entry.id) || !KEBAB_CASE.test(entry.id)) {
        report(file, field, 'must be lowercase words joined by hyphens, e.g. "fleet-supervisor"');
      } else if (seen.has(entry.id)) {
        report(file, field, `is already used by ${list}[${seen.get(entry.id)}]: ids must differ`);
      } else {
        seen.set(entry.id, index);
      }
    });
  };

  const requireText = (file: string, field: string, value: unknown) => {
    if (isBlank(value)) report(file, field, 'is empty');
  };

  /** An image of the site's own art: the file exists and its box is declared. */
  const checkArt = (file: string, field: string, src: unknown, needsViewBox = false) => {
    if (typeof src !== 'string' || !src.startsWith('/')) {
      report(file, field, 'must be a path under public/, starting with "/", e.g. "/images/x.svg"');
      return;
    }
    const path = join(publicDir, src);
    if (!existsSync(path)) {
      report(file, field, `names ${src}, but there is no file public${src}`);
    } else if (needsViewBox && !/viewBox="[\d.\s-]+"/.test(readFileSync(path, 'utf8'))) {
      report(file, field, `public${src} has no viewBox, so the share card cannot size it`);
    }
  };

  // Cities: the map, the city list, the "cities live" count and every job's location.
  const citiesFile = 'content/cities.ts';
  uniqueIds(citiesFile, 'cities', content.cities);
  content.cities.forEach((city, index) => {
    const at = item('cities', index, city.id);
    requireText(citiesFile, `${at}.name`, city.name);
    requireText(citiesFile, `${at}.country`, city.country);
    if (!/^[A-Z]{2}$/.test(city.countryCode))
      report(
        citiesFile,
        `${at}.countryCode`,
        'must be two capital letters (ISO 3166-1), e.g. "GB"',
      );
    if (!(Math.abs(city.latitude) <= 90))
      report(citiesFile, `${at}.latitude`, 'must be between -90 and 90 (degrees north)');
    if (!(Math.abs(city.longitude) <= 180))
      report(citiesFile, `${at}.longitude`, 'must be between -180 and 180 (degrees east)');
    uniqueIds(citiesFile, `${at}.sources`, city.sources);
    checkCityPage(city, at, (field, problem) => report(citiesFile, field, problem));
  });

  // Offices: a job page's workplace and its posting's address and time zone.
  const officesFile = 'content/offices.ts';
  uniqueIds(officesFile, 'offices', content.offices);
  content.offices.forEach((office, index) => {
    const at = item('offices', index, office.id);
    for (const field of ['name', 'streetAddress', 'postalCode', 'region'] as const)
      requireText(officesFile, `${at}.${field}`, office[field]);
    if (!content.cities.some((city) => city.id === office.cityId))
      report(officesFile, `${at}.cityId`, `"${office.cityId}" is not a city in ${citiesFile}`);
    if (!isTimeZone(office.timeZone))
      report(
        officesFile,
        `${at}.timeZone`,
        `"${office.timeZone}" is not a time zone: use its IANA name, e.g. "Europe/London"`,
      );
  });

  // Job openings: the Careers list, and a page each (/careers/<id>) with its JobPosting.
  const jobsFile = 'content/jobs.ts';
  uniqueIds(jobsFile, 'jobOpenings', content.jobs);
  content.jobs.forEach((job, index) => {
    const at = item('jobOpenings', index, job.id);
    requireText(jobsFile, `${at}.title`, job.title);
    requireText(jobsFile, `${at}.summary`, job.summary);
    // The page's description and its JobPosting's: a posting without one is rejected.
    for (const part of ['role', 'duties', 'requirements', 'offer'] as const) {
      const entries: readonly string[] = job[part];
      if (entries.length === 0)
        report(jobsFile, `${at}.${part}`, 'is empty: the page would say nothing here');
      entries.forEach((entry, entryIndex) =>
        requireText(jobsFile, `${at}.${part}[${entryIndex}]`, entry),
      );
    }
    const city = content.cities.find((candidate) => candidate.id === job.cityId);
    if (!city) {
      const known = content.cities.map((candidate) => `"${candidate.id}"`).join(', ');
      report(
        jobsFile,
        `${at}.cityId`,
        `"${job.cityId}" is not a city in ${citiesFile} (known: ${known}); add the city there first`,
      );
    } else if (job.location !== cityAndCountry(city)) {
      report(jobsFile, `${at}.location`, `must read "${cityAndCountry(city)}" (its cityId)`);
    }
    const posted = isRealDate(job.datePosted);
    const closes = isRealDate(job.validThrough);
    if (!posted)
      report(jobsFile, `${at}.datePosted`, `"${job.datePosted}" is not a date written YYYY-MM-DD`);
    if (!closes)
      report(
        jobsFile,
        `${at}.validThrough`,
        `"${job.validThrough}" is not a date written YYYY-MM-DD`,
      );
    if (posted && closes && job.validThrough < job.datePosted)
      report(
        jobsFile,
        `${at}.validThrough`,
        `${job.validThrough} is before datePosted ${job.datePosted}: an opening cannot close before it opens`,
      );
    if (!EMPLOYMENT_TYPES.includes(job.employmentType))
      report(jobsFile, `${at}.employmentType`, `must be one of ${EMPLOYMENT_TYPES.join(', ')}`);
    const office = content.offices.find((candidate) => candidate.id === job.officeId);
    if (!office)
      report(jobsFile, `${at}.officeId`, `"${job.officeId}" is not an office in ${officesFile}`);
    else if (city && office.cityId !== job.cityId)
      report(
        jobsFile,
        `${at}.officeId`,
        `"${job.officeId}" is in "${office.cityId}", not in the job's city "${job.cityId}"`,
      );
    // The page states the pay and the posting carries it (baseSalary): both need a real range.
    const { salary } = job;
    if (!salary) {
      report(jobsFile, `${at}.salary`, 'is missing: every opening states its salary range');
    } else {
      if (!isCurrency(salary.currency))
        report(
          jobsFile,
          `${at}.salary.currency`,
          `"${salary.currency}" is not an ISO 4217 currency code, e.g. "GBP"`,
        );
      for (const end of ['min', 'max'] as const)
        if (!(Number.isFinite(salary[end]) && salary[end] > 0))
          report(jobsFile, `${at}.salary.${end}`, 'must be an amount above 0');
      if (salary.min > salary.max)
        report(
          jobsFile,
          `${at}.salary.min`,
          `${salary.min} is above the maximum, ${salary.max}: swap them`,
        );
      if (!SALARY_UNITS.includes(salary.unit))
        report(jobsFile, `${at}.salary.unit`, `must be one of ${SALARY_UNITS.join(', ')}`);
      if (salary.note !== undefined) requireText(jobsFile, `${at}.salary.note`, salary.note);
    }
  });

  // The company's facts: the notices state them, so none may be left empty.
  const companyFile = 'content/company.ts';
  for (const [field, value] of Object.entries(content.company))
    if (field !== 'employers') requireText(companyFile, `company.${field}`, value);
  if (!isRealDate(content.company.noticesReviewed))
    report(companyFile, 'company.noticesReviewed', 'is not a date written YYYY-MM-DD');
  for (const [cityId, employer] of Object.entries(content.company.employers))
    requireText(companyFile, `company.employers["${cityId}"]`, employer);

  // FAQ: each item's id becomes the DOM id "faq-<id>", next to the groups' "faq-<group id>",
  // so all of them share one namespace on the About page.
  const faqFile = 'content/faq.ts';
  uniqueIds(faqFile, 'faqGroups', content.faqGroups);
  const faqIds = new Map<string, string>(
    content.faqGroups.map((group, index) => [group.id, item('faqGroups', index, group.id)]),
  );
  content.faqGroups.forEach((group, groupIndex) => {
    const at = item('faqGroups', groupIndex, group.id);
    requireText(faqFile, `${at}.title`, group.title);
    if (group.items.length === 0) report(faqFile, `${at}.items`, 'has no questions');
    group.items.forEach((faq, index) => {
      const field = `${at}.items[${index}]`;
      requireText(faqFile, `${field}.title`, faq.title);
      requireText(faqFile, `${field}.text`, faq.text);
      const other = faqIds.get(faq.id);
      if (isBlank(faq.id) || !KEBAB_CASE.test(faq.id)) {
        report(faqFile, `${field}.id`, 'must be lowercase words joined by hyphens');
      } else if (other) {
        report(faqFile, `${field}.id`, `"${faq.id}" is already used by ${other}: ids must differ`);
      } else {
        faqIds.set(faq.id, field);
      }
    });
    if (
      group.initiallyOpenId !== null &&
      !group.items.some((faq) => faq.id === group.initiallyOpenId)
    )
      report(
        faqFile,
        `${at}.initiallyOpenId`,
        `"${group.initiallyOpenId}" is not a question of this group (use one of its ids, or null)`,
      );
  });

  // Pages: what search engines and link previews read, and the art and ids on the page.
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const [name, page] of Object.entries(content.pages)) {
    const file = `content/pages/${name}.ts`;
    const { title, description, socialCard } = page.metadata;
    requireText(file, 'metadata.title', title);
    if (title?.endsWith(TITLE_SUFFIX))
      report(file, 'metadata.title', `leave out "${TITLE_SUFFIX}": the site adds it`);
    requireText(file, 'metadata.description', description);
    for (const [field, value, seen] of [
      ['title', title, titles],
      ['description', description, descriptions],
    ] as const) {
      if (isBlank(value)) continue;
      const other = seen.get(value);
      if (other)
        report(file, `metadata.${field}`, `is the same as in ${other}: each page needs its own`);
      else seen.set(value, file);
    }
    if (!socialCard) {
      report(file, 'metadata.socialCard', 'is missing: every page needs a share card');
    } else {
      requireText(file, 'metadata.socialCard.headline', socialCard.headline);
      requireText(file, 'metadata.socialCard.text', socialCard.text);
      if (socialCard.kicker !== undefined)
        requireText(file, 'metadata.socialCard.kicker', socialCard.kicker);
      checkArt(file, 'metadata.socialCard.art', socialCard.art, true);
    }
    checkPageTree(page, '', file, report, checkArt);
  }

  return problems;
}

/**
 * Walks a page's copy (not its metadata): every illustration has its file, alt text and
 * size, and every `id` (a section's anchor, a list's keys) appears once on the page.
 */
function checkPageTree(
  node: unknown,
  path: string,
  file: string,
  report: (file: string, field: string, problem: string) => void,
  checkArt: (file: string, field: string, src: unknown) => void,
  ids = new Map<string, string>(),
) {
  if (Array.isArray(node)) {
    node.forEach((child, index) =>
      checkPageTree(child, `${path}[${index}]`, file, report, checkArt, ids),
    );
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (typeof record.src === 'string' && 'alt' in record) {
    checkArt(file, `${path}.src`, record.src);
    if (typeof record.alt !== 'string')
      report(file, `${path}.alt`, 'must be text (empty only for a decorative image)');
    for (const side of ['width', 'height'] as const) {
      const value = record[side];
      if (typeof value !== 'number' || !(value > 0))
        report(file, `${path}.${side}`, 'must be a number of pixels above 0');
    }
  }
  if (typeof record.id === 'string') {
    const other = ids.get(record.id);
    if (other)
      report(file, `${path}.id`, `"${record.id}" is already used by ${other} on this page`);
    else ids.set(record.id, path);
  }
  for (const [key, child] of Object.entries(record)) {
    if (path === '' && key === 'metadata') continue;
    checkPageTree(child, path ? `${path}.${key}` : key, file, report, checkArt, ids);
  }
}

/**
 * A city's page: the districts and start of service it shows, and its rules, each stated one
 * with at least one source the city lists, each source with its page and the day it was
 * checked (their ids are checked as every list's are, by uniqueIds).
 */
function checkCityPage(city: City, at: string, report: (field: string, problem: string) => void) {
  if (city.service.districts.length === 0)
    report(`${at}.service.districts`, 'is empty: name at least one district Scoot serves');
  city.service.districts.forEach((district, index) => {
    if (isBlank(district)) report(`${at}.service.districts[${index}]`, 'is empty');
  });
  if (!isRealDate(city.service.since))
    report(`${at}.service.since`, `"${city.service.since}" is not a date written YYYY-MM-DD`);

  const sourceIds = new Set(city.sources.map((source) => source.id));
  city.sources.forEach((source, index) => {
    const field = `${at}.sources[${index}]`;
    for (const key of ['title', 'publisher'] as const)
      if (isBlank(source[key])) report(`${field}.${key}`, 'is empty');
    if (!/^https?:\/\/[^\s/]+\.[^\s]+$/.test(source.url))
      report(`${field}.url`, 'must be the address of the official page, starting with https://');
    if (!isRealDate(source.checked))
      report(
        `${field}.checked`,
        `"${source.checked}" is not a date written YYYY-MM-DD: say when the page was last read`,
      );
  });

  const { rules } = city;
  const stated: [string, readonly string[]][] = [
    ...ruleKeys.flatMap((key): [string, readonly string[]][] => {
      const rule: Rule<object> = rules[key];
      return isStated(rule) ? [[`rules.${key}`, rule.sources]] : [];
    }),
    ...rules.local.map((rule, index): [string, readonly string[]] => [
      `rules.local[${index}]`,
      rule.sources,
    ]),
  ];
  for (const [field, sources] of stated) {
    if (sources.length === 0)
      report(
        `${at}.${field}.sources`,
        'is empty: a rule the page states needs an official source (or set status: "unconfirmed")',
      );
    for (const id of sources)
      if (!sourceIds.has(id))
        report(
          `${at}.${field}.sources`,
          `names "${id}", which is not one of this city's sources; add it to ${at}.sources`,
        );
  }
  for (const local of rules.local) {
    if (isBlank(local.title) || isBlank(local.text))
      report(`${at}.rules.local`, 'has an entry without its title or text');
  }
  const { minimumAge, speedLimit } = rules;
  if (isStated(minimumAge) && !(Number.isInteger(minimumAge.years) && minimumAge.years > 0))
    report(`${at}.rules.minimumAge.years`, 'must be a whole number of years above 0');
  if (isStated(speedLimit) && !(speedLimit.value > 0))
    report(`${at}.rules.speedLimit.value`, 'must be a speed above 0');
}

/**
 * One line per city source last checked more than RULES_CHECK_MAX_DAYS before `day`, for the
 * build's log: the law changes, and the page states it as checked on that day.
 */
export function staleRuleWarnings(
  cityList: readonly Pick<City, 'id' | 'sources'>[],
  day: string,
): string[] {
  return cityList.flatMap((city) =>
    city.sources
      .filter((source) => daysBetween(source.checked, day) > RULES_CHECK_MAX_DAYS)
      .map(
        (source) =>
          `content/cities.ts: "${city.id}" states rules from "${source.title}" (${source.url}), last checked ${source.checked}, over ${RULES_CHECK_MAX_DAYS} days ago; read it again and update the rules and the checked date.`,
      ),
  );
}

/** The problems as one message: a line per problem, with its file and field. */
export function describeProblems(problems: readonly ContentProblem[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return [
    `Content error: ${count} in content/ would break the site. Fix ${problems.length === 1 ? 'it' : 'them'} and build again:`,
    ...problems.map(({ file, field, problem }) => `  - ${file}, ${field}: ${problem}`),
  ].join('\n');
}

/** Stops the build (the root layout calls this) when the content breaks a rule. */
export function assertValidContent(content: SiteContent = siteContent, publicDir?: string) {
  const problems = contentProblems(content, publicDir);
  if (problems.length) throw new Error(describeProblems(problems));
}
