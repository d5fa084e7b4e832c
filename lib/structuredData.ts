import type {
  BreadcrumbList,
  City as CityNode,
  FAQPage,
  Graph,
  ItemList,
  JobPosting,
  Organization,
  Thing,
  WebSite,
} from 'schema-dts';

import { cities } from '@/content/cities';
import { faqGroups } from '@/content/faq';
import { answerText } from '@/content/pages/about';
import { currentOpenings } from '@/content/jobs';
import { layoutCopy } from '@/content/layout';
import { officeOf, offices } from '@/content/offices';
import { type PageKey, pages, routes } from '@/content/pageRegistry';
import { cityOf, type JobDescriptionPart, jobDescription } from '@/content/pages/careers';
import { cityPath } from '@/lib/cities';
import { HELLO_EMAIL, SITE_DESCRIPTION } from '@/content/claims';
import { SITE_NAME } from '@/content/site';
import type { City, FaqGroup, JobOpening, Office, PageJsonLd } from '@/content/types';
import { endOfDayIn, jobPath } from '@/lib/openings';
import { absoluteUrl } from '@/lib/siteUrl';

import { iconPath, logoIcon, pageMetadataContent } from './metadata';

/*
 * Schema.org structured data (JSON-LD), built from the same content the pages render, so
 * the two cannot disagree. The page registry says which nodes each page carries
 * (pageStructuredData); the layout adds the organisation and the website to every page.
 * Nodes refer to each other by @id.
 */

export const ORGANIZATION_ID = absoluteUrl('/#organization');
const WEBSITE_ID = absoluteUrl('/#website');

/** One JSON-LD document holding several nodes. */
export function graph(...nodes: Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** Scoot, the company behind the site, and the cities it serves. */
export function organization(servedCities: readonly City[] = cities): Organization {
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: SITE_NAME,
    url: absoluteUrl(routes.home),
    description: SITE_DESCRIPTION,
    email: HELLO_EMAIL,
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(iconPath(logoIcon)),
      width: `${logoIcon.size}`,
      height: `${logoIcon.size}`,
    },
    areaServed: servedCities.map((city) => ({
      '@type': 'City',
      name: city.name,
      containedInPlace: { '@type': 'Country', name: city.country },
    })),
  };
}

export function webSite(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: SITE_NAME,
    url: absoluteUrl(routes.home),
    description: SITE_DESCRIPTION,
    inLanguage: 'en',
    publisher: { '@id': ORGANIZATION_ID },
  };
}

/** A trail of links from the home page, as [name, route] pairs after Home. */
function trail(...steps: (readonly [name: string, route: string])[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [[layoutCopy.homeCrumb, routes.home] as const, ...steps].map(
      ([name, route], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: absoluteUrl(route),
      }),
    ),
  };
}

/** Home, then the page: the trail of an inner page. */
function breadcrumbList(page: PageKey): BreadcrumbList {
  return trail([pageMetadataContent(page).title, routes[page]]);
}

/** Home, Careers, then the job: the trail of a job's page. */
function jobBreadcrumbList(job: Pick<JobOpening, 'id' | 'title'>): BreadcrumbList {
  return trail([pageMetadataContent('careers').title, routes.careers], [job.title, jobPath(job)]);
}

/** Home, Locations, then the city: the trail of a city's page. */
function cityBreadcrumbList(city: Pick<City, 'id' | 'name'>): BreadcrumbList {
  return trail(
    [pageMetadataContent('locations').title, routes.locations],
    [city.name, cityPath(city)],
  );
}

/**
 * The city a page is about: its name, country and the point its marker stands on in the
 * Locations map, tied to the page that describes it.
 */
function cityPlace(city: City): CityNode {
  const url = absoluteUrl(cityPath(city));
  return {
    '@type': 'City',
    '@id': `${url}#city`,
    name: city.name,
    url,
    containedInPlace: { '@type': 'Country', name: city.country },
    geo: { '@type': 'GeoCoordinates', latitude: city.latitude, longitude: city.longitude },
  };
}

/** The JSON-LD of a city's page: the city and its trail. */
export function cityStructuredData(city: City): Graph {
  return graph(cityPlace(city), cityBreadcrumbList(city));
}

/** Every question of every FAQ group, with its answer, as the About page shows them. */
function faqPage(
  groups: readonly FaqGroup[],
  servedCities: readonly Pick<City, 'name'>[] = cities,
): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': absoluteUrl(`${routes.about}#faq`),
    url: absoluteUrl(routes.about),
    isPartOf: { '@id': WEBSITE_ID },
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question' as const,
        name: item.title,
        acceptedAnswer: {
          '@type': 'Answer' as const,
          text: answerText(
            item,
            servedCities.map((city) => city.name),
          ),
        },
      })),
    ),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A job's description as the HTML a `JobPosting` carries (paragraphs, headings and lists,
 * which search engines keep): the parts its page shows, in the same order and words.
 */
export function descriptionHtml(parts: readonly JobDescriptionPart[]): string {
  return parts
    .map((part) => {
      const body =
        'paragraphs' in part
          ? part.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')
          : `<ul>${part.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>`;
      return `<h2>${escapeHtml(part.title)}</h2>${body}`;
    })
    .join('');
}

/**
 * The posting on a job's own page, from the content the page shows: Google's rules want it
 * on the page of the single job it describes, with nothing in it a reader cannot see there.
 * Applications go by e-mail, so there is no apply URL and `directApply` is false. The last
 * day to apply ends at midnight where the job is, with that day's offset (summer time
 * included); the location is the office the page names, with its region.
 */
export function jobPosting(
  job: JobOpening,
  servedCities: readonly City[] = cities,
  knownOffices: readonly Office[] = offices,
): JobPosting {
  const city = cityOf(job, servedCities);
  const office = officeOf(job, knownOffices);
  const url = absoluteUrl(jobPath(job));
  return {
    '@type': 'JobPosting',
    '@id': `${url}#job`,
    url,
    title: job.title,
    description: descriptionHtml(jobDescription(job)),
    datePosted: job.datePosted,
    validThrough: endOfDayIn(job.validThrough, office.timeZone),
    employmentType: job.employmentType,
    directApply: false,
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: job.id },
    hiringOrganization: {
      '@type': 'Organization',
      '@id': ORGANIZATION_ID,
      name: SITE_NAME,
      sameAs: absoluteUrl(routes.home),
      logo: absoluteUrl(iconPath(logoIcon)),
    },
    jobLocation: {
      '@type': 'Place',
      name: office.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: office.streetAddress,
        addressLocality: city.name,
        addressRegion: office.region,
        postalCode: office.postalCode,
        addressCountry: city.countryCode,
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.salary.currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: job.salary.unit,
      },
    },
  };
}

/** The JSON-LD of a job's page: its posting and its trail. */
export function jobStructuredData(job: JobOpening): Graph {
  return graph(jobPosting(job), jobBreadcrumbList(job));
}

/** The openings' pages, in the list's order: what /careers links to. */
function jobItemList(jobs: readonly Pick<JobOpening, 'id' | 'title'>[]): ItemList {
  return {
    '@type': 'ItemList',
    itemListElement: jobs.map((job, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: job.title,
      url: absoluteUrl(jobPath(job)),
    })),
  };
}

/** The JSON-LD a page adds to the layout's, as its entry in the page registry declares it. */
export function pageStructuredData(page: PageKey): Graph {
  const nodes: Record<PageJsonLd, () => Thing[]> = {
    BreadcrumbList: () => [breadcrumbList(page)],
    FAQPage: () => [faqPage(faqGroups)],
    // An empty list says nothing to a search engine: a day with no openings has none.
    ItemList: () => (currentOpenings.length ? [jobItemList(currentOpenings)] : []),
  };
  const declared: readonly PageJsonLd[] = pages[page].jsonLd;
  return graph(...declared.flatMap((kind) => nodes[kind]()));
}
