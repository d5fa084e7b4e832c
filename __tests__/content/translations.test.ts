/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { ContentError } from '@/content/load';
import { z } from 'zod';

import { faqSchema, jobSchema, metadataSchema, siteSchema } from '@/content/schema';
import { fallbackWarning, readPublished, readTranslated } from '@/content/translations';

import { fleetLead } from '../fixtures/content';

/*
 * Translations beside the English in one file (content/translations.ts): a translation holds
 * the words, and only the words; everything else is the English's. The build refuses one that
 * leaves a word out, reshapes a list or changes a value that is not words, with the file, the
 * field (under its language) and the language's name.
 */

const FILE = 'content/test.json';

/** An object without one of its fields. */
function omit<T extends object, Key extends keyof T>(object: T, key: Key): Omit<T, Key> {
  const copy = { ...object };
  delete copy[key];
  return copy;
}

/** A file of a page's metadata alone: its title may not type the suffix the site adds. */
const pageMetadata = z.object({ metadata: metadataSchema });

const site = {
  description: 'Scooters for every city.',
  citiesTargeted: 23,
  paymentDeferral: 'up to a month',
  careersEmail: 'careers@scoot.example',
  helloEmail: 'hello@scoot.example',
};
const siteJa = {
  reviewed: false,
  description: 'すべての街にキックボードを。',
  paymentDeferral: '最大1か月',
};
const siteId = {
  reviewed: true,
  description: 'Skuter untuk setiap kota.',
  paymentDeferral: 'hingga sebulan',
};

const faq = {
  groups: [
    {
      id: 'riding',
      title: 'Riding',
      initiallyOpenId: 'helmets',
      items: [
        { id: 'helmets', title: 'Helmets?', text: 'Wear one.' },
        { id: 'parking', title: 'Parking?', text: 'In a bay.' },
      ],
    },
  ],
};
const faqJa = {
  reviewed: false,
  groups: [
    {
      title: '乗り方',
      items: [
        { title: 'ヘルメットは？', text: 'かぶってください。' },
        { title: '駐車は？', text: '駐車スペースに。' },
      ],
    },
  ],
};
const faqId = {
  reviewed: false,
  groups: [
    {
      title: 'Berkendara',
      items: [
        { title: 'Helm?', text: 'Pakailah.' },
        { title: 'Parkir?', text: 'Di tempat parkir.' },
      ],
    },
  ],
};

/** The problems a file's translations break, as an editor reads them: `field: problem`. */
function problemsOf(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    expect(error.problems.every((problem) => problem.file === FILE)).toBe(true);
    return error.problems.map(({ field, problem }) => `${field}: ${problem}`);
  }
  return [];
}

const readSite = (ja: object | undefined, id: object = siteId) =>
  problemsOf(() => readTranslated(siteSchema, { en: site, ja, id }, FILE));
const readFaq = (ja: object) =>
  problemsOf(() => readTranslated(faqSchema, { en: faq, ja, id: faqId }, FILE));

/** The first group of the Japanese FAQ with other items. */
const withItems = (items: object[]) => ({ ...faqJa, groups: [{ ...faqJa.groups[0], items }] });

describe('a translation that breaks a rule stops the build, saying where and in which language', () => {
  it('names a word left out, by its field under the language', () => {
    const leftOut = omit(siteJa, 'paymentDeferral');
    expect(readSite(leftOut)).toEqual(['ja.paymentDeferral: is missing: translate it (Japanese)']);
    expect(readSite({ ...siteJa, description: '  ' })).toEqual([
      'ja.description: is missing: translate it (Japanese)',
    ]);
    expect(readFaq(withItems([faqJa.groups[0]!.items[0]!, { title: '駐車は？' }]))).toEqual([
      'ja.groups[0].items[1].text: is missing: translate it (Japanese)',
    ]);
    // The message names the file too, for the editor to open.
    expect(() =>
      readTranslated(siteSchema, { en: site, ja: { reviewed: false }, id: siteId }, FILE),
    ).toThrow(`${FILE}, ja.description: is missing: translate it (Japanese)`);
  });

  it('refuses a list of another length than the English', () => {
    expect(readFaq(withItems([faqJa.groups[0]!.items[0]!]))).toEqual([
      'ja.groups[0].items: must list 2 items, as the English does, in the same order (Japanese)',
    ]);
    const [first, second] = faqJa.groups[0]!.items;
    expect(readFaq(withItems([first!, second!, { title: '三つ目', text: '余分。' }]))).toEqual([
      'ja.groups[0].items: must list 2 items, as the English does, in the same order (Japanese)',
    ]);
  });

  it('refuses an id changed in a list: items are translated in the English order', () => {
    const [first, second] = faqJa.groups[0]!.items;
    expect(readFaq(withItems([first!, { ...second!, id: 'bays' }]))).toEqual([
      'ja.groups[0].items[1].id: is entered once, in the English ("parking"): leave it out here (Japanese)',
    ]);
    // Swapped items carry their ids with them: both are refused.
    expect(
      readFaq(
        withItems([
          { ...second!, id: 'parking' },
          { ...first!, id: 'helmets' },
        ]),
      ),
    ).toEqual([
      'ja.groups[0].items[0].id: is entered once, in the English ("helmets"): leave it out here (Japanese)',
      'ja.groups[0].items[1].id: is entered once, in the English ("parking"): leave it out here (Japanese)',
    ]);
  });

  it('refuses a value that is not words when it differs from the English, and takes it when the same', () => {
    expect(readSite({ ...siteJa, citiesTargeted: 30 })).toEqual([
      'ja.citiesTargeted: is entered once, in the English (23): leave it out here (Japanese)',
    ]);
    expect(readSite(siteJa, { ...siteId, careersEmail: 'karir@scoot.example' })).toEqual([
      'id.careersEmail: is entered once, in the English ("careers@scoot.example"): leave it out here (Indonesian)',
    ]);
    // The CMS saves a translated list whole, with the values that are not words copied over.
    expect(readSite({ ...siteJa, citiesTargeted: 23 })).toEqual([]);
    expect(
      readFaq({
        ...faqJa,
        groups: [{ ...faqJa.groups[0], id: 'riding', initiallyOpenId: 'helmets' }],
      }),
    ).toEqual([]);
  });

  it('asks whether a native speaker has reviewed it', () => {
    const unsaid = omit(siteJa, 'reviewed');
    expect(readSite(unsaid)).toEqual([
      'ja.reviewed: is missing: say whether a native speaker has reviewed the Japanese (true or false)',
    ]);
    expect(readSite({ ...siteJa, reviewed: 'no' })).toEqual([
      'ja.reviewed: is missing: say whether a native speaker has reviewed the Japanese (true or false)',
    ]);
  });

  it('takes the English a review was made against, and refuses a record of other than text, by field', () => {
    const reviewedAgainst = { description: site.description, paymentDeferral: 'up to a month' };
    expect(readSite({ ...siteJa, reviewed: true, reviewedAgainst })).toEqual([]);
    // It is the translation's own: not a field of the file's, and not in the page's content.
    const read = readTranslated(
      siteSchema,
      { en: site, ja: { ...siteJa, reviewedAgainst }, id: siteId },
      FILE,
    );
    expect(read.ja).not.toHaveProperty('reviewedAgainst');
    expect(readSite({ ...siteJa, reviewedAgainst: { description: 3 } })).toEqual([
      'ja.reviewedAgainst: says 3 for "description", where it holds the English text that field had when the Japanese was reviewed: leave this record to the admin',
    ]);
    for (const malformed of ['Scooters for every city.', ['description'], null])
      expect(readSite({ ...siteJa, reviewedAgainst: malformed })).toEqual([
        'ja.reviewedAgainst: must be the English text each field had when the Japanese was reviewed, by field: leave this record to the admin',
      ]);
    // Only at the top of a translation, as `reviewed`.
    expect(readFaq({ ...faqJa, groups: [{ ...faqJa.groups[0], reviewedAgainst: {} }] })).toEqual([
      'ja.groups[0].reviewedAgainst: is not a field of this file (Japanese)',
    ]);
  });

  it('names a missing translation, a field the file does not have and a language the site does not have', () => {
    expect(readSite(undefined)).toEqual(['ja: is missing: the Japanese translation of this file']);
    expect(readSite({ ...siteJa, tagline: 'キャッチコピー' })).toEqual([
      'ja.tagline: is not a field of this file (Japanese)',
    ]);
    expect(
      problemsOf(() =>
        readTranslated(siteSchema, { en: site, ja: siteJa, id: siteId, fr: siteJa }, FILE),
      ),
    ).toEqual(['fr: is not one of the site’s languages']);
  });

  it('gives every problem of every language at once', () => {
    const title = (value: string) => ({ metadata: { title: value } });
    const problems = problemsOf(() =>
      readTranslated(
        pageMetadata,
        {
          en: {
            metadata: {
              title: 'Home',
              description: 'Scooters.',
              socialCard: { headline: 'Ride', text: 'Go.', art: '/images/x.svg' },
            },
          },
          ja: { reviewed: false, ...title('ホーム | Scoot') },
          id: { reviewed: false, ...title('Beranda') },
        },
        FILE,
      ),
    );
    expect(problems).toEqual([
      'ja.metadata.description: is missing: translate it (Japanese)',
      'ja.metadata.socialCard.headline: is missing: translate it (Japanese)',
      'ja.metadata.socialCard.text: is missing: translate it (Japanese)',
      'id.metadata.description: is missing: translate it (Indonesian)',
      'id.metadata.socialCard.headline: is missing: translate it (Indonesian)',
      'id.metadata.socialCard.text: is missing: translate it (Indonesian)',
    ]);
  });

  it('refuses a translated value the schema refuses, under the language', () => {
    const card = { headline: 'Ride', text: 'Go.', art: '/images/x.svg' };
    const metadata = { title: 'Home', description: 'Scooters.', socialCard: card };
    const translated = (title: string) => ({
      reviewed: false,
      metadata: {
        title,
        description: '説明。',
        socialCard: { headline: '乗る', text: '行こう。' },
      },
    });
    expect(
      problemsOf(() =>
        readTranslated(
          pageMetadata,
          { en: { metadata }, ja: translated('ホーム | Scoot'), id: translated('Beranda') },
          FILE,
        ),
      ),
    ).toEqual(['ja.metadata.title: leaves out " | Scoot": the site adds it']);
  });
});

describe('a complete translation', () => {
  it('takes its words from the translation and everything else from the English', () => {
    const read = readTranslated(siteSchema, { en: site, ja: siteJa, id: siteId }, FILE);
    expect(read.en).toEqual(site);
    expect(read.ja).toEqual({
      ...site,
      description: siteJa.description,
      paymentDeferral: siteJa.paymentDeferral,
    });
    expect(read.id).toMatchObject({ description: siteId.description, citiesTargeted: 23 });
    const groups = readTranslated(faqSchema, { en: faq, ja: faqJa, id: faqId }, FILE).ja.groups;
    expect(groups).toEqual([
      {
        id: 'riding',
        title: '乗り方',
        initiallyOpenId: 'helmets',
        items: [
          { id: 'helmets', title: 'ヘルメットは？', text: 'かぶってください。' },
          { id: 'parking', title: '駐車は？', text: '駐車スペースに。' },
        ],
      },
    ]);
  });

  it('keeps an opening’s dates, city, pay and type, and translates its words and pay note', () => {
    const english = omit(omit(fleetLead, 'id'), 'location');
    const en = { ...english, salary: { ...english.salary, note: 'plus a bonus' } };
    const words = {
      reviewed: false,
      title: 'フリートリーダー',
      summary: '要約。',
      role: ['役割。'],
      duties: ['業務一。', '業務二。'],
      requirements: ['要件。'],
      offer: ['待遇。'],
      salary: { note: '賞与あり' },
    };
    const read = readTranslated(
      jobSchema,
      { en, ja: words, id: { ...words, reviewed: true } },
      FILE,
    );
    const { salary, ...jaWords } = omit(words, 'reviewed');
    expect(read.ja).toEqual({ ...en, ...jaWords, salary: { ...en.salary, note: salary.note } });
  });
});

describe('an unfinished translation is published in English, a mistake still stops the build', () => {
  const publishFaq = (ja: unknown, id: unknown = faqId) =>
    readPublished(faqSchema, { en: faq, ja, id }, FILE);

  it('publishes a half-translated file in English in that language, naming what is missing', () => {
    const half = withItems([faqJa.groups[0]!.items[0]!, { title: '駐車は？' }]);
    const { content, fallbacks } = publishFaq(half);
    expect(content.ja).toEqual(faq);
    expect(content.id.groups[0]!.title).toBe('Berkendara');
    expect(fallbacks).toEqual([
      {
        file: FILE,
        lang: 'ja',
        problems: [
          {
            file: FILE,
            field: 'ja.groups[0].items[1].text',
            problem: 'is missing: translate it (Japanese)',
          },
        ],
      },
    ]);
    expect(fallbackWarning(fallbacks[0]!)).toMatch(
      /^content\/test\.json: the Japanese translation is not finished \(ja\.groups\[0\]\.items\[1\]\.text\)/,
    );
  });

  it('publishes a file with no translation yet, or a list the English has grown since, in English', () => {
    expect(
      publishFaq(undefined).fallbacks.map(({ lang, problems }) => [lang, problems[0]?.field]),
    ).toEqual([['ja', 'ja']]);
    const { content, fallbacks } = publishFaq(withItems([faqJa.groups[0]!.items[0]!]), null);
    expect(content.ja).toEqual(faq);
    expect(content.id).toEqual(faq);
    expect(fallbacks.map(({ lang }) => lang)).toEqual(['ja', 'id']);
  });

  it('takes an empty group the English leaves out as saying nothing, and refuses one with words', () => {
    // The admin writes `{}` in a translation for a group the English does not have.
    const schema = z.object({ metadata: metadataSchema.optional() });
    const read = (id: object) =>
      readPublished(schema, { en: {}, ja: { metadata: {}, reviewed: true }, id }, FILE);
    expect(read({ metadata: { title: '' }, reviewed: true }).fallbacks).toEqual([]);
    expect(problemsOf(() => read({ metadata: { title: 'Judul' }, reviewed: true }))).toEqual([
      'id.metadata: is not in the English: leave it out here, or add it there (Indonesian)',
    ]);
  });

  it('lists no fallback for a finished translation', () => {
    const { content, fallbacks } = publishFaq(faqJa);
    expect(fallbacks).toEqual([]);
    expect(content.ja.groups[0]!.title).toBe('乗り方');
  });

  it('stops on a malformed entry with its file and field: the English, or a translation’s mistake', () => {
    const brokenEnglish = () =>
      readPublished(
        siteSchema,
        { en: { ...site, citiesTargeted: 'many' }, ja: siteJa, id: siteId },
        FILE,
      );
    expect(problemsOf(brokenEnglish)).toEqual(['en.citiesTargeted: must be a number']);
    const missingEnglish = () =>
      readPublished(siteSchema, { en: omit(site, 'description'), ja: siteJa, id: siteId }, FILE);
    expect(problemsOf(missingEnglish)).toEqual(['en.description: is missing']);
    // Unfinished and wrong at once is wrong: a value entered once, changed in a translation.
    const [first] = faqJa.groups[0]!.items;
    expect(
      problemsOf(() => publishFaq(withItems([first!, { id: 'bays', title: '駐車は？' }]))),
    ).toEqual([
      expect.stringMatching(/^ja\.groups\[0\]\.items\[1\]\.id: is entered once/),
      'ja.groups[0].items[1].text: is missing: translate it (Japanese)',
    ]);
    expect(problemsOf(() => publishFaq({ ...faqJa, colour: 'red' }))).toEqual([
      'ja.colour: is not a field of this file (Japanese)',
    ]);
  });
});
