import { describe, expect, it } from '@jest/globals';

import { describeRule, faqSays, unconfirmedKeys, unconfirmedText } from '@/content/pages/city';
import { eachLanguage } from '@/content/translations';
import type { CityRules, FaqGroup } from '@/content/types';

/** A city's page words the law from its rule fields, and where it differs from the FAQ. */
const none = { status: 'unconfirmed' } as const;
const confirmed = { status: 'confirmed' as const, sources: ['x'] };
const withRules = (rules: Partial<CityRules>): CityRules => ({
  licence: none,
  minimumAge: none,
  helmet: none,
  speedLimit: none,
  where: none,
  parking: none,
  ...rules,
});

describe('a city page’s sentences', () => {
  it.each([
    ['none', 'You do not need a driving licence to ride here.', 'Here you do not need one.'],
    [
      'none-listed',
      'No driving licence is listed among the requirements to ride here.',
      'Here none is listed.',
    ],
    ['full-or-provisional', 'You need a full or provisional driving licence to ride here.', null],
  ] as const)(
    'words a licence rule of %s, and where it differs from the FAQ',
    (required, text, here) => {
      const described = describeRule(
        'licence',
        withRules({ licence: { ...confirmed, required } }),
        'en',
      );
      expect(described).toEqual({
        text: [text],
        differs: here ? { faq: 'licence', here } : undefined,
      });
    },
  );

  it('says the conditions a rule carries: licences from abroad, riders who need an adult', () => {
    const licence = { ...confirmed, required: 'full-or-provisional' as const, overseasMonths: 12 };
    expect(describeRule('licence', withRules({ licence }), 'en')!.text).toEqual([
      'You need a full or provisional driving licence to ride here.',
      'A licence from another country must be a full one, and some count only in your first 12 months in the country.',
    ]);
    const minimumAge = { ...confirmed, years: 12, accompaniedUntil: 15 };
    expect(describeRule('minimumAge', withRules({ minimumAge }), 'en')!.text).toEqual([
      'You must be 12 or older to ride.',
      'Riders aged 12 to 15 must ride with an adult.',
    ]);
  });

  it.each([
    ['compulsory', 18, true],
    ['compulsory-under-age', 16, true],
    ['compulsory-under-age', 18, false],
  ] as const)(
    'says a helmet law (%s, riders from %i) differs from the FAQ only where it binds Scoot’s riders',
    (law, years, differs) => {
      const helmet = { ...confirmed, law, underAge: 18 };
      const rules = withRules({ helmet, minimumAge: { ...confirmed, years } });
      expect(describeRule('helmet', rules, 'en')!.differs).toEqual(
        differs ? { faq: 'helmet', here: 'Here the law requires one.' } : undefined,
      );
    },
  );

  it('words where to ride from the three fields, and a signed pavement as not the FAQ’s rule', () => {
    const where = { ...confirmed, roads: 'allowed', bikeLanes: 'required-where-marked' } as const;
    const japan = describeRule(
      'where',
      withRules({ where: { ...where, pavements: 'signed-slow-mode' } }),
      'en',
    );
    expect(japan).toEqual({
      text: [
        'Ride on the road, and in the marked bike lane where there is one.',
        'Ride on a pavement only where a sign allows it, in the scooter’s slow pavement mode.',
      ],
      differs: { faq: 'pavement', here: expect.stringMatching(/some pavements are open/) },
    });
    const lanesOnly = { ...where, roads: 'not-allowed', pavements: 'not-allowed' } as const;
    expect(describeRule('where', withRules({ where: lanesOnly }), 'en')!.differs).toEqual({
      faq: 'roads',
      here: 'Here scooters must keep off the road.',
    });
  });

  it('states no rule that no source confirmed, and never softens a helmet that may be compulsory', () => {
    const rules = withRules({ speedLimit: { ...confirmed, value: 20, unit: 'km/h' } });
    expect(describeRule('helmet', rules, 'en')).toBeUndefined();
    expect(unconfirmedKeys(rules)).toEqual(['licence', 'minimumAge', 'helmet', 'where', 'parking']);
    expect(unconfirmedText(unconfirmedKeys(rules), 'en')).toEqual([
      'We have not yet confirmed the local rules on licence, minimum age, helmet, where to ride and parking against an official source, so this page does not state them.',
      'Check the app before your first ride: it shows the rules that apply, and a helmet may be compulsory here.',
    ]);
    expect(unconfirmedText(['parking'], 'en').join(' ')).not.toMatch(/helmet|recommend/);
  });
});

describe('the FAQ a city page compares with', () => {
  const faq = (text: string): FaqGroup[] => [
    { id: 'g', title: 'G', items: [{ id: 'need-a-license', title: 'Licence?', text }] },
  ];
  /** The same groups in every language. */
  const inEvery = (groups: FaqGroup[]) => eachLanguage(() => groups);

  it('quotes the sentence of the FAQ’s own answer, so an edit to the FAQ changes the quote', () => {
    const says = faqSays(
      'licence',
      'en',
      inEvery(faq('Yes. You need a licence here. Apps differ.')),
    );
    expect(says).toEqual({
      id: 'need-a-license',
      question: 'Licence?',
      sentence: 'You need a licence here.',
    });
    expect(faqSays('helmet', 'en').sentence).toMatch(/helmet/);
  });

  it('stops the build when the FAQ no longer says what a city page compares with', () => {
    expect(() => faqSays('licence', 'en', inEvery(faq('Ask the app.')))).toThrow(
      /content\/faq\.json/,
    );
  });

  it('quotes a translation’s sentence at the place the English one is, sentence for sentence', () => {
    const groups = {
      ...inEvery(faq('Yes. You need a licence here. Apps differ.')),
      ja: faq('はい。ここでは免許が必要です。アプリによって異なります。'),
    };
    expect(faqSays('licence', 'ja', groups)).toEqual({
      id: 'need-a-license',
      question: 'Licence?',
      sentence: 'ここでは免許が必要です。',
    });
    expect(() => faqSays('licence', 'ja', { ...groups, ja: faq('はい。') })).toThrow(
      /content\/faq\.json, ja: .*fewer sentences than the English/,
    );
  });
});
