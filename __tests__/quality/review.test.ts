/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterEach, describe, expect, it } from '@jest/globals';

import * as review from '@/content/review';
import { faqSchema } from '@/content/schema';

import {
  translationsHtml,
  unreviewedTranslations,
  untranslatedEntries,
  untranslatedHtml,
} from '../../quality/review.mjs';

/*
 * The review page's list of translations no native speaker has read against the English as it
 * is (quality/review.mjs, through content/review.ts): from each data file's translations and
 * the messages' record, in a scratch project.
 */

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project(files: Record<string, unknown>) {
  root = mkdtempSync(join(tmpdir(), 'scoot-review-'));
  for (const folder of ['content/pages', 'content/cities', 'content/jobs', 'content/offices'])
    mkdirSync(join(root, folder), { recursive: true });
  const messages = {
    'content/messages/en.json': { nav: { about: 'About' } },
    'content/messages/reviewed.json': { ja: { reviewed: false }, id: { reviewed: false } },
  };
  for (const [file, data] of Object.entries({ ...messages, ...files })) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), JSON.stringify(data));
  }
  return root;
}

const faq = (answer: string) => ({
  groups: [
    {
      id: 'riding',
      title: 'Riding',
      items: [
        { id: 'helmets', title: 'Helmets?', text: answer },
        { id: 'parking', title: 'Parking?', text: 'In a <marked> bay & nowhere else.' },
      ],
    },
  ],
});
const reviewedFaq = faq('Wear one.');
/** A translation reviewed against the FAQ above. */
const reviewed = {
  reviewed: true,
  reviewedAgainst: review.recordReview(faqSchema, reviewedFaq),
};
const messagesReviewed = {
  reviewed: true,
  reviewedAgainst: review.recordMessagesReview({ nav: { about: 'About' } }),
};

const listed = (from: string) => unreviewedTranslations(from, review);

describe('unreviewedTranslations', () => {
  it('lists a translation never reviewed, and the messages of a language never reviewed', async () => {
    const from = project({
      'content/messages/reviewed.json': { ja: messagesReviewed, id: { reviewed: false } },
      'content/faq.json': { en: reviewedFaq, ja: reviewed, id: { reviewed: false } },
      'content/cities/porto.json': { en: {}, ja: { reviewed: false }, id: {} },
      // Not a translated file: no English object.
      'content/site.json': { description: 'Scoot' },
    });
    const never = { state: 'never', changed: [] };
    expect(await listed(from)).toEqual([
      { file: 'content/messages/id.json', lang: 'id', ...never },
      { file: 'content/faq.json', lang: 'id', ...never },
      { file: 'content/cities/porto.json', lang: 'ja', ...never },
      // A translation that says nothing of its review is not reviewed.
      { file: 'content/cities/porto.json', lang: 'id', ...never },
    ]);
  });

  it('lists each field whose English changed since the review, with the old English and the new', async () => {
    const from = project({
      'content/messages/en.json': { nav: { about: 'About us' } },
      'content/messages/reviewed.json': { ja: messagesReviewed, id: messagesReviewed },
      'content/faq.json': { en: faq('Wear one, always.'), ja: reviewed, id: reviewed },
    });
    const changed = (field: string, was: string, now: string) => ({
      state: 'changed',
      changed: [{ field, was, now }],
    });
    expect(await listed(from)).toEqual([
      {
        file: 'content/messages/ja.json',
        lang: 'ja',
        ...changed('nav.about', 'About', 'About us'),
      },
      {
        file: 'content/messages/id.json',
        lang: 'id',
        ...changed('nav.about', 'About', 'About us'),
      },
      {
        file: 'content/faq.json',
        lang: 'ja',
        ...changed('groups[0].items[0].text', 'Wear one.', 'Wear one, always.'),
      },
      {
        file: 'content/faq.json',
        lang: 'id',
        ...changed('groups[0].items[0].text', 'Wear one.', 'Wear one, always.'),
      },
    ]);
  });

  it('is empty once every translation is reviewed against its English as it is', async () => {
    const from = project({
      'content/messages/reviewed.json': { ja: messagesReviewed, id: messagesReviewed },
      'content/faq.json': { en: reviewedFaq, ja: reviewed, id: reviewed },
    });
    expect(await listed(from)).toEqual([]);
  });

  it('reads content/review.ts by itself when run by node', () => {
    const from = project({
      'content/faq.json': { en: faq('Wear one, always.'), ja: reviewed, id: { reviewed: false } },
    });
    const script = `import { unreviewedTranslations } from ${JSON.stringify(
      pathToFileURL(join(process.cwd(), 'quality/review.mjs')).href,
    )};
process.stdout.write(JSON.stringify(await unreviewedTranslations(${JSON.stringify(from)})));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual([
      { file: 'content/messages/ja.json', lang: 'ja', state: 'never', changed: [] },
      { file: 'content/messages/id.json', lang: 'id', state: 'never', changed: [] },
      {
        file: 'content/faq.json',
        lang: 'ja',
        state: 'changed',
        changed: [{ field: 'groups[0].items[0].text', was: 'Wear one.', now: 'Wear one, always.' }],
      },
      { file: 'content/faq.json', lang: 'id', state: 'never', changed: [] },
    ]);
  });
});

describe('the review page’s translations', () => {
  it('names the files never reviewed, and shows each changed field’s English then and now, escaped', async () => {
    const from = project({
      'content/faq.json': {
        en: faq('Wear one <always> & everywhere.'),
        ja: reviewed,
        id: { reviewed: false },
      },
    });
    const html = translationsHtml(await listed(from));
    expect(html).toContain('<h3>Japanese</h3>');
    expect(html).toContain('<h3>Indonesian</h3>');
    expect(html).toContain(
      'Never reviewed: <code>content/messages/id.json</code>, <code>content/faq.json</code>',
    );
    expect(html).toContain(
      '<tr><td><code>groups[0].items[0].text</code></td><td>Wear one.</td><td>Wear one &#60;always&#62; &#38; everywhere.</td></tr>',
    );
    // The fields whose English did not change are not listed.
    expect(html).not.toContain('groups[0].items[1].text');
    expect(html).not.toContain('Parking?');
  });

  it('says a field the English gained or lost', () => {
    const html = translationsHtml([
      {
        file: 'content/faq.json',
        lang: 'ja',
        state: 'changed',
        changed: [
          { field: 'groups[0].items[2].title', now: 'Rain?' },
          { field: 'groups[0].items[3].title', was: 'Snow?' },
        ],
      },
    ]);
    expect(html).toContain('<td><em>not there then</em></td><td>Rain?</td>');
    expect(html).toContain('<td>Snow?</td><td><em>removed since</em></td>');
  });

  it('says so when every translation is reviewed', () => {
    expect(translationsHtml([])).toContain('A native speaker has reviewed every translation');
  });
});

describe('the review page’s entries shown in English', () => {
  const office = {
    cityId: 'porto',
    name: 'Porto office',
    streetAddress: 'Rua de Santa Catarina 1',
    postalCode: '4000-447',
    region: 'Porto',
    timeZone: 'Europe/Lisbon',
  };
  const words = { name: 'Kantor Porto', streetAddress: office.streetAddress, region: 'Porto' };

  it('names each entry whose translation is not finished, by language, with its fields', async () => {
    const from = project({
      'content/offices/porto-office.json': {
        en: office,
        ja: { reviewed: false, name: 'ポルト事務所' },
        id: { reviewed: false, ...words },
      },
      'content/offices/lisbon-office.json': {
        en: { ...office, cityId: 'lisbon' },
        ja: { reviewed: false, ...words },
        id: { reviewed: false, ...words },
      },
      // Not yet a translated file the site shows in English: the build names its mistake.
      'content/offices/broken.json': { en: { ...office, timeZone: 3 } },
    });
    const listed = await untranslatedEntries(from, review);
    expect(listed).toEqual([
      {
        file: 'content/offices/porto-office.json',
        lang: 'ja',
        problems: [
          expect.objectContaining({ field: 'ja.streetAddress' }),
          expect.objectContaining({ field: 'ja.region' }),
        ],
      },
    ]);
    const html = untranslatedHtml(listed);
    expect(html).toContain('<h3>Japanese</h3>');
    expect(html).toContain(
      '<li><code>content/offices/porto-office.json</code>: <code>ja.streetAddress</code>, <code>ja.region</code></li>',
    );
  });

  it('says so when every entry is shown in its own translation', () => {
    expect(untranslatedHtml([])).toContain('Every entry is shown in every language');
  });
});
