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
import { answerText } from '@/lib/pages/about';
import { currentOpenings } from '@/lib/jobs';
import { officeOf, offices } from '@/content/offices';
import { type PageKey, pages, routeIn } from '@/lib/pageRegistry';
import { addressOf, cityOf, type JobDescriptionPart, jobDescription } from '@/lib/pages/careers';
import { cityPath } from '@/lib/cities';
import { HELLO_EMAIL, SITE_DESCRIPTION } from '@/content/claims';
import { SITE_NAME } from '@/content/site';
import type { City, FaqGroup, JobOpening, Office, PageJsonLd } from '@/content/types';
import { endOfDayIn, jobPath } from '@/lib/openings';
import { absoluteUrl } from '@/lib/siteUrl';

import { localePath, type Lang } from '@/content/languages';
import { translator } from './messages';
import { iconPath, logoIcon, pageMetadataContent } from './metadata';

/*
 * Schema.org structured data (JSON-LD), built from the same content the pages render, so
 * the two cannot disagree. The page registry says which nodes each page carries
 * (pageStructuredData); the layout adds the organisation and the website to every page.
 * Nodes refer to each other by @id, and name things in the page's language (`inLanguage`).
 */

export const ORGANIZATION_ID = absoluteUrl('/#organization');
const WEBSITE_ID = absoluteUrl('/#website');

/** One JSON-LD document holding several nodes. */
export function graph(...nodes: Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** Scoot, the company behind the site, and the cities it serves. */
export function organization(
  lang: Lang,
  servedCities: readonly City[] = cities[lang],
): Organization {
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: SITE_NAME,
    url: absoluteUrl(routeIn('home', lang)),
    description: SITE_DESCRIPTION[lang],
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

export function webSite(lang: Lang): WebSite {
  return {
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: SITE_NAME,
    url: absoluteUrl(routeIn('home', lang)),
    description: SITE_DESCRIPTION[lang],
    inLanguage: lang,
    publisher: { '@id': ORGANIZATION_ID },
  };
}

/** A trail of links from the home page, as [name, English path] pairs after Home. */
function trail(lang: Lang, ...steps: (readonly [name: string, path: string])[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [[translator(lang)('layout.homeCrumb'), '/'] as const, ...steps].map(
      ([name, path], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: absoluteUrl(localePath(lang, path)),
      }),
    ),
  };
}

/** Home, then the page: the trail of an inner page. */
function breadcrumbList(page: PageKey, lang: Lang): BreadcrumbList {
  return trail(lang, [pageMetadataContent(page, lang).title, pages[page].path]);
}

/** Home, Careers, then the job: the trail of a job's page. */
function jobBreadcrumbList(job: Pick<JobOpening, 'id' | 'title'>, lang: Lang): BreadcrumbList {
  return trail(
    lang,
    [pageMetadataContent('careers', lang).title, pages.careers.path],
    [job.title, jobPath(job)],
  );
}

/** Home, Locations, then the city: the trail of a city's page. */
function cityBreadcrumbList(city: Pick<City, 'id' | 'name'>, lang: Lang): BreadcrumbList {
  return trail(
    lang,
    [pageMetadataContent('locations', lang).title, pages.locations.path],
    [city.name, cityPath(city)],
  );
}

/**
 * The city a page is about: its name, country and the point its marker stands on in the
 * Locations map, tied to the page that describes it.
 */
function cityPlace(city: City, lang: Lang): CityNode {
  const url = absoluteUrl(localePath(lang, cityPath(city)));
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
export function cityStructuredData(city: City, lang: Lang): Graph {
  return graph(cityPlace(city, lang), cityBreadcrumbList(city, lang));
}

/** Every question of every FAQ group, with its answer, as the About page shows them. */
function faqPage(
  lang: Lang,
  groups: readonly FaqGroup[] = faqGroups[lang],
  servedCities: readonly Pick<City, 'id' | 'name' | 'rules'>[] = cities[lang],
): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': absoluteUrl(`${routeIn('about', lang)}#faq`),
    url: absoluteUrl(routeIn('about', lang)),
    inLanguage: lang,
    isPartOf: { '@id': WEBSITE_ID },
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question' as const,
        name: item.title,
        acceptedAnswer: {
          '@type': 'Answer' as const,
          text: answerText(item, servedCities, lang),
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
 * included); the location is the office the page names, with its region, in the page's
 * language as the page writes it (a Japanese address in Japanese on the Japanese page).
 */
export function jobPosting(
  job: JobOpening,
  lang: Lang,
  servedCities: readonly City[] = cities[lang],
  knownOffices: readonly Office[] = offices[lang],
): JobPosting {
  const city = cityOf(job, servedCities);
  const office = officeOf(job, knownOffices);
  const url = absoluteUrl(localePath(lang, jobPath(job)));
  const address = addressOf(office, city);
  return {
    '@type': 'JobPosting',
    '@id': `${url}#job`,
    url,
    title: job.title,
    description: descriptionHtml(jobDescription(job, lang)),
    datePosted: job.datePosted,
    validThrough: endOfDayIn(job.validThrough, office.timeZone),
    employmentType: job.employmentType,
    directApply: false,
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: job.id },
    hiringOrganization: {
      '@type': 'Organization',
      '@id': ORGANIZATION_ID,
      name: SITE_NAME,
      sameAs: absoluteUrl(routeIn('home', lang)),
      logo: absoluteUrl(iconPath(logoIcon)),
    },
    jobLocation: {
      '@type': 'Place',
      name: office.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: address.street,
        addressLocality: address.locality,
        addressRegion: address.region,
        postalCode: address.postalCode,
        addressCountry: address.country,
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
export function jobStructuredData(job: JobOpening, lang: Lang): Graph {
  return graph(jobPosting(job, lang), jobBreadcrumbList(job, lang));
}

/** The openings' pages, in the list's order: what /careers links to. */
function jobItemList(jobs: readonly Pick<JobOpening, 'id' | 'title'>[], lang: Lang): ItemList {
  return {
    '@type': 'ItemList',
    itemListElement: jobs.map((job, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: job.title,
      url: absoluteUrl(localePath(lang, jobPath(job))),
    })),
  };
}

/** The JSON-LD a page adds to the layout's, as its entry in the page registry declares it. */
export function pageStructuredData(page: PageKey, lang: Lang): Graph {
  const openings = currentOpenings[lang];
  const nodes: Record<PageJsonLd, () => Thing[]> = {
    BreadcrumbList: () => [breadcrumbList(page, lang)],
    FAQPage: () => [faqPage(lang)],
    // An empty list says nothing to a search engine: a day with no openings has none.
    ItemList: () => (openings.length ? [jobItemList(openings, lang)] : []),
  };
  const declared: readonly PageJsonLd[] = pages[page].jsonLd;
  return graph(...declared.flatMap((kind) => nodes[kind]()));
}
