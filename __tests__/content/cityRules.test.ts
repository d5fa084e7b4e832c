import { describe, expect, it } from '@jest/globals';

import { cities } from '@/content/cities';
import { problemsOf } from '@/content/load';
import { describeRule, ruleKeys, unconfirmedKeys } from '@/content/pages/city';
import { citySchema } from '@/content/schema';
import type { City, CityRules } from '@/content/types';
import { staleRuleWarnings } from '@/content/validate';

/*
 * A city's page words the law from its rule fields (content/pages/city.ts), and the schema
 * holds every stated rule to an official source (content/schema.ts). These are the two
 * promises a rider's trust rests on.
 */

const byId = (id: string) => cities.find((city) => city.id === id)! as City;
const withRules = (rules: Partial<CityRules>): CityRules => ({ ...byId('london').rules, ...rules });

/** What the build says of a city's file holding `city`. */
function problemsWith(city: City) {
  return problemsOf(citySchema, city, 'content/cities/london.json').map(
    (p) => `${p.field}: ${p.problem}`,
  );
}

describe('a city page’s sentences', () => {
  it('never says a licence is needed where the data says none, and says it differs from the FAQ', () => {
    const none = describeRule(
      'licence',
      withRules({ licence: { status: 'confirmed', required: 'none', sources: ['x'] } }),
    )!;
    expect(none.text).toBe('You do not need a driving licence to ride here.');
    expect(none.differs).toMatch(/typically need a driving licence; here you do not/);
    const listed = describeRule(
      'licence',
      withRules({ licence: { status: 'confirmed', required: 'none-listed', sources: ['x'] } }),
    )!;
    expect(listed.text).not.toMatch(/You need/);
    const needed = describeRule('licence', byId('london').rules)!;
    expect(needed.text).toBe('You need a full or provisional driving licence to ride here.');
    expect(needed.differs).toBeUndefined();
  });

  it('says a helmet law differs from the FAQ only where it binds the riders Scoot takes', () => {
    const helmet = (law: 'compulsory' | 'compulsory-under-age', years: number) =>
      describeRule(
        'helmet',
        withRules({
          helmet: { status: 'confirmed', law, underAge: 18, sources: ['x'] },
          minimumAge: { status: 'confirmed', years, sources: ['x'] },
        }),
      )!.differs;
    expect(helmet('compulsory', 18)).toMatch(/here the law requires one/);
    expect(helmet('compulsory-under-age', 16)).toMatch(/here the law requires one/);
    expect(helmet('compulsory-under-age', 18)).toBeUndefined();
  });

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

describe('the schema’s hold on the rules', () => {
  it('refuses a stated rule without a source, or naming a source the city does not list', () => {
    const london = byId('london');
    expect(
      problemsWith({
        ...london,
        rules: withRules({ minimumAge: { status: 'confirmed', years: 18, sources: [] } }),
      }),
    ).toContain(
      'rules.minimumAge.sources: is empty: a rule the page states needs an official source (or set its status to "unconfirmed")',
    );
    expect(
      problemsWith({
        ...london,
        rules: withRules({
          speedLimit: { status: 'confirmed', value: 12.5, unit: 'mph', sources: ['tfl-blog'] },
        }),
      }),
    ).toContain(
      'rules.speedLimit.sources: names "tfl-blog", which is not one of this city\'s sources: add it under sources',
    );
  });

  it('refuses a source without the day it was checked, or without an address', () => {
    const london = byId('london');
    const [first, ...rest] = london.sources;
    expect(
      problemsWith({
        ...london,
        sources: [{ ...first!, checked: 'last spring', url: 'tfl.gov.uk' }, ...rest],
      }),
    ).toEqual([
      'sources[0].url: must be the address of the official page, e.g. https://tfl.gov.uk/e-scooters',
      'sources[0].checked: is not a date written YYYY-MM-DD, e.g. 2027-01-31',
    ]);
  });

  it('warns when a source was last checked more than 180 days before the build', () => {
    const checked = byId('yokohama').sources[0]!.checked;
    const day = (offset: number) =>
      new Date(Date.parse(`${checked}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    expect(staleRuleWarnings([byId('yokohama')], day(180))).toEqual([]);
    const warnings = staleRuleWarnings([byId('yokohama')], day(181));
    expect(warnings).toHaveLength(byId('yokohama').sources.length);
    expect(warnings[0]).toMatch(
      /^content\/cities\/yokohama\.json: states rules from .* last checked/,
    );
  });
});
