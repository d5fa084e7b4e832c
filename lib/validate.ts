import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { RULES_CHECK_MAX_DAYS } from '@/lib/cities';
import { DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES } from '@/content/languages';
import { daysBetween } from '@/lib/openings';

import { cities } from '@/content/cities';
import { cityFeeds } from '@/content/cityFeeds';
import { company, type Company } from '@/content/company';
import { feedFolder, feedLawProblems, type CityFeed } from '@/content/gbfs';
import { currentOpenings } from './jobs';
import { ContentError, type ContentProblem } from '@/content/load';
import { offices } from '@/content/offices';
import { pages } from './pageRegistry';
import { privacyLawCities } from '@/lib/pages/privacy';
import type { City, JobOpening, Office, PageMetadata } from '@/content/types';

/*
 * The rules that span files, beside the schema (content/schema.ts), which checks each file on
 * its own as it is read: an office in a city that exists, a company fact and a privacy notice
 * for every city that hires, a title and description no other page has, a share card with
 * its art. The root layout runs them, so `npm run build` stops with the file and the field.
 */

export type SiteContent = {
  cities: readonly Pick<City, 'id' | 'name' | 'countryCode' | 'rules'>[];
  /** Each city's GBFS files (content/gbfs/<city>/), by city id. */
  feeds: Readonly<Record<string, CityFeed>>;
  offices: readonly Pick<Office, 'id' | 'cityId'>[];
  /** The openings the build publishes. */
  openings: readonly Pick<JobOpening, 'id' | 'cityId'>[];
  company: Company;
  /** The cities the privacy notice has a part for in every language, by id. */
  privacyLaws: readonly string[];
  /** Each page's copy in each language, by its key in the page registry. */
  pages: Readonly<Record<string, Readonly<Record<string, { metadata: PageMetadata }>>>>;
};

export const siteContent: SiteContent = {
  cities: cities.en,
  feeds: cityFeeds,
  offices: offices.en,
  openings: currentOpenings.en,
  company,
  privacyLaws: privacyLawCities('en').filter((id) =>
    TRANSLATED_LANGUAGES.every((lang) => privacyLawCities(lang).includes(id)),
  ),
  pages: Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.content])),
};

/** The file a registry page's copy is edited in: the data file where there is one. */
const copyFile = (key: string) =>
  existsSync(join(process.cwd(), 'content/pages', `${key}.json`))
    ? `content/pages/${key}.json`
    : `content/pages/${key}.ts`;

/** Every rule broken across files, in order; none means the pages can be built. */
export function contentProblems(
  content: SiteContent = siteContent,
  publicDir = join(process.cwd(), 'public'),
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (file: string, field: string, problem: string) =>
    problems.push({ file, field, problem });
  const cityIds = new Set(content.cities.map((city) => city.id));

  for (const office of content.offices)
    if (!cityIds.has(office.cityId))
      report(
        `content/offices/${office.id}.json`,
        'cityId',
        `"${office.cityId}" is not a city in content/cities/`,
      );

  // What a ride costs and where it may end, from the city's GBFS files: nothing in them that
  // the city's law forbids. A city without them yet is published without them (a warning).
  for (const city of content.cities) {
    const feed = content.feeds[city.id];
    if (feed) problems.push(...feedLawProblems(city, feed));
  }
  for (const cityId of Object.keys(content.feeds))
    if (!cityIds.has(cityId))
      report(
        `${feedFolder(cityId)}/`,
        '(the folder)',
        `"${cityId}" is not a city in content/cities/`,
      );

  // The company's facts: the notices state them, so none may be left empty.
  const companyFile = 'content/company.ts';
  for (const [field, value] of Object.entries(content.company))
    if (typeof value === 'string' && value.trim() === '')
      report(companyFile, `company.${field}`, 'is empty');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(content.company.noticesReviewed))
    report(companyFile, 'company.noticesReviewed', 'is not a date written YYYY-MM-DD');

  // A city that hires needs its employer named and its data protection law in the notice:
  // legal facts, so the build asks for a developer and the company's lawyer.
  for (const cityId of new Set(content.openings.map((job) => job.cityId))) {
    if (!content.company.employers[cityId]?.trim())
      report(
        companyFile,
        `company.employers["${cityId}"]`,
        `is missing: an opening in "${cityId}" needs its employer named (ask a developer)`,
      );
    if (!content.privacyLaws.includes(cityId))
      report(
        'content/messages/<lang>.json',
        `privacy.laws["${cityId}"]`,
        `is missing: an opening in "${cityId}" needs the privacy notice's part on its law (ask a developer and the company's lawyer)`,
      );
  }

  // What search engines and link previews read: distinct per page in each language, with a
  // drawable card.
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const [key, languages] of Object.entries(content.pages))
    for (const [lang, page] of Object.entries(languages)) {
      const file = copyFile(key);
      const { metadata } = page;
      for (const field of ['title', 'description'] as const) {
        const other = seen[field].get(`${lang} ${metadata[field]}`);
        if (other)
          report(
            file,
            `${lang}.metadata.${field}`,
            `is the same as in ${other}: each page needs its own`,
          );
        else seen[field].set(`${lang} ${metadata[field]}`, file);
      }
      // The art is named once, in the English: every language's card draws it.
      if (lang !== DEFAULT_LANGUAGE) continue;
      const art = metadata.socialCard.art;
      const path = join(publicDir, art);
      const field = `${lang}.metadata.socialCard.art`;
      if (!existsSync(path)) report(file, field, `names ${art}, but there is no file public${art}`);
      else if (!/viewBox="[\d.\s-]+"/.test(readFileSync(path, 'utf8')))
        report(file, field, `public${art} has no viewBox, so the share card cannot size it`);
    }

  return problems;
}

/**
 * One line per city source last checked more than RULES_CHECK_MAX_DAYS before `day`, or read
 * only from a copy (`liveCheck`), for the build's log: the law changes, and the page states it
 * as checked on that day.
 */
export function staleRuleWarnings(
  cityList: readonly Pick<City, 'id' | 'sources'>[],
  day: string,
): string[] {
  return cityList.flatMap((city) =>
    city.sources.flatMap((source) => [
      ...(daysBetween(source.checked, day) > RULES_CHECK_MAX_DAYS
        ? [
            `content/cities/${city.id}.json: states rules from "${source.title}" (${source.url}), last checked ${source.checked}, over ${RULES_CHECK_MAX_DAYS} days ago; read it again and update the rules and the checked date.`,
          ]
        : []),
      ...(source.liveCheck
        ? [
            `content/cities/${city.id}.json: states rules from "${source.title}" (${source.url}), read only from a copy (see its note); read the live page before launch, then set liveCheck to false.`,
          ]
        : []),
    ]),
  );
}

/**
 * The cities published without prices and zones because operations has not given their GBFS
 * files yet (a city added in the admin starts so): the page says the rest, the build warns.
 */
export const missingFeedWarnings = (
  cityList: readonly Pick<City, 'id'>[],
  feeds: SiteContent['feeds'],
): string[] =>
  cityList
    .filter((city) => !feeds[city.id])
    .map(
      (city) =>
        `${feedFolder(city.id)}/: is missing, so the page of ${city.id} shows no prices, hours or zones; import the city's GBFS files (npm run gbfs:import) or add them.`,
    );

/** Stops the build (the root layout calls this) when the content breaks a rule. */
export function assertValidContent(content: SiteContent = siteContent, publicDir?: string) {
  const problems = contentProblems(content, publicDir);
  if (problems.length) throw new ContentError(problems);
}
