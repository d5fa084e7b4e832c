import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { pageCopy } from '@/content/copy';
import { ContentError, problemsOf, readCollection } from '@/content/load';
import { faqSchema, jobSchema, officeSchema, pageSchemas, siteSchema } from '@/content/schema';
import { contentProblems, siteContent } from '@/content/validate';
import faq from '@/content/faq.json';
import home from '@/content/pages/home.json';
import site from '@/content/site.json';
import opening from '@/content/jobs/ux-analyst-london.json';
import office from '@/content/offices/london-office.json';

/*
 * The content's rules are the schema's (content/schema.ts) and, across files, the content
 * check's (content/validate.ts). What an editor reads when one breaks: the file, the field
 * and the problem, one line each.
 */

const said = (schema: Parameters<typeof problemsOf>[0], data: unknown, file = 'content/x.json') =>
  problemsOf(schema, data, file).map(({ field, problem }) => `${field}: ${problem}`);

describe('an opening', () => {
  it('is refused without a required field, or with one emptied', () => {
    expect(said(jobSchema, { ...opening, summary: undefined })).toEqual(['summary: is missing']);
    expect(said(jobSchema, { ...opening, title: '  ' })).toEqual(['title: is empty']);
    expect(said(jobSchema, { ...opening, duties: [] })).toEqual([
      'duties: is empty: the page would say nothing here',
    ]);
  });

  it('is refused when it closes before it opens', () => {
    expect(said(jobSchema, { ...opening, validThrough: '2026-11-01' })).toEqual([
      'validThrough: is before the posting date (datePosted): an opening cannot close before it opens',
    ]);
  });

  it('is refused with a value outside its fixed list, a date that is not one, or pay that is not a range', () => {
    expect(
      said(jobSchema, {
        ...opening,
        employmentType: 'Full-time',
        datePosted: '2026-02-30',
        salary: { ...opening.salary, currency: 'Pounds', min: 70_000 },
      }),
    ).toEqual([
      'datePosted: is not a date written YYYY-MM-DD, e.g. 2027-01-31',
      expect.stringMatching(/^employmentType: must be one of "FULL_TIME", "PART_TIME", /),
      'salary.currency: is not a currency code (ISO 4217), e.g. "GBP"',
      'salary.min: is above the maximum: swap them',
    ]);
    expect(said(jobSchema, { ...opening, salary: { ...opening.salary, min: 70_000 } })).toEqual([
      'salary.min: is above the maximum: swap them',
    ]);
  });
});

describe('the other files', () => {
  it('keeps FAQ ids apart and opens a question of the group', () => {
    const [first] = faq.groups;
    const twice = { ...first!, items: [...first!.items, first!.items[0]!] };
    expect(said(faqSchema, { groups: [twice] })).toEqual([
      `groups[0].items[3].id: "${first!.items[0]!.id}" is already used: ids must differ`,
    ]);
    expect(said(faqSchema, { groups: [{ ...first!, initiallyOpenId: 'helmets' }] })).toEqual([
      'groups[0].initiallyOpenId: "helmets" is not a question of this group: use one of its ids, or leave it empty',
    ]);
  });

  it('takes an optional field the CMS saved empty as left out', () => {
    expect(said(faqSchema, { groups: [{ ...faq.groups[0]!, initiallyOpenId: '' }] })).toEqual([]);
  });

  it('refuses an office in a time zone that is not one, and a claim that is not a number', () => {
    expect(said(officeSchema, { ...office, timeZone: 'GMT+1 London' })).toEqual([
      'timeZone: is not a time zone: use its IANA name, e.g. "Europe/London"',
    ]);
    expect(said(siteSchema, { ...site, citiesTargeted: '23' })).toEqual([
      'citiesTargeted: must be a number',
    ]);
  });

  it('fills only the figures it knows into page copy, and sizes pictures from their files', () => {
    const headline = { ...home.hero, title: 'In {cityCount} cities, soon {cities}' };
    expect(said(pageSchemas.home, { ...home, hero: headline })).toEqual([
      expect.stringMatching(
        /^hero.title: says \{cities\}, which the site cannot fill in: use one of \{cityCount\}, /,
      ),
    ]);
    expect(
      said(pageSchemas.home, { ...home, metadata: { ...home.metadata, title: 'Home | Scoot' } }),
    ).toEqual(['metadata.title: leaves out " | Scoot": the site adds it']);
    const copy = pageCopy('home', home);
    expect(copy.hero.image).toMatchObject({ width: 560, height: 480 });
    expect(copy.metadata.description).toMatch(/^Scoot .* Running in \d+ cities, with \d+ planned/);
    const missing = {
      ...home,
      hero: { ...home.hero, image: { src: '/images/nope.svg', alt: '' } },
    };
    expect(() => pageCopy('home', missing)).toThrow(
      'content/pages/home.json, hero.image.src: names /images/nope.svg, but there is no file public/images/nope.svg',
    );
  });
});

describe('a folder of data files', () => {
  const folder = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(root, 'content', 'offices'), { recursive: true });
    for (const [name, text] of Object.entries(files))
      writeFileSync(join(root, 'content', 'offices', name), text);
    return root;
  };

  it('names each entry by its file, and stops the build with every problem of every file', () => {
    const root = folder({
      'london-office.json': JSON.stringify(office),
      'New York.json': JSON.stringify({ ...office, region: '' }),
    });
    const error = (() => {
      try {
        readCollection('offices', officeSchema, undefined, root);
      } catch (thrown) {
        return thrown as ContentError;
      }
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect(error!.message.split('\n')).toEqual([
      'Content error: 2 problems in content/ would break the site. Fix them and build again:',
      '  - content/offices/New York.json, (the file name): "New York" is its web address: use lowercase words joined by hyphens, e.g. "new-york.json"',
      '  - content/offices/New York.json, region: is empty',
    ]);
    expect(
      readCollection(
        'offices',
        officeSchema,
        undefined,
        folder({ 'a.json': JSON.stringify(office) }),
      ),
    ).toEqual([{ ...office, id: 'a' }]);
  });

  it('says a file is not JSON rather than failing somewhere else', () => {
    expect(() =>
      readCollection('offices', officeSchema, undefined, folder({ 'a.json': '{ "name": ' })),
    ).toThrow(/content\/offices\/a\.json, \(the whole file\): is not valid JSON/);
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
      'content/pages/privacy.ts, dataProtectionLaws["nairobi"]',
    ]);
  });

  it('keeps each page’s title and description its own', () => {
    const { about } = siteContent.pages;
    const problems = contentProblems({
      ...siteContent,
      pages: {
        ...siteContent.pages,
        about: { metadata: { ...about!.metadata, title: 'Careers' } },
      },
    });
    expect(problems.map(({ file, field, problem }) => `${file}, ${field}: ${problem}`)).toEqual([
      'content/pages/careers.json, metadata.title: is the same as in content/pages/about.json: each page needs its own',
    ]);
  });
});
