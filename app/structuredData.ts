import type {
  BreadcrumbList,
  FAQPage,
  Graph,
  JobPosting,
  Organization,
  Thing,
  WebSite,
} from 'schema-dts';

import { cities } from '@/content/cities';
import { faqGroups } from '@/content/faq';
import { jobOpenings } from '@/content/jobs';
import { layoutCopy } from '@/content/layout';
import { type PageKey, pages, routes } from '@/content/pageRegistry';
import { HELLO_EMAIL, SITE_DESCRIPTION, SITE_NAME } from '@/content/site';
import type { City, FaqGroup, JobOpening, PageJsonLd } from '@/content/types';
import { absoluteUrl } from '@/lib/siteUrl';

import { iconPath, logoIcon, pageMetadataContent } from './metadata';

/*
 * Schema.org structured data (JSON-LD), built from the same content the pages render, so
 * the two cannot disagree. The page registry says which nodes each page carries
 * (pageStructuredData); the layout adds the organisation and the website to every page.
 * Nodes refer to each other by @id.
 */

export const ORGANIZATION_ID = absoluteUrl('/#organization');
export const WEBSITE_ID = absoluteUrl('/#website');

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

/** Home, then the page: the trail of an inner page. */
export function breadcrumbList(page: PageKey): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: layoutCopy.homeCrumb, route: routes.home },
      { name: pageMetadataContent(page).title, route: routes[page] },
    ].map(({ name, route }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(route),
    })),
  };
}

/** Every question of every FAQ group, with its answer, as the About page shows them. */
export function faqPage(groups: readonly FaqGroup[]): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': absoluteUrl(`${routes.about}#faq`),
    url: absoluteUrl(routes.about),
    isPartOf: { '@id': WEBSITE_ID },
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question' as const,
        name: item.title,
        acceptedAnswer: { '@type': 'Answer' as const, text: item.text },
      })),
    ),
  };
}

/**
 * One posting per opening on the Careers page. Applications go by e-mail, so there is no
 * per-job URL; the job's id identifies it. Only the city is known, not a street address.
 */
export function jobPostings(
  jobs: readonly JobOpening[],
  servedCities: readonly City[] = cities,
): JobPosting[] {
  return jobs.map((job) => {
    const city = servedCities.find((candidate) => candidate.id === job.cityId);
    if (!city) throw new Error(`Job "${job.id}" is in an unknown city "${job.cityId}"`);
    return {
      '@type': 'JobPosting',
      title: job.title,
      description: job.description,
      datePosted: job.datePosted,
      employmentType: job.employmentType,
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
        address: {
          '@type': 'PostalAddress',
          addressLocality: city.name,
          addressCountry: city.countryCode,
        },
      },
    };
  });
}

/** The JSON-LD a page adds to the layout's, as its entry in the page registry declares it. */
export function pageStructuredData(page: PageKey): Graph {
  const nodes: Record<PageJsonLd, () => Thing[]> = {
    BreadcrumbList: () => [breadcrumbList(page)],
    FAQPage: () => [faqPage(faqGroups)],
    JobPosting: () => jobPostings(jobOpenings),
  };
  const declared: readonly PageJsonLd[] = pages[page].jsonLd;
  return graph(...declared.flatMap((kind) => nodes[kind]()));
}
