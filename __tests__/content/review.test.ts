/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import {
  messagesReviewOf,
  recordMessagesReview,
  recordReview,
  reviewOf,
  reviewsOfFile,
  schemaOfFile,
  settleReviews,
} from '@/content/review';
import { citySchema, faqSchema, pageSchemas, siteSchema } from '@/content/schema';

/*
 * A review that stays true (content/review.ts): a translation's review records the English it
 * was made against, and is no longer current once that English changes, with each field that
 * changed, its old English and its new.
 */

const item = (id: string, title: string, text: string) => ({ id, title, text });
const faq = (items: ReturnType<typeof item>[]) => ({
  groups: [{ id: 'riding', title: 'Riding', initiallyOpenId: 'helmets', items }],
});
const english = faq([
  item('helmets', 'Helmets?', 'Wear one.'),
  item('parking', 'Parking?', 'In a bay.'),
]);
const japanese = {
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
/** The English of the FAQ above, as a review records it. */
const record = {
  'groups[0].title': 'Riding',
  'groups[0].items[0].title': 'Helmets?',
  'groups[0].items[0].text': 'Wear one.',
  'groups[0].items[1].title': 'Parking?',
  'groups[0].items[1].text': 'In a bay.',
};
const reviewed = { reviewed: true, reviewedAgainst: record, ...japanese };

describe('recordReview', () => {
  it('records the words of a file by their paths, and nothing that is not words', () => {
    expect(recordReview(faqSchema, english)).toEqual(record);
  });

  it('follows the option a value takes, and leaves out what is empty or absent', () => {
    const rules = {
      licence: { status: 'unconfirmed' },
      helmet: {
        status: 'confirmed',
        law: 'compulsory',
        sources: ['police'],
        detail: 'Also on a bike lane.',
      },
      local: [
        { status: 'confirmed', title: 'Night riding', text: 'Lights on.', sources: ['police'] },
        {
          status: 'scoot',
          title: 'Parks',
          text: 'Not in parks.',
          detail: 'Signs say so.',
        },
      ],
    };
    expect(
      recordReview(citySchema, { name: 'Lisbon', countryCode: 'PT', latitude: 38.7, rules }),
    ).toEqual({
      name: 'Lisbon',
      'rules.helmet.detail': 'Also on a bike lane.',
      'rules.local[0].title': 'Night riding',
      'rules.local[0].text': 'Lights on.',
      'rules.local[1].title': 'Parks',
      'rules.local[1].text': 'Not in parks.',
      'rules.local[1].detail': 'Signs say so.',
    });
    // A decorative picture's empty description has nothing to translate.
    const image = { src: '/images/x.svg', alt: '' };
    const home = { hero: { title: 'Ride', text: 'Go.', image } };
    expect(recordReview(pageSchemas.home, home)).toEqual({
      'hero.title': 'Ride',
      'hero.text': 'Go.',
    });
  });
});

describe('reviewOf', () => {
  const review = (ja: object, en: object = english) =>
    reviewOf(faqSchema, { en, ja, id: { reviewed: false } }, 'ja');

  it('is never for a translation not ticked, or ticked with no record of the English', () => {
    expect(review({ reviewed: false, ...japanese })).toEqual({ state: 'never', changed: [] });
    expect(review({ reviewed: true, ...japanese })).toEqual({ state: 'never', changed: [] });
    expect(review({ ...japanese })).toEqual({ state: 'never', changed: [] });
  });

  it('is current while the English is the one reviewed', () => {
    expect(review(reviewed)).toEqual({ state: 'current', changed: [] });
    // Whatever else changed: an id, or the question that starts open, are not words.
    const moved = { ...english, groups: [{ ...english.groups[0]!, initiallyOpenId: 'parking' }] };
    expect(review(reviewed, moved)).toEqual({ state: 'current', changed: [] });
  });

  it('lists a field the English gained without old English, and one it lost without new', () => {
    const added = faq([...english.groups[0]!.items, item('rain', 'Rain?', 'Ride slowly.')]);
    expect(review(reviewed, added)).toEqual({
      state: 'changed',
      changed: [
        { field: 'groups[0].items[2].title', now: 'Rain?' },
        { field: 'groups[0].items[2].text', now: 'Ride slowly.' },
      ],
    });
    const removed = faq([english.groups[0]!.items[1]!]);
    expect(review(reviewed, removed).changed).toEqual([
      { field: 'groups[0].items[0].title', was: 'Helmets?', now: 'Parking?' },
      { field: 'groups[0].items[0].text', was: 'Wear one.', now: 'In a bay.' },
      { field: 'groups[0].items[1].title', was: 'Parking?' },
      { field: 'groups[0].items[1].text', was: 'In a bay.' },
    ]);
  });

  it('stays changed once the admin has unticked it, so that what changed can still be shown', () => {
    const edited = faq([item('helmets', 'Helmets!', 'Wear one.'), english.groups[0]!.items[1]!]);
    expect(review({ ...reviewed, reviewed: false }, edited)).toEqual({
      state: 'changed',
      changed: [{ field: 'groups[0].items[0].title', was: 'Helmets?', now: 'Helmets!' }],
    });
  });
});

describe('the messages’ review', () => {
  const en = { nav: { header: { about: 'About', careers: 'Careers' } }, site: { title: 'Scoot' } };

  it('records every message by its key with dots', () => {
    expect(recordMessagesReview(en)).toEqual({
      'nav.header.about': 'About',
      'nav.header.careers': 'Careers',
      'site.title': 'Scoot',
    });
  });

  it('is never reviewed in a language reviewed.json says nothing of', () => {
    expect(messagesReviewOf(en, {}, 'id').state).toBe('never');
  });
});

describe('the data files and their schemas', () => {
  it('finds the schema of each translated data file by its path', () => {
    expect(schemaOfFile('content/site.json')).toBe(siteSchema);
    expect(schemaOfFile('content/faq.json')).toBe(faqSchema);
    expect(schemaOfFile('content/pages/home.json')).toBe(pageSchemas.home);
    expect(schemaOfFile('content/cities/porto.json')).toBe(citySchema);
    expect(schemaOfFile('content/messages/ja.json')).toBeUndefined();
    expect(schemaOfFile('content/pages/privacy.json')).toBeUndefined();
  });

  it('gives the review of each translation of a file', () => {
    expect(
      reviewsOfFile('content/faq.json', { en: english, ja: reviewed, id: { reviewed: false } }),
    ).toEqual([
      { lang: 'ja', state: 'current', changed: [] },
      { lang: 'id', state: 'never', changed: [] },
    ]);
    expect(reviewsOfFile('content/messages/en.json', { en: {} })).toEqual([]);
  });
});

describe('settleReviews: what a save in the admin writes of a review', () => {
  const edited = faq([
    item('helmets', 'Helmets?', 'Wear one, always.'),
    item('parking', 'Parking?', 'In a bay.'),
  ]);
  const newRecord = recordReview(faqSchema, edited);
  /** The entry as opened: the form and the file alike. */
  const opened = (languages: Record<string, unknown>) => ({ form: languages, file: languages });
  const settle = (
    languages: Record<string, unknown>,
    before?: { form: Record<string, unknown>; file: Record<string, unknown> },
  ) => settleReviews(faqSchema, languages, before);

  it('re-records when ticked again after the English changed, over the old record', () => {
    const unticked = { ...reviewed, reviewed: false };
    const before = opened({ en: edited, ja: unticked });
    expect(settle({ en: edited, ja: { ...unticked, reviewed: true } }, before)).toEqual({
      ja: { reviewed: true, reviewedAgainst: newRecord },
    });
  });

  it('unticks a tick with no record yet when the English changed, recording the English as opened', () => {
    const unrecorded = { reviewed: true, ...japanese };
    expect(settle({ en: edited, ja: unrecorded }, opened({ en: english, ja: unrecorded }))).toEqual(
      { ja: { reviewed: false, reviewedAgainst: record } },
    );
  });

  it('does not take the tick the form still shows after a save unticked it for a new one', () => {
    // Saved once with a change to the English: the file was unticked, the form still ticked.
    const before = {
      form: { en: edited, ja: reviewed },
      file: { en: edited, ja: { ...reviewed, reviewed: false } },
    };
    expect(settle({ en: edited, ja: reviewed }, before)).toEqual({
      ja: { reviewed: false, reviewedAgainst: record },
    });
    // Unticked by the editor: kept unticked, with its record.
    expect(settle({ en: edited, ja: { ...reviewed, reviewed: false } }, before)).toEqual({});
  });

  it('keeps the record of a translation the editor unticks, and adds nothing to one not begun', () => {
    const before = opened({ en: english, ja: reviewed, id: { countryCode: 'PT' } });
    expect(
      settle(
        { en: english, ja: { ...reviewed, reviewed: false }, id: { countryCode: 'PT' } },
        before,
      ),
    ).toEqual({});
  });

  it('without the entry as opened, takes the tick as one that stood', () => {
    expect(settle({ en: english, ja: { reviewed: true, ...japanese } })).toEqual({
      ja: { reviewed: true, reviewedAgainst: record },
    });
    expect(settle({ en: edited, ja: reviewed })).toEqual({
      ja: { reviewed: false, reviewedAgainst: record },
    });
  });
});
