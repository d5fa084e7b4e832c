import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it, jest } from '@jest/globals';

import { cities, CITIES_LIVE } from '@/content/cities';
import { homePage } from '@/content/pages/home';
import { CITIES_TARGETED, PAYMENT_DEFERRAL } from '@/content/claims';
import type { City } from '@/content/types';
import { listOf, numberWord } from '@/lib/text';

import { lisbon } from '../fixtures/content';

/*
 * Copy that counts or lists the cities, or states the site's claims, takes them
 * from the content: adding a city changes every sentence that states them.
 */

const pagesDir = join(process.cwd(), 'content', 'pages');

/** Every string of every page's copy (each export of content/pages/*.ts), by its path. */
function copyStrings(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') found.set(path, node);
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, `${path}.${key}`);
  };
  for (const file of readdirSync(pagesDir).filter((name) => name.endsWith('.ts')))
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded afresh per content
    walk(require(join(pagesDir, file)), file);
  return found;
}

/** More cities than the real ones, none of them real: another count and another list. */
const otherCities: City[] = Array.from({ length: CITIES_LIVE + 1 }, (_, index) => ({
  ...lisbon,
  id: `testville-${index + 1}`,
  name: `Testville ${index + 1}`,
}));

/** The pages' copy built from other cities and claims, in place of the real ones. */
function injectedCopy() {
  let copy = new Map<string, string>();
  jest.isolateModules(() => {
    jest.doMock('@/content/cities', () => ({
      ...jest.requireActual<object>('@/content/cities'),
      cities: otherCities,
      CITIES_LIVE: otherCities.length,
    }));
    jest.doMock('@/content/claims', () => ({
      ...jest.requireActual<object>('@/content/claims'),
      CITIES_TARGETED: 42,
      PAYMENT_DEFERRAL: 'up to six weeks',
    }));
    copy = copyStrings();
  });
  return copy;
}

/** "4" or "four". */
const figure = (count: number) => `(?:${count}|${numberWord(count)})`;
const liveNames = cities.map((city) => city.name);

/** Does this text state the live cities or a claim (a count or names)? */
const statesTheFacts = (text: string) =>
  new RegExp(`\\b${figure(CITIES_LIVE)} cities\\b`, 'i').test(text) ||
  new RegExp(`\\b${CITIES_TARGETED}\\b`).test(text) ||
  text.includes(PAYMENT_DEFERRAL) ||
  liveNames.some((name) => text.includes(name));

describe('copy derived from the cities and the site’s claims', () => {
  const real = copyStrings();
  const injected = injectedCopy();

  it('changes every sentence that states them, on every page, metadata included', () => {
    const stating = [...real].filter(([, text]) => statesTheFacts(text));
    for (const page of ['home.ts', 'careers.ts', 'locations.ts', '.metadata.description'])
      expect(stating.some(([path]) => path.includes(page))).toBe(true);
    expect([...injected.keys()]).toEqual([...real.keys()]);
    for (const [path, text] of stating)
      expect({ path, text: injected.get(path) }).not.toEqual({ path, text });
  });

  it('states the injected figures and lists, and none of the real ones', () => {
    const copy = [...injected.values()].join('\n');
    for (const text of [
      `${otherCities.length} cities`,
      listOf(otherCities.map((city) => city.name)),
      '42 cities',
      'defer payment for up to six weeks',
    ])
      expect(copy).toContain(text);
    expect(copy).not.toMatch(
      new RegExp(`\\b${figure(CITIES_LIVE)} cities\\b|\\b${CITIES_TARGETED}\\b`, 'i'),
    );
    expect(copy).not.toContain(PAYMENT_DEFERRAL);
    expect(copy).not.toContain(listOf(liveNames));
  });

  it('is never typed: no page file writes a city’s name, a count of cities or openings, or the target', () => {
    const count = `(\\d+|${[...Array(11).keys()].map(numberWord).join('|')}) (cities|open positions)`;
    const figures = new RegExp(`\\b${count}\\b|\\b${CITIES_TARGETED}\\b`, 'i');
    const names = new RegExp(liveNames.join('|'));
    const found = readdirSync(pagesDir).flatMap((file) => {
      const source = readFileSync(join(pagesDir, file), 'utf8');
      return [names.exec(source), figures.exec(source)].flatMap((match) =>
        match ? [`${file}: ${match[0]}`] : [],
      );
    });
    expect(found).toEqual([]);
  });

  it('counts the home page’s steps in words, from the list', () => {
    expect(homePage.steps.title).toBe(
      `How to ride in ${numberWord(homePage.steps.items.length)} steps`,
    );
  });
});
