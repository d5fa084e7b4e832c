import { describe, expect, it } from '@jest/globals';

import {
  describeRule,
  faqAnswersByCity,
  faqSays,
  ruleRows,
  unconfirmedKeys,
  unconfirmedText,
} from '@/lib/pages/city';
import { eachLanguage } from '@/content/translations';
import type { City, CityRules, FaqGroup } from '@/content/types';

/** A city's page words the law from its rule fields, and where it differs from the FAQ. */
const none = { status: 'unconfirmed' } as const;
const confirmed = { status: 'confirmed' as const, sources: ['x'] };
const withRules = (
  rules: Partial<CityRules>,
  city: Partial<Pick<City, 'legalClass' | 'countryCode'>> = {},
): Pick<City, 'rules' | 'legalClass' | 'countryCode'> => ({
  countryCode: 'GB',
  ...city,
  rules: {
    licence: none,
    minimumAge: none,
    helmet: none,
    speedLimit: none,
    where: none,
    parking: none,
    ...rules,
  },
});

describe('a city page’s sentences', () => {
  it.each([
    ['none', 'You do not need a driving licence to ride here.'],
    ['none-listed', 'No driving licence is listed among the requirements to ride here.'],
    ['full-or-provisional', 'You need a full or provisional driving licence to ride here.'],
  ] as const)('words a licence rule of %s', (required, text) => {
    const described = describeRule(
      'licence',
      withRules({ licence: { ...confirmed, required } }),
      'en',
    );
    expect(described).toEqual({ text: [text], differs: undefined });
  });

  it('says the conditions a rule carries: licences from abroad, riders who need an adult', () => {
    const licence = { ...confirmed, required: 'full-or-provisional' as const, overseasMonths: 12 };
    expect(describeRule('licence', withRules({ licence }), 'en')!.text).toEqual([
      'You need a full or provisional driving licence to ride here.',
      'A licence from another country must be a full one, and counts only in your first 12 months in the country.',
    ]);
    const uk = { ...licence, overseasEuEea: true };
    expect(describeRule('licence', withRules({ licence: uk }), 'en')!.text[1]).toBe(
      'A full licence from the EU or the EEA counts for as long as you are in the country; a full licence from anywhere else counts only in your first 12 months there. A provisional licence from abroad does not count.',
    );
    const minimumAge = { ...confirmed, years: 12, accompaniedUntil: 15 };
    expect(describeRule('minimumAge', withRules({ minimumAge }), 'en')!.text).toEqual([
      'You must be 12 or older to ride.',
      'Riders aged 12 to 15 must be accompanied by an adult.',
    ]);
    expect(describeRule('minimumAge', withRules({ minimumAge }), 'id')!.text[1]).toBe(
      'Pengendara berusia 12 hingga 15 tahun wajib didampingi orang dewasa.',
    );
  });

  it('names the vehicle’s legal class where it decides the top speed', () => {
    const speedLimit = { ...confirmed, value: 6, unit: 'km/h' as const };
    expect(describeRule('speedLimit', withRules({ speedLimit }), 'en')!.text).toEqual([
      'Scooters here are limited to 6 km/h.',
    ]);
    const jakarta = withRules({ speedLimit }, { legalClass: 'otopet (standing scooters)' });
    expect(describeRule('speedLimit', jakarta, 'en')!.text).toEqual([
      'The law here classes Scoot’s scooters as otopet (standing scooters): they may go no faster than 6 km/h.',
    ]);
  });

  it('words where to ride from its fields: the side to keep to, the pavement’s speed, the areas', () => {
    const where = {
      ...confirmed,
      roads: 'allowed',
      bikeLanes: 'required-where-marked',
      pavements: 'signed-slow-mode',
      keep: 'left',
      pavementSpeed: 6,
    } as const;
    expect(describeRule('where', withRules({ where }), 'en')).toEqual({
      text: [
        'Keep to the left edge of the road.',
        'Ride on the road, and in the bicycle lane or on the cycle track wherever there is one.',
        'Ride on a pavement only where a sign allows it, with the scooter in its pavement mode of at most 6 km/h.',
      ],
      differs: {
        faq: 'pavement',
        here: 'Here some pavements are open to scooters, at no more than 6 km/h.',
      },
    });
    const lanesOnly = {
      ...confirmed,
      roads: 'not-allowed',
      bikeLanes: 'allowed',
      pavements: 'not-allowed',
      areas: ['residential', 'offices'] as ('residential' | 'offices')[],
    } as const;
    expect(describeRule('where', withRules({ where: lanesOnly }), 'en')).toEqual({
      text: [
        'Ride only in bicycle lanes or in lanes set aside for these scooters, not in the traffic lanes.',
        'Outside those lanes, the law lets them ride only in areas set aside for them: residential areas and office areas.',
        'Never ride on the pavement.',
      ],
      differs: { faq: 'roads', here: 'Here scooters must keep off the road.' },
    });
    const inNewYork = withRules({ where: lanesOnly }, { countryCode: 'US' });
    expect(describeRule('where', inNewYork, 'en')!.text).toContain('Never ride on the sidewalk.');
  });

  it('says what the law forbids in the law’s own verbs', () => {
    const forbidden = {
      ...confirmed,
      acts: ['passenger', 'alcohol'] as ('passenger' | 'alcohol')[],
    };
    expect(describeRule('forbidden', withRules({ forbidden }), 'id')!.text).toEqual([
      'Dilarang berboncengan.',
      'Dilarang berkendara di bawah pengaruh alkohol.',
    ]);
    expect(describeRule('forbidden', withRules({ forbidden }), 'ja')!.text.join('')).toMatch(
      /二人乗りは禁止.*飲酒運転は禁止/,
    );
    expect(describeRule('forbidden', withRules({}), 'en')).toBeUndefined();
  });

  it('lists the law’s rules with their sources apart from Scoot’s own, which have none', () => {
    const city = withRules({
      helmet: { ...confirmed, law: 'compulsory' },
      parking: { status: 'scoot', rule: 'designated-bays' },
      local: [{ status: 'scoot', title: 'Walk it', text: 'Walk it on pavements.' }],
    });
    expect(ruleRows(city, 'en').map(({ id, by, sources }) => ({ id, by, sources }))).toEqual([
      { id: 'helmet', by: 'law', sources: ['x'] },
      { id: 'parking', by: 'scoot', sources: [] },
      { id: 'local-0', by: 'scoot', sources: [] },
    ]);
  });

  it('states no rule that no source confirmed, and never softens a helmet that may be compulsory', () => {
    const { rules } = withRules({ speedLimit: { ...confirmed, value: 20, unit: 'km/h' } });
    expect(describeRule('helmet', { rules, countryCode: 'GB' }, 'en')).toBeUndefined();
    expect(unconfirmedKeys(rules)).toEqual(['licence', 'minimumAge', 'helmet', 'where', 'parking']);
    expect(unconfirmedText(unconfirmedKeys(rules), 'en')).toEqual([
      'We have not yet confirmed the local rules on licence, minimum age, helmet, where to ride and parking against an official source, so this page does not state them.',
      'Check the app before your first ride: it shows the rules that apply, and a helmet may be compulsory here.',
    ]);
    expect(unconfirmedText(['parking'], 'en').join(' ')).not.toMatch(/helmet|recommend/);
  });
});

describe('the FAQ’s answers built from the cities’ rules', () => {
  const cityWith = (id: string, rules: Partial<CityRules>) => ({ id, ...withRules(rules) });
  const age = (years: number, accompaniedUntil?: number) => ({
    minimumAge: { ...confirmed, years, accompaniedUntil },
  });

  it('gives one sentence per different rule, with the cities it holds for, in their order', () => {
    const answers = faqAnswersByCity('minimumAge', [
      cityWith('london', age(18)),
      cityWith('jakarta', age(12, 15)),
      cityWith('new-york', age(18)),
      cityWith('porto', {}),
    ]);
    expect(answers).toEqual([
      { cityIds: ['london', 'new-york'], message: 'faq.byCity.minimumAge', values: { years: 18 } },
      {
        cityIds: ['jakarta'],
        message: 'faq.byCity.minimumAgeAccompanied',
        values: { years: 12, until: 15 },
      },
      { cityIds: ['porto'], message: 'faq.byCity.unconfirmed', values: {} },
    ]);
  });

  it('says a rule is Scoot’s where Scoot sets it, never the law’s', () => {
    const scoot = cityWith('oslo', { licence: { status: 'scoot', required: 'driving-licence' } });
    expect(faqAnswersByCity('licence', [scoot])).toEqual([
      { cityIds: ['oslo'], message: 'faq.byCity.scoot', values: {} },
    ]);
  });
});

describe('the FAQ a city page compares with', () => {
  const faq = (text: string): FaqGroup[] => [
    { id: 'g', title: 'G', items: [{ id: 'rules-and-regulations', title: 'Rules?', text }] },
  ];
  /** The same groups in every language. */
  const inEvery = (groups: FaqGroup[]) => eachLanguage(() => groups);

  it('quotes the sentence of the FAQ’s own answer, so an edit to the FAQ changes the quote', () => {
    const says = faqSays(
      'pavement',
      'en',
      inEvery(faq('Be kind. Keep off the pavement here. Apps differ.')),
    );
    expect(says).toEqual({
      id: 'rules-and-regulations',
      question: 'Rules?',
      sentence: 'Keep off the pavement here.',
    });
    expect(faqSays('parking', 'en').sentence).toMatch(/park/);
  });

  it('stops the build when the FAQ no longer says what a city page compares with', () => {
    expect(() => faqSays('pavement', 'en', inEvery(faq('Ask the app.')))).toThrow(
      /content\/faq\.json/,
    );
  });

  it('quotes a translation’s sentence at the place the English one is, sentence for sentence', () => {
    const groups = {
      ...inEvery(faq('Be kind. Keep off the pavement here. Apps differ.')),
      ja: faq('親切に。ここでは歩道を走らないでください。アプリによって異なります。'),
    };
    expect(faqSays('pavement', 'ja', groups)).toEqual({
      id: 'rules-and-regulations',
      question: 'Rules?',
      sentence: 'ここでは歩道を走らないでください。',
    });
    expect(() => faqSays('pavement', 'ja', { ...groups, ja: faq('はい。') })).toThrow(
      /content\/faq\.json, ja: .*fewer sentences than the English/,
    );
  });
});
