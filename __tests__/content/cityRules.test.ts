import { describe, expect, it } from '@jest/globals';

import { cities } from '@/content/cities';
import { describeRule, ruleKeys, unconfirmedKeys } from '@/content/pages/city';
import type { City, CityRules } from '@/content/types';

/** A city's page words the law from its rule fields, and where it differs from the FAQ. */
const byId = (id: string) => cities.find((city) => city.id === id)! as City;
const withRules = (rules: Partial<CityRules>): CityRules => ({ ...byId('london').rules, ...rules });
const confirmed = { status: 'confirmed' as const, sources: ['x'] };

describe('a city page’s sentences', () => {
  it.each([
    ['none', 'You do not need a driving licence to ride here.', /here you do not/],
    [
      'none-listed',
      'No driving licence is listed among the requirements to ride here.',
      /here none is listed/,
    ],
    [
      'full-or-provisional',
      'You need a full or provisional driving licence to ride here.',
      undefined,
    ],
  ] as const)(
    'words a licence rule of %s, and where it differs from the FAQ',
    (required, text, differs) => {
      const rules = withRules({ licence: { ...confirmed, required } });
      expect(describeRule('licence', rules)).toEqual({
        text,
        differs: differs && expect.stringMatching(differs),
      });
    },
  );

  it.each([
    ['compulsory', 18, true],
    ['compulsory-under-age', 16, true],
    ['compulsory-under-age', 18, false],
  ] as const)(
    'says a helmet law (%s, riders from %i) differs from the FAQ only where it binds Scoot’s riders',
    (law, years, differs) => {
      const helmet = { ...confirmed, law, underAge: 18 };
      const rules = withRules({ helmet, minimumAge: { ...confirmed, years } });
      expect(describeRule('helmet', rules)!.differs).toEqual(
        differs ? expect.stringMatching(/here the law requires one/) : undefined,
      );
    },
  );

  it('states no rule that no source confirmed, and names those it leaves out', () => {
    const rules = byId('jakarta').rules;
    for (const key of ruleKeys) expect(describeRule(key, rules)).toBeUndefined();
    expect(unconfirmedKeys(rules)).toEqual(ruleKeys);
    expect(unconfirmedKeys(byId('yokohama').rules)).toEqual(['parking']);
  });

  it('words where to ride from the three fields, and a signed pavement as not the FAQ’s rule', () => {
    const where = describeRule('where', byId('yokohama').rules)!;
    expect(where.text).toBe(
      'Ride on the road or in bike lanes; on a pavement only where a sign allows it, in the scooter’s slow pavement mode.',
    );
    expect(where.differs).toMatch(/keep off the pavement/);
    expect(describeRule('where', byId('new-york').rules)!.text).toMatch(
      /^Ride in bike lanes, and on roads only where the law allows; never on the pavement/,
    );
  });
});
