import type { Metadata } from 'next';

import { type PageKey, pages } from '@/content/pageRegistry';
import { SITE_NAME } from '@/content/site';
import { careersPage, jobPage, jobTitle } from '@/content/pages/careers';
import { cityMetadataContent } from '@/content/pages/city';
import { cityPath } from '@/lib/cities';
import type { City, JobOpening, PageMetadata, SocialCard } from '@/content/types';
import { jobPath } from '@/lib/openings';
import { formatDate } from '@/lib/text';
import { absoluteUrl } from '@/lib/siteUrl';
import { svgDataUrl } from '@/components/Illustration/Illustration';

import { MARK_FILE, projectFile } from './imageSources';

/** What a page tells search engines and link previews: `metadata` in its copy. */
export function pageMetadataContent(page: PageKey): PageMetadata {
  return pages[page].content.metadata;
}

/** Open Graph's recommended size, which Twitter's large card accepts too. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where a page's social card is written (out/social/<page>.png). */
export function socialImagePath(page: PageKey): string {
  return `/social/${page}.png`;
}

/** Where a job page's social card is written (out/social/job-<id>.png). */
export function jobSocialImagePath(job: Pick<JobOpening, 'id'>): string {
  return `/social/job-${job.id}.png`;
}

/** The card's alt text says what the card says, so it cannot drift from the picture. */
function socialImageAlt(card: SocialCard): string {
  const headline = /[.?!]$/.test(card.headline) ? card.headline : `${card.headline}.`;
  return `${SITE_NAME}${card.kicker ? `, ${card.kicker}` : ''}: ${headline} ${card.text}`;
}

/** A title as documents show it: the page's own, then the site's name (the layout's template). */
const withSiteName = (title: string) => `${title} | ${SITE_NAME}`;

/**
 * The full metadata of a canonical page: title, description, canonical URL, Open Graph and
 * Twitter card. Relative URLs become absolute through the layout's metadataBase (SITE_URL).
 */
function metadataOf(
  { title, description, socialCard }: PageMetadata,
  path: string,
  imagePath: string,
): Metadata {
  const url = absoluteUrl(path);
  const fullTitle = withSiteName(title);
  const image = {
    url: imagePath,
    type: 'image/png',
    ...SOCIAL_IMAGE_SIZE,
    alt: socialImageAlt(socialCard),
  };
  return {
    // The home page shares the layout's segment, where the title template does not apply.
    title: path === '/' ? { absolute: fullTitle } : title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      locale: 'en_GB',
      url,
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [image],
    },
  };
}

/**
 * A page of the registry's metadata. The alias pages (/About, /ABOUT) reuse it as it is, so
 * they point at the canonical URL.
 */
export function pageMetadata(page: PageKey): Metadata {
  return metadataOf(pageMetadataContent(page), pages[page].path, socialImagePath(page));
}

/**
 * What a job's page tells search engines and link previews: the role and its city, its
 * summary, and a card of its own.
 */
export function jobMetadataContent(job: JobOpening, city: Pick<City, 'name'>): PageMetadata {
  return {
    title: jobTitle(job, city.name),
    description: job.summary,
    socialCard: {
      kicker: `Careers · ${city.name}`,
      headline: job.title,
      text: `${jobPage.employmentTypes[job.employmentType]} in ${job.location}. Apply by ${formatDate(job.validThrough)}.`,
      art: careersPage.mission.image.src,
    },
  };
}

/** A job page's metadata (app/careers/[job]). */
export function jobMetadata(job: JobOpening, city: Pick<City, 'name'>): Metadata {
  return metadataOf(jobMetadataContent(job, city), jobPath(job), jobSocialImagePath(job));
}

/** Where a city page's social card is written (out/social/city-<id>.png). */
export function citySocialImagePath(city: Pick<City, 'id'>): string {
  return `/social/city-${city.id}.png`;
}

/** A city page's metadata (app/locations/[city]). */
export function cityMetadata(city: City): Metadata {
  return metadataOf(cityMetadataContent(city), cityPath(city), citySocialImagePath(city));
}

/**
 * The PNG icons, drawn at build time from the mark in app/icon.svg (app/icons/[icon]):
 * a small favicon for browsers without SVG favicons, the home-screen icons of the web app
 * manifest, and Apple's touch icon. "Plated" icons sit on an ink square, because iOS fills
 * transparency with black and Android crops maskable icons to its own shape.
 */
export const pngIcons = [
  { file: 'icon-32.png', size: 32, plated: false, purpose: 'any' },
  { file: 'icon-192.png', size: 192, plated: false, purpose: 'any' },
  { file: 'icon-512.png', size: 512, plated: false, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, plated: true, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, plated: true, purpose: 'apple' },
] as const;

export type PngIcon = (typeof pngIcons)[number];

/** The mark itself: app/icon.svg, which the build copies to out/icon.svg (the manifest's). */
export const SVG_ICON_PATH = '/icon.svg';

/**
 * The pages' SVG favicon: the mark (370 bytes) in the markup, as a data: URL. Linked as
 * /icon.svg it was a request that every first visit made before its first paint, and
 * Lighthouse counts such a request into the page's LCP (docs/audit/README.md).
 */
export const svgIconUrl = svgDataUrl(projectFile(MARK_FILE).toString('utf8'));

export function iconPath(icon: PngIcon): string {
  return `/icons/${icon.file}`;
}

/** The site's logo in structured data: the largest unplated icon. */
export const logoIcon = pngIcons.find((icon) => icon.file === 'icon-512.png')!;
