import { describe, expect, it } from '@jest/globals';
import { render, within } from '@testing-library/react';
import type { BreadcrumbList, FAQPage, JobPosting, Organization } from 'schema-dts';

import { cities } from '@/content/cities';
import { faqGroups } from '@/content/faq';
import { jobOpenings } from '@/content/jobs';
import { absoluteUrl } from '@/lib/siteUrl';
import type { FaqItem } from '@/content/types';
import AboutPage from '@/app/about/page';
import CareersPage from '@/app/careers/page';
import LocationsPage from '@/app/locations/page';
import {
  breadcrumbList,
  faqPage,
  jobPostings,
  ORGANIZATION_ID,
  organization,
  WEBSITE_ID,
  webSite,
} from '@/app/structuredData';

/*
 * The structured data is built from content/; these tests build each object and hold it
 * against the facts the pages show, then read it back out of the rendered pages.
 */

/** A node as plain JSON, the way a crawler reads it (schema-dts types are unions). */
type Json = Record<string, unknown> & { '@type'?: string };
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as Json;

/** Every node of the JSON-LD blocks in a rendered tree, parsed from the script text. */
function jsonLdNodes(container: HTMLElement): Json[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent ?? '') as Json & { '@graph'?: Json[] };
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'] ?? [data];
  });
}

const countryName = (code: string) => cities.find((city) => city.countryCode === code)?.country;

describe('Organization and WebSite (every page, from the layout)', () => {
  it('names Scoot, with an absolute URL and logo, and the four cities it serves', () => {
    const org = asJson(organization());
    expect(org).toMatchObject({
      '@type': 'Organization',
      '@id': ORGANIZATION_ID,
      name: 'Scoot',
      url: absoluteUrl('/'),
    });
    expect((org.logo as Json).url).toBe(absoluteUrl('/icons/icon-512.png'));
    const served = (org.areaServed as Json[]).map((place) => place.name);
    expect(served).toEqual(cities.map((city) => city.name));
    expect(served).toHaveLength(4);
  });

  it('publishes the website under the organisation', () => {
    expect(asJson(webSite())).toMatchObject({
      '@type': 'WebSite',
      '@id': WEBSITE_ID,
      name: 'Scoot',
      url: absoluteUrl('/'),
      publisher: { '@id': ORGANIZATION_ID },
    });
    expect(ORGANIZATION_ID).not.toBe(WEBSITE_ID);
  });
});

describe('FAQPage (About)', () => {
  const faq = asJson(faqPage(faqGroups) satisfies FAQPage);
  const questions = faq.mainEntity as Json[];

  it('holds every question of both groups, in page order, each with its answer', () => {
    const items: readonly FaqItem[] = faqGroups.flatMap((group): readonly FaqItem[] => group.items);
    expect(questions).toHaveLength(6);
    expect(questions).toHaveLength(items.length);
    questions.forEach((question, index) => {
      expect(question['@type']).toBe('Question');
      expect(question.name).toBe(items[index]!.title);
      expect(question.acceptedAnswer).toEqual({ '@type': 'Answer', text: items[index]!.text });
    });
    expect(questions.map((question) => question.name)).toEqual(
      expect.arrayContaining(['How do I download the app?', 'Do I need to wear a helmet?']),
    );
  });

  it('agrees with the questions and answers the rendered About page shows', () => {
    const { container } = render(<AboutPage />);
    const faqNode = jsonLdNodes(container).find((node) => node['@type'] === 'FAQPage')!;
    const shown = [...container.querySelectorAll('details')].map((details) => ({
      name: details.querySelector(':scope > summary')!.textContent,
      text: details.querySelector(':scope > p')!.textContent,
    }));
    expect(shown).toHaveLength(6);
    expect(
      (faqNode.mainEntity as Json[]).map((question) => ({
        name: question.name,
        text: (question.acceptedAnswer as Json).text,
      })),
    ).toEqual(shown);
  });
});

describe('JobPosting (Careers)', () => {
  const postings = jobPostings(jobOpenings).map((posting: JobPosting) => asJson(posting));

  it('has one posting per opening: six, with the titles of the page', () => {
    expect(postings).toHaveLength(6);
    expect(postings.map((posting) => posting.title)).toEqual(jobOpenings.map((job) => job.title));
  });

  it('places each job in the city and country the page names', () => {
    postings.forEach((posting, index) => {
      const address = (posting.jobLocation as Json).address as Json;
      expect(address['@type']).toBe('PostalAddress');
      expect(address.addressCountry).toMatch(/^[A-Z]{2}$/);
      expect(`${address.addressLocality}, ${countryName(address.addressCountry as string)}`).toBe(
        jobOpenings[index]!.location,
      );
    });
  });

  it('carries what a job posting needs: hiring organisation, date, type and description', () => {
    const today = new Date().toISOString().slice(0, 10);
    postings.forEach((posting, index) => {
      const job = jobOpenings[index]!;
      expect(posting['@type']).toBe('JobPosting');
      expect(posting.hiringOrganization).toMatchObject({
        '@type': 'Organization',
        '@id': ORGANIZATION_ID,
        name: 'Scoot',
      });
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(posting.datePosted as string))).toBe(false);
      expect((posting.datePosted as string) <= today).toBe(true);
      expect(posting.employmentType).toBe(job.employmentType);
      expect(posting.description).toBe(job.description);
      expect((posting.description as string).length).toBeGreaterThan(40);
      expect(posting.identifier).toMatchObject({ value: job.id });
    });
  });

  it('refuses an opening in a city the site does not list', () => {
    expect(() => jobPostings([{ ...jobOpenings[0], cityId: 'atlantis' }])).toThrow(/atlantis/);
  });

  it('agrees with the job rows the rendered Careers page shows', () => {
    const { container } = render(<CareersPage />);
    const nodes = jsonLdNodes(container).filter((node) => node['@type'] === 'JobPosting');
    const rows = within(container.querySelector('#open-positions')!).getAllByRole('listitem');
    expect(nodes).toHaveLength(rows.length);
    rows.forEach((row, index) => {
      const address = (nodes[index]!.jobLocation as Json).address as Json;
      expect(within(row).getByRole('heading').textContent).toBe(nodes[index]!.title);
      expect(row).toHaveTextContent(
        `${address.addressLocality}, ${countryName(address.addressCountry as string)}`,
      );
    });
  });
});

describe('BreadcrumbList (inner pages)', () => {
  it.each([
    ['about', 'About', '/about'],
    ['careers', 'Careers', '/careers'],
    ['locations', 'Locations', '/locations'],
  ] as const)('leads from Home to %s by absolute URLs', (page, name, route) => {
    const trail = asJson(breadcrumbList(page) satisfies BreadcrumbList);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
      { '@type': 'ListItem', position: 2, name, item: absoluteUrl(route) },
    ]);
  });
});

describe('the JSON-LD each page renders', () => {
  it.each([
    ['About', AboutPage, ['BreadcrumbList', 'FAQPage']],
    ['Careers', CareersPage, ['BreadcrumbList', ...Array(6).fill('JobPosting')]],
    ['Locations', LocationsPage, ['BreadcrumbList']],
  ] as const)('the %s page carries %j', (_name, Page, types) => {
    const { container } = render(<Page />);
    expect(jsonLdNodes(container).map((node) => node['@type'])).toEqual(types);
  });

  it('links the organisation from every posting to the one the layout declares', () => {
    const org: Organization = organization();
    const ids = jobPostings(jobOpenings).map(
      (posting) => (asJson(posting).hiringOrganization as Json)['@id'],
    );
    expect(new Set(ids)).toEqual(new Set([asJson(org)['@id']]));
  });
});
