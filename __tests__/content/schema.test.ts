import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { pageCopy } from '@/lib/copy';
import { ContentError, problemsOf, readCollection } from '@/content/load';
import * as schemas from '@/content/schema';
import type { City, CityRules } from '@/content/types';
import { LANGUAGES, type Lang } from '@/content/languages';
import { contentProblems, siteContent, staleRuleWarnings } from '@/lib/validate';
import faq from '@/content/faq.json';
import home from '@/content/pages/home.json';
import site from '@/content/site.json';
import about from '@/content/pages/about.json';

import { fleetLead as opening, lisbon, lisbonOffice as office } from '../fixtures/content';

/** What an editor reads when content breaks a rule: the file, the field, the problem. */
const said = (schema: Parameters<typeof problemsOf>[0], data: unknown) =>
  problemsOf(schema, data, 'content/x.json').map(({ field, problem }) => `${field}: ${problem}`);

/** A city of the fixtures with two official sources; each case sets the rules it needs. */
const source = (id: string) => ({
  id,
  title: 'Electric scooters',
  translation: 'Electric scooters',
  publisher: 'Transport for London',
  url: `https://tfl.gov.uk/${id}`,
  lang: 'en',
  checked: '2030-01-10',
});
const sourcedCity: City = {
  ...lisbon,
  sources: [source('tfl-e-scooters'), source('tfl-trial-faq')],
};
const [faqGroup] = faq.en.groups;
const cityWith = (rules: Partial<CityRules>) => ({
  ...sourcedCity,
  rules: { ...sourcedCity.rules, ...rules },
});

describe('each file on its own: the field and the problem, in an editor’s words', () => {
  it.each([
    [
      'refuses a missing field, an emptied one and an empty list',
      schemas.jobSchema,
      { ...opening, summary: undefined, title: '  ', duties: [] },
      [
        'title: is empty',
        'summary: is missing',
        'duties: is empty: the page would say nothing here',
      ],
    ],
    [
      'refuses an opening that closes before it opens',
      schemas.jobSchema,
      { ...opening, validThrough: '2026-11-01' },
      [
        'validThrough: is before the posting date (datePosted): an opening cannot close before it opens',
      ],
    ],
    [
      'refuses a value off its list, a date that is not one, a currency that is not one, pay upside down',
      schemas.jobSchema,
      {
        ...opening,
        employmentType: 'Full-time',
        datePosted: '2026-02-30',
        salary: { ...opening.salary, currency: 'Pounds', min: 70_000 },
      },
      [
        'datePosted: is not a date written YYYY-MM-DD, e.g. 2027-01-31',
        expect.stringMatching(/^employmentType: must be one of "FULL_TIME", "PART_TIME", /),
        'salary.currency: is not a currency code (ISO 4217), e.g. "GBP"',
        'salary.min: is above the maximum: swap them',
      ],
    ],
    [
      'refuses an FAQ id used twice (they become DOM ids)',
      schemas.faqSchema,
      { groups: [{ ...faqGroup!, items: [...faqGroup!.items, faqGroup!.items[0]!] }] },
      [`groups[0].items[3].id: "${faqGroup!.items[0]!.id}" is already used: ids must differ`],
    ],
    [
      'refuses a group opening a question of another group',
      schemas.faqSchema,
      { groups: [{ ...faqGroup!, initiallyOpenId: 'helmets' }] },
      [
        'groups[0].initiallyOpenId: "helmets" is not a question of this group: use one of its ids, or leave it empty',
      ],
    ],
    [
      'takes an optional field the CMS saved empty as left out',
      schemas.faqSchema,
      { groups: [{ ...faqGroup!, initiallyOpenId: '' }] },
      [],
    ],
    [
      'an office in a time zone that is not one',
      schemas.officeSchema,
      { ...office, timeZone: 'GMT+1 London' },
      ['timeZone: is not a time zone: use its IANA name, e.g. "Europe/London"'],
    ],
    [
      'a claim that is not a number',
      schemas.siteSchema,
      { ...site.en, citiesTargeted: '23' },
      ['citiesTargeted: must be a number'],
    ],
    [
      'refuses copy naming a figure the build cannot fill',
      schemas.pageSchemas.home,
      { ...home.en, hero: { ...home.en.hero, title: 'In {cityCount} cities, soon {cities}' } },
      [
        expect.stringMatching(
          /^hero.title: says \{cities\}, which this page cannot fill in: use one of \{cityCount\}, /,
        ),
      ],
    ],
    [
      'refuses a title that types the suffix the layout adds',
      schemas.pageSchemas.home,
      { ...home.en, metadata: { ...home.en.metadata, title: 'Home | Scoot' } },
      ['metadata.title: leaves out " | Scoot": the site adds it'],
    ],
    [
      'refuses a stated rule without a source, or naming one the city does not list',
      schemas.citySchema,
      cityWith({
        minimumAge: { status: 'confirmed', years: 18, sources: [] },
        speedLimit: { status: 'confirmed', value: 12.5, unit: 'mph', sources: ['tfl-blog'] },
      }),
      [
        'rules.minimumAge.sources: is empty: a rule the page states needs an official source (or set its status to "unconfirmed")',
        'rules.speedLimit.sources: names "tfl-blog", which is not one of this city\'s sources: add it under sources',
      ],
    ],
    [
      'refuses a helmet law for the young that does not say the age',
      schemas.citySchema,
      cityWith({
        helmet: { status: 'confirmed', law: 'compulsory-under-age', sources: ['tfl-e-scooters'] },
      }),
      ['rules.helmet.underAge: is missing: say below which age a helmet is compulsory'],
    ],
    [
      'refuses an age riding with an adult below the minimum age',
      schemas.citySchema,
      cityWith({
        minimumAge: {
          status: 'confirmed',
          years: 12,
          accompaniedUntil: 11,
          sources: ['tfl-e-scooters'],
        },
      }),
      [
        'rules.minimumAge.accompaniedUntil: is below the minimum age: give the oldest age that must ride with an adult',
      ],
    ],
    [
      'refuses a source not over https, or without its language or the day it was read',
      schemas.citySchema,
      {
        ...sourcedCity,
        sources: [
          {
            ...sourcedCity.sources[0]!,
            checked: 'last spring',
            url: 'http://tfl.gov.uk/e-scooters',
            lang: undefined,
          },
          ...sourcedCity.sources.slice(1),
        ],
      },
      [
        'sources[0].url: must be the https address of the official page, e.g. https://tfl.gov.uk/e-scooters',
        expect.stringMatching(/^sources\[0\]\.lang: /),
        'sources[0].checked: is not a date written YYYY-MM-DD, e.g. 2027-01-31',
      ],
    ],
    [
      'refuses a figure only another page fills: the About page counts no steps',
      schemas.pageSchemas.about,
      { ...about.en, banner: { title: 'About us, in {stepCount} steps' } },
      [expect.stringMatching(/^banner.title: says \{stepCount\}, which this page cannot fill in/)],
    ],
    [
      'asks how a source read only from a copy was read',
      schemas.citySchema,
      {
        ...sourcedCity,
        sources: [
          { ...sourcedCity.sources[0]!, note: undefined, liveCheck: true },
          ...sourcedCity.sources.slice(1),
        ],
      },
      [
        'sources[0].note: is missing: say how the page was read, and what the live check must confirm',
      ],
    ],
  ])('%s', (_, schema, data, problems) => {
    expect(said(schema, data)).toEqual(problems);
  });

  it('sizes page pictures from their files, and refuses one that is not there', () => {
    for (const lang of LANGUAGES)
      expect(pageCopy('home', home)[lang].hero.image).toMatchObject({ width: 560, height: 480 });
    // A picture is named once, in the English; every language shows it.
    const image = { ...home.en.hero.image, src: '/images/nope.svg' };
    const missing = { ...home, en: { ...home.en, hero: { ...home.en.hero, image } } };
    expect(() => pageCopy('home', missing)).toThrow(
      'content/pages/home.json, en.hero.image.src: names /images/nope.svg, but there is no file public/images/nope.svg',
    );
  });
});

describe('a folder of data files', () => {
  const read = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(root, 'content', 'offices'), { recursive: true });
    for (const [name, text] of Object.entries(files))
      writeFileSync(join(root, 'content', 'offices', name), text);
    return readCollection('offices', schemas.officeSchema, undefined, root);
  };

  it('names each entry by its file', () => {
    expect(read({ 'a.json': JSON.stringify(office) })).toEqual([{ ...office, id: 'a' }]);
  });

  it('stops the build with every problem of every file, the file name included', () => {
    const files = {
      'london-office.json': JSON.stringify(office),
      'New York.json': JSON.stringify({ ...office, region: '' }),
    };
    expect(() => read(files)).toThrow(ContentError);
    expect(() => read(files)).toThrow(
      [
        'Content error: 2 problems in content/ would break the site. Fix them and build again:',
        '  - content/offices/New York.json, (the file name): "New York" is its web address: use lowercase words joined by hyphens, e.g. "new-york.json"',
        '  - content/offices/New York.json, region: is empty',
      ].join('\n'),
    );
  });

  it('says a file is not JSON rather than failing somewhere else', () => {
    expect(() => read({ 'a.json': '{ "name": ' })).toThrow(
      /content\/offices\/a\.json, \(the whole file\): is not valid JSON/,
    );
  });
});

describe('the rules across files', () => {
  it('passes the real content', () => {
    expect(contentProblems()).toEqual([]);
  });

  it('asks for a developer when an opening is in a city the notices do not cover yet', () => {
    const problems = contentProblems({
      ...siteContent,
      offices: [...siteContent.offices, { id: 'nairobi-office', cityId: 'nairobi' }],
      openings: [...siteContent.openings, { id: 'fleet-nairobi', cityId: 'nairobi' }],
    }).map(({ file, field }) => `${file}, ${field}`);
    expect(problems).toEqual([
      'content/offices/nairobi-office.json, cityId',
      'content/company.ts, company.employers["nairobi"]',
      'content/messages/<lang>.json, privacy.laws["nairobi"]',
    ]);
  });

  it('keeps each page’s title and description its own, in each language', () => {
    const { about: real, careers } = siteContent.pages;
    const titled = (lang: Lang, title: string) => ({
      metadata: { ...real![lang]!.metadata, title },
    });
    const problemsWith = (about: (typeof siteContent.pages)[string]) =>
      contentProblems({ ...siteContent, pages: { ...siteContent.pages, about } }).map(
        ({ file, field, problem }) => `${file}, ${field}: ${problem}`,
      );
    expect(problemsWith({ ...real, en: titled('en', 'Careers') })).toEqual([
      'content/pages/careers.json, en.metadata.title: is the same as in content/pages/about.json: each page needs its own',
    ]);
    expect(problemsWith({ ...real, ja: titled('ja', careers!.ja!.metadata.title) })).toEqual([
      'content/pages/careers.json, ja.metadata.title: is the same as in content/pages/about.json: each page needs its own',
    ]);
    // The same words in two languages are two pages' titles, not one page's twice.
    expect(problemsWith({ ...real, ja: titled('ja', careers!.en!.metadata.title) })).toEqual([]);
  });

  it('refuses share-card art that is not there, once, where the English names it', () => {
    const { about: real } = siteContent.pages;
    const metadata = { ...real!.en!.metadata };
    metadata.socialCard = { ...metadata.socialCard, art: '/images/nope.svg' };
    const about = Object.fromEntries(LANGUAGES.map((lang) => [lang, { metadata }]));
    const problems = contentProblems({ ...siteContent, pages: { ...siteContent.pages, about } });
    expect(problems.map(({ file, field, problem }) => `${file}, ${field}: ${problem}`)).toEqual([
      'content/pages/about.json, en.metadata.socialCard.art: names /images/nope.svg, but there is no file public/images/nope.svg',
    ]);
  });

  it('warns when a city’s source was last checked more than 180 days before the build', () => {
    const source = {
      id: 'imt',
      title: 'Trotinetes',
      translation: 'Scooters',
      publisher: 'IMT',
      url: 'https://www.imt-ip.pt/',
      lang: 'pt',
      checked: '2030-01-10',
    };
    const city = { ...lisbon, sources: [source] };
    const day = (offset: number) =>
      new Date(Date.parse(`${source.checked}T00:00:00Z`) + offset * 86_400_000)
        .toISOString()
        .slice(0, 10);
    expect(staleRuleWarnings([city], day(180))).toEqual([]);
    expect(staleRuleWarnings([city], day(181))).toEqual([
      expect.stringMatching(/^content\/cities\/lisbon\.json: states rules from .* last checked/),
    ]);
    const copy = { ...city, sources: [{ ...source, liveCheck: true }] };
    expect(staleRuleWarnings([copy], day(0))).toEqual([
      expect.stringMatching(/read only from a copy .* read the live page before launch/),
    ]);
  });
});
