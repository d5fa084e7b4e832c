import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it, jest } from '@jest/globals';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';

import { cities, CITIES_LIVE } from '@/content/cities';
import { jobOpenings } from '@/content/jobs';
import { type PageKey, pageKeys } from '@/content/pageRegistry';
import { homePage } from '@/content/pages/home';
import { CITIES_TARGETED, PAYMENT_DEFERRAL } from '@/content/claims';
import type { City, JobOpening } from '@/content/types';
import { listOf, numberWord } from '@/lib/text';
import AboutPage from '@/app/about/page';
import CareersPage from '@/app/careers/page';
import { pageMetadata } from '@/app/metadata';
import NotFound from '@/app/not-found';
import HomePage from '@/app/page';
import LocationsPage from '@/app/locations/page';

/*
 * Copy that counts or lists the cities and the openings derives them from content/cities/
 * and content/jobs/, on every page: adding a city or a job changes every sentence that
 * states them, and no page keeps a stale "4 cities" or an old list of names.
 */

const pagesDir = join(process.cwd(), 'content', 'pages');
const pageFiles = readdirSync(pagesDir).filter((file) => file.endsWith('.ts'));

type Copy = Record<string, unknown>;

/** Every page's copy (each export of content/pages/*.ts), as the modules build it. */
function loadPages(): Record<string, Copy> {
  return Object.fromEntries(
    pageFiles.map((file) => [
      file,
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(join(pagesDir, file)) as Copy,
    ]),
  );
}

/** The pages' copy built from other cities, jobs and constants, in place of the real ones. */
function pagesWith(content: {
  cities: readonly City[];
  jobs: readonly JobOpening[];
  target: number;
  deferral: string;
}) {
  let pages: Record<string, Copy> = {};
  jest.isolateModules(() => {
    jest.doMock('@/content/cities', () => ({
      ...jest.requireActual<object>('@/content/cities'),
      cities: content.cities,
      CITIES_LIVE: content.cities.length,
    }));
    jest.doMock('@/content/jobs', () => ({
      jobOpenings: content.jobs,
      currentOpenings: content.jobs,
    }));
    jest.doMock('@/content/claims', () => ({
      ...jest.requireActual<object>('@/content/claims'),
      CITIES_TARGETED: content.target,
      PAYMENT_DEFERRAL: content.deferral,
    }));
    pages = loadPages();
  });
  return pages;
}

/** Every string in a tree of copy, by its path (`careers.ts.careersPage.metadata.description`). */
function strings(node: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof node === 'string') found.set(path, node);
  else if (node && typeof node === 'object')
    for (const [key, child] of Object.entries(node))
      for (const entry of strings(child, path ? `${path}.${key}` : key)) found.set(...entry);
  return found;
}

const nairobi: City = {
  id: 'nairobi',
  name: 'Nairobi',
  country: 'Kenya',
  countryCode: 'KE',
  latitude: -1.2921,
  longitude: 36.8219,
  service: { districts: ['Westlands'], since: '2027-03-01' },
  rules: { ...cities[0]!.rules },
  sources: cities[0]!.sources,
};
const fiveCities = [...cities, nairobi];
/** Two openings, in London and Nairobi: a different count and a different list of places. */
const twoJobs: JobOpening[] = [
  jobOpenings.find((job) => job.cityId === 'london')!,
  { ...jobOpenings[0]!, id: 'nairobi-manager', cityId: 'nairobi', location: 'Nairobi, Kenya' },
];
const target = 42;
const deferral = 'up to six weeks';

const liveNames = cities.map((city) => city.name);
const hiringNames = [
  ...new Set(jobOpenings.map((job) => cities.find((city) => city.id === job.cityId)!.name)),
];

/** A figure as the copy may write it: "4" or "four". */
const figure = (count: number) => `(?:${count}|${numberWord(count)})`;

/** Does this sentence state the live cities, the openings or the target (a count or names)? */
function statesTheFacts(text: string) {
  return (
    new RegExp(`\\b${figure(CITIES_LIVE)} cities\\b`, 'i').test(text) ||
    new RegExp(`\\b${figure(jobOpenings.length)} open positions\\b`, 'i').test(text) ||
    new RegExp(`\\b${CITIES_TARGETED}\\b`).test(text) ||
    text.includes(PAYMENT_DEFERRAL) ||
    liveNames.some((name) => text.includes(name))
  );
}

describe('copy derived from the cities, the openings and the site’s claims, on every page', () => {
  const real = strings(loadPages());
  const injected = strings(pagesWith({ cities: fiveCities, jobs: twoJobs, target, deferral }));

  it('finds the sentences that state the cities and openings (the check below has work to do)', () => {
    const stating = [...real].filter(([, text]) => statesTheFacts(text)).map(([path]) => path);
    // Home, Careers and Locations each count or list them, in the page and its metadata.
    for (const file of ['home.ts', 'careers.ts', 'locations.ts'])
      expect(stating.some((path) => path.startsWith(file))).toBe(true);
    expect(stating.some((path) => path.includes('.metadata.description'))).toBe(true);
  });

  it('changes every such sentence when a city, a job or the target changes', () => {
    expect([...injected.keys()]).toEqual([...real.keys()]);
    for (const [path, text] of real) {
      if (statesTheFacts(text))
        expect({ path, text: injected.get(path) }).not.toEqual({ path, text });
    }
  });

  it('states the injected figures and lists, and none of the real ones', () => {
    const copy = [...injected.values()].join('\n');
    expect(copy).toContain(`${fiveCities.length} cities`);
    expect(copy).toContain(listOf(fiveCities.map((city) => city.name)));
    expect(copy).toContain(`${twoJobs.length} open positions in ${listOf(['London', 'Nairobi'])}`);
    expect(copy).toContain(`our open positions in ${listOf(['London', 'Nairobi'])}.`);
    expect(copy).toContain(`${target} cities`);
    expect(copy).toContain(`defer payment for ${deferral}`);
    expect(copy).not.toContain(PAYMENT_DEFERRAL);
    expect(copy).not.toMatch(new RegExp(`\\b${figure(CITIES_LIVE)} cities\\b`, 'i'));
    expect(copy).not.toContain(listOf(liveNames));
    expect(copy).not.toContain(listOf(hiringNames));
    expect(copy).not.toMatch(new RegExp(`\\b${CITIES_TARGETED}\\b`));
  });

  it('writes no city name, count of cities or openings, or target as a literal in a page file', () => {
    for (const file of readdirSync(pagesDir)) {
      const source = readFileSync(join(pagesDir, file), 'utf8');
      for (const name of cities.map((city) => city.name))
        expect({ file, name, found: source.includes(name) }).toEqual({ file, name, found: false });
      expect(source).not.toMatch(
        /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten) (cities|open positions)\b/i,
      );
      expect(source).not.toMatch(new RegExp(`\\b${CITIES_TARGETED}\\b`));
    }
  });
});

describe('the rendered pages and their metadata', () => {
  const rendered: Record<string, ComponentType> = {
    home: HomePage,
    about: AboutPage,
    careers: CareersPage,
    locations: LocationsPage,
    notFound: NotFound,
  };

  /** Every "<figure> cities" a text states ("4 cities", "four cities"). */
  const cityCounts = (text: string) =>
    [
      ...text.matchAll(/\b(\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten) cities\b/gi),
    ].map((match) => match[1]!.toLowerCase());

  it.each(Object.keys(rendered))('%s counts only the live and the targeted cities', (name) => {
    const Page = rendered[name]!;
    // React warns that the 404 page's inline script (the case fix) would not run in a client render.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Page />);
    jest.restoreAllMocks();
    const allowed = [CITIES_LIVE, CITIES_TARGETED].flatMap((count) => [
      String(count),
      numberWord(count),
    ]);
    for (const count of cityCounts(container.textContent ?? '')) expect(allowed).toContain(count);
  });

  it.each(pageKeys)(
    '%s: the description and the share card say the same figures',
    (key: PageKey) => {
      const { description, openGraph } = pageMetadata(key);
      const images = (openGraph?.images ?? []) as { alt?: string }[];
      const text = [description, ...images.map((image) => image.alt)].join(' ');
      for (const count of cityCounts(text))
        expect([String(CITIES_LIVE), String(CITIES_TARGETED)]).toContain(count);
    },
  );

  it('counts the home page steps in words, from the list', () => {
    expect(homePage.steps.title).toBe(
      `How to ride in ${numberWord(homePage.steps.items.length)} steps`,
    );
  });
});
