import type { Metadata } from 'next';

import { type PageKey, pages } from '@/lib/pageRegistry';
import { SITE_NAME } from '@/content/site';
import { careersPage, jobTitle } from '@/lib/pages/careers';
import { cityMetadataContent } from '@/lib/pages/city';
import { cityFiles, jobFiles, translatedLanguages } from '@/lib/fallbacks';
import { cityPath } from '@/lib/cities';
import type { City, JobOpening, PageMetadata, SocialCard } from '@/content/types';
import { jobPath } from '@/lib/openings';
import { formatDate } from '@/lib/text';
import { absoluteUrl } from '@/lib/siteUrl';
import { svgDataUrl } from '@/lib/svgDataUrl';

import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  localePath,
  OG_LOCALES,
  type Lang,
} from '@/content/languages';
import { MARK_FILE, projectFile } from './imageSources';
import { translator } from './messages';

/** What a page tells search engines and link previews in a language: `metadata` in its copy. */
export function pageMetadataContent(page: PageKey, lang: Lang): PageMetadata {
  return pages[page].content[lang].metadata;
}

/** Open Graph's recommended size, which Twitter's large card accepts too. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * A share card's file: out/social/<name>.png for English, <name>.<lang>.png for the other
 * languages, so every language's card is drawn by one route (app/social/[image]).
 */
function socialFile(name: string, lang: Lang): string {
  return `/social/${name}${lang === DEFAULT_LANGUAGE ? '' : `.${lang}`}.png`;
}

/** Where a page's social card is written (out/social/<page>.png). */
export function socialImagePath(page: PageKey, lang: Lang): string {
  return socialFile(page, lang);
}

/** Where a job page's social card is written (out/social/job-<id>.png). */
export function jobSocialImagePath(job: Pick<JobOpening, 'id'>, lang: Lang): string {
  return socialFile(`job-${job.id}`, lang);
}

/**
 * Every language version of a page, itself included, by its `hreflang`, and the English as
 * `x-default` (the root stays English, with no redirect by the browser's language).
 * @param languages the languages the page is translated into: an entry shown in English in a
 *   language (content/fallbacks.ts) is not claimed as translated into it
 */
export function languageAlternates(
  path: string,
  languages: readonly Lang[] = LANGUAGES,
): Record<string, string> {
  return {
    ...Object.fromEntries(languages.map((lang) => [lang, absoluteUrl(localePath(lang, path))])),
    'x-default': absoluteUrl(path),
  };
}

/** The card's alt text says what the card says, so it cannot drift from the picture. */
function socialImageAlt(card: SocialCard, lang: Lang): string {
  const t = translator(lang);
  // The headline as a sentence: a full stop where it has no closing mark of its own.
  const headline = /[.?!。？！]$/u.test(card.headline)
    ? card.headline
    : t('site.sentence', { text: card.headline });
  return t(card.kicker ? 'site.cardAlt' : 'site.cardAltWithoutKicker', {
    name: SITE_NAME,
    kicker: card.kicker ?? '',
    headline,
    text: card.text,
  });
}

/**
 * The full metadata of a canonical page in a language: title, description, canonical URL,
 * the page in every language, Open Graph and Twitter card. Relative URLs become absolute
 * through the layout's metadataBase (SITE_URL).
 * @param path the page's path in English (the language's prefix is added here)
 */
function metadataOf(
  { title, description, socialCard }: PageMetadata,
  path: string,
  imagePath: string,
  lang: Lang,
  languages: readonly Lang[] = LANGUAGES,
): Metadata {
  const url = absoluteUrl(localePath(lang, path));
  const fullTitle = translator(lang)('site.titleTemplate', { title });
  const image = {
    url: imagePath,
    type: 'image/png',
    ...SOCIAL_IMAGE_SIZE,
    alt: socialImageAlt(socialCard, lang),
  };
  return {
    // The home page shares the layout's segment, where the title template does not apply.
    title: path === '/' ? { absolute: fullTitle } : title,
    description,
    // A page shown in English for want of its translation keeps its own address as canonical:
    // it is the same page in its language's chrome, listed in the sitemap, and it becomes
    // the translation at that address; only the hreflang alternates leave that language out.
    alternates: { canonical: url, languages: languageAlternates(path, languages) },
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      locale: OG_LOCALES[lang],
      alternateLocale: languages
        .filter((other) => other !== lang)
        .map((other) => OG_LOCALES[other]),
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
export function pageMetadata(page: PageKey, lang: Lang): Metadata {
  return metadataOf(
    pageMetadataContent(page, lang),
    pages[page].path,
    socialImagePath(page, lang),
    lang,
  );
}

/**
 * What a job's page tells search engines and link previews: the role and its city, its
 * summary, and a card of its own.
 * @param job the opening and its city as read in `lang`
 */
export function jobMetadataContent(
  job: JobOpening,
  city: Pick<City, 'name'>,
  lang: Lang,
): PageMetadata {
  const t = translator(lang);
  return {
    title: jobTitle(job, city.name, lang),
    description: job.summary,
    socialCard: {
      kicker: t('careers.socialKicker', { city: city.name }),
      headline: job.title,
      text: t('careers.socialText', {
        employmentType: t(`job.employmentTypes.${job.employmentType}`),
        location: job.location,
        date: formatDate(job.validThrough, lang),
      }),
      art: careersPage[lang].mission.image.src,
    },
  };
}

/** A job page's metadata (app/careers/[[...job]]). */
export function jobMetadata(job: JobOpening, city: Pick<City, 'name'>, lang: Lang): Metadata {
  return metadataOf(
    jobMetadataContent(job, city, lang),
    jobPath(job),
    jobSocialImagePath(job, lang),
    lang,
    translatedLanguages(jobFiles(job)),
  );
}

/** Where a city page's social card is written (out/social/city-<id>.png). */
export function citySocialImagePath(city: Pick<City, 'id'>, lang: Lang): string {
  return socialFile(`city-${city.id}`, lang);
}

/** A city page's metadata (app/locations/[city]). */
export function cityMetadata(city: City, lang: Lang): Metadata {
  return metadataOf(
    cityMetadataContent(city, lang),
    cityPath(city),
    citySocialImagePath(city, lang),
    lang,
    translatedLanguages(cityFiles(city)),
  );
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
