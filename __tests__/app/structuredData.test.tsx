import { describe, expect, it } from '@jest/globals';
import { render, within } from '@testing-library/react';
import type { BreadcrumbList, FAQPage, Organization } from 'schema-dts';

import { cities } from '@/content/cities';
import { faqGroups } from '@/content/faq';
import { answerText } from '@/content/pages/about';
import { currentOpenings } from '@/content/jobs';
import { jobDescription, salaryRange, salarySentence } from '@/content/pages/careers';
import { absoluteUrl } from '@/lib/siteUrl';
import type { FaqItem } from '@/content/types';
import AboutPage from '@/app/about/page';
import CareersPage from '@/app/careers/page';
import JobOpeningPage from '@/app/careers/[job]/page';
import LocationsPage from '@/app/locations/page';
import {
  breadcrumbList,
  faqPage,
  descriptionHtml,
  jobBreadcrumbList,
  jobPosting,
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
      expect(question.acceptedAnswer).toEqual({
        '@type': 'Answer',
        text: answerText(
          items[index]!,
          cities.map((city) => city.name),
        ),
      });
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

/** A job's page, rendered as the build renders it (an async server component). */
async function renderJobPage(id: string) {
  return render(
    await JobOpeningPage({
      params: Promise.resolve({ job: id }),
      searchParams: Promise.resolve({}),
    }),
  );
}

describe('JobPosting (a job’s page)', () => {
  const postings = currentOpenings.map((job) => asJson(jobPosting(job)));

  it('has one posting per current opening, on the opening’s own URL', () => {
    expect(postings).toHaveLength(6);
    postings.forEach((posting, index) => {
      const job = currentOpenings[index]!;
      expect(posting.title).toBe(job.title);
      expect(posting.url).toBe(absoluteUrl(`/careers/${job.id}`));
    });
  });

  it('places each job in the city and country the page names', () => {
    postings.forEach((posting, index) => {
      const address = (posting.jobLocation as Json).address as Json;
      expect(address['@type']).toBe('PostalAddress');
      expect(address.addressCountry).toMatch(/^[A-Z]{2}$/);
      expect(`${address.addressLocality}, ${countryName(address.addressCountry as string)}`).toBe(
        currentOpenings[index]!.location,
      );
    });
  });

  it('carries what Google asks of a posting: organisation by @id, dates, type, identifier', () => {
    const today = new Date().toISOString().slice(0, 10);
    postings.forEach((posting, index) => {
      const job = currentOpenings[index]!;
      expect(posting['@type']).toBe('JobPosting');
      expect(posting.hiringOrganization).toMatchObject({
        '@type': 'Organization',
        '@id': ORGANIZATION_ID,
        name: 'Scoot',
      });
      expect(posting.datePosted).toBe(job.datePosted);
      expect((posting.datePosted as string) <= today).toBe(true);
      // The end of the last day, where the job is.
      expect(posting.validThrough).toMatch(
        new RegExp(`^${job.validThrough}T23:59:59[+-]\\d{2}:00$`),
      );
      expect((posting.validThrough as string) >= today).toBe(true);
      expect(posting.directApply).toBe(false);
      expect(posting.employmentType).toBe(job.employmentType);
      expect(posting.identifier).toEqual({
        '@type': 'PropertyValue',
        name: 'Scoot',
        value: job.id,
      });
    });
  });

  it('ends the last day to apply at midnight in the job’s time zone, summer time included', () => {
    const london = { ...currentOpenings[0]!, cityId: 'london', officeId: 'london-office' };
    const jakarta = asJson(jobPosting({ ...currentOpenings[0]!, validThrough: '2027-01-31' }));
    expect(jakarta.validThrough).toBe('2027-01-31T23:59:59+07:00');
    expect(asJson(jobPosting({ ...london, validThrough: '2027-01-31' })).validThrough).toBe(
      '2027-01-31T23:59:59+00:00',
    );
    expect(asJson(jobPosting({ ...london, validThrough: '2027-07-31' })).validThrough).toBe(
      '2027-07-31T23:59:59+01:00',
    );
    const newYork = { ...currentOpenings[0]!, cityId: 'new-york', officeId: 'new-york-office' };
    // The day the clocks go forward there: the day ends on summer time.
    expect(asJson(jobPosting({ ...newYork, validThrough: '2027-03-14' })).validThrough).toBe(
      '2027-03-14T23:59:59-04:00',
    );
  });

  it('states the salary range of the page’s offer as its base salary', () => {
    const analyst = currentOpenings.find((job) => job.id === 'ux-analyst-london')!;
    expect(asJson(jobPosting(analyst)).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', minValue: 52_000, maxValue: 60_000, unitText: 'YEAR' },
    });
    expect(jobDescription(analyst).find((part) => part.id === 'offer')).toMatchObject({
      points: expect.arrayContaining(['A salary of £52,000 to £60,000 a year.']),
    });
    const manager = currentOpenings.find((job) => job.id === 'general-manager-jakarta')!;
    expect(salarySentence(manager.salary).replace(/\u00a0/g, ' ')).toBe(
      'A salary of IDR 900M to IDR 1.2B a year, plus a yearly bonus tied to the city’s goals.',
    );
    expect(salaryRange({ currency: 'JPY', min: 6_500_000, max: 8_000_000, unit: 'YEAR' })).toBe(
      '¥6.5M to ¥8M a year',
    );
    expect(salaryRange({ currency: 'USD', min: 25, max: 25, unit: 'HOUR' })).toBe('$25 an hour');
  });

  it('places the job at the office the page names, with its region', () => {
    const supervisor = currentOpenings.find((job) => job.id === 'fleet-supervisor-jakarta')!;
    expect(asJson(jobPosting(supervisor)).jobLocation).toEqual({
      '@type': 'Place',
      name: 'South Jakarta warehouse',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Jl. TB Simatupang No. 41, Cilandak',
        addressLocality: 'Jakarta',
        addressRegion: 'DKI Jakarta',
        postalCode: '12430',
        addressCountry: 'ID',
      },
    });
  });

  it('describes the job in HTML, in the four parts the page shows, with text escaped', () => {
    const html = descriptionHtml([
      { id: 'role', title: 'The role', paragraphs: ['Fix <b>bikes</b> & scooters.'] },
      { id: 'duties', title: 'What you’ll do', points: ['Ride.', 'Repair.'] },
    ]);
    expect(html).toBe(
      '<h2>The role</h2><p>Fix &lt;b&gt;bikes&lt;/b&gt; &amp; scooters.</p>' +
        '<h2>What you’ll do</h2><ul><li>Ride.</li><li>Repair.</li></ul>',
    );
    for (const posting of postings) {
      const description = posting.description as string;
      expect(description.match(/<h2>/g)).toHaveLength(4);
      expect(description.replace(/<[^>]+>/g, ' ').split(/\s+/).length).toBeGreaterThan(250);
    }
  });

  it('refuses an opening in a city the site does not list', () => {
    expect(() => jobPosting({ ...currentOpenings[0]!, cityId: 'atlantis' })).toThrow(/atlantis/);
  });

  it.each(currentOpenings.map((job) => [job.id]))(
    '/careers/%s renders what its posting says, and nothing else carries one',
    async (id) => {
      const { container } = await renderJobPage(id);
      const nodes = jsonLdNodes(container);
      expect(nodes.map((node) => node['@type'])).toEqual(['JobPosting', 'BreadcrumbList']);
      const [posting] = nodes as [Json];
      expect(container.querySelector('h1')?.textContent).toBe(posting.title);
      // The description's text is the page's, part by part, in the same order.
      const job = currentOpenings.find((opening) => opening.id === id)!;
      const visible = jobDescription(job)
        .map(
          (part) =>
            container.querySelector(`section[aria-labelledby="${part.id}-title"]`)!.textContent,
        )
        .join('');
      const parsed = new DOMParser().parseFromString(posting.description as string, 'text/html');
      expect(parsed.body.textContent).toBe(visible);
      // Dates, place, pay and type are on the page as the posting states them.
      for (const date of [posting.datePosted, posting.validThrough]) {
        expect(container.querySelector(`time[datetime="${date as string}"]`)).not.toBeNull();
      }
      const address = (posting.jobLocation as Json).address as Json;
      expect(container).toHaveTextContent(
        `${address.addressLocality}, ${countryName(address.addressCountry as string)}`,
      );
      for (const line of [address.streetAddress, address.addressRegion, address.postalCode])
        expect(container).toHaveTextContent(line as string);
      // The range keeps a currency code and its amount together with a no-break space.
      expect(container).toHaveTextContent(salaryRange(job.salary).replace(/\s/g, ' '));
    },
  );

  it('gives a job’s page the trail Home, Careers, the job', () => {
    const job = currentOpenings[0]!;
    expect(asJson(jobBreadcrumbList(job)).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
      { '@type': 'ListItem', position: 2, name: 'Careers', item: absoluteUrl('/careers') },
      {
        '@type': 'ListItem',
        position: 3,
        name: job.title,
        item: absoluteUrl(`/careers/${job.id}`),
      },
    ]);
  });
});

describe('ItemList (Careers)', () => {
  it('lists the pages of the openings the rendered Careers page shows, and no posting', () => {
    const { container } = render(<CareersPage />);
    const nodes = jsonLdNodes(container);
    expect(nodes.some((node) => node['@type'] === 'JobPosting')).toBe(false);
    const list = nodes.find((node) => node['@type'] === 'ItemList')!;
    const rows = within(container.querySelector('#open-positions')!).getAllByRole('listitem');
    const items = list.itemListElement as Json[];
    expect(items).toHaveLength(rows.length);
    rows.forEach((row, index) => {
      const link = within(within(row).getByRole('heading')).getByRole('link');
      expect(items[index]).toEqual({
        '@type': 'ListItem',
        position: index + 1,
        name: link.textContent,
        url: absoluteUrl(link.getAttribute('href')!),
      });
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
    ['Careers', CareersPage, ['BreadcrumbList', 'ItemList']],
    ['Locations', LocationsPage, ['BreadcrumbList']],
  ] as const)('the %s page carries %j', (_name, Page, types) => {
    const { container } = render(<Page />);
    expect(jsonLdNodes(container).map((node) => node['@type'])).toEqual(types);
  });

  it('links the organisation from every posting to the one the layout declares', () => {
    const org: Organization = organization();
    const ids = currentOpenings.map(
      (job) => (asJson(jobPosting(job)).hiringOrganization as Json)['@id'],
    );
    expect(new Set(ids)).toEqual(new Set([asJson(org)['@id']]));
  });
});
