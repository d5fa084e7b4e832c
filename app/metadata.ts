import type { Metadata } from 'next';

import { type PageKey, pages } from '@/content/pageRegistry';
import { SITE_NAME } from '@/content/site';
import type { PageMetadata, SocialCard } from '@/content/types';
import { absoluteUrl } from '@/lib/siteUrl';

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

/** The card's alt text says what the card says, so it cannot drift from the picture. */
export function socialImageAlt(card: SocialCard): string {
  const headline = /[.?!]$/.test(card.headline) ? card.headline : `${card.headline}.`;
  return `${SITE_NAME}${card.kicker ? `, ${card.kicker}` : ''}: ${headline} ${card.text}`;
}

/** The document title: the page's own, then the site's name (the layout's title template). */
export function documentTitle(page: PageKey): string {
  return `${pageMetadataContent(page).title} | ${SITE_NAME}`;
}

/**
 * The full metadata of a canonical page: title, description, canonical URL, Open Graph and
 * Twitter card. Relative URLs become absolute through the layout's metadataBase (SITE_URL).
 * The alias pages (/About, /ABOUT) reuse it as it is, so they point at the canonical URL.
 */
export function pageMetadata(page: PageKey): Metadata {
  const { title, description, socialCard } = pageMetadataContent(page);
  const url = absoluteUrl(pages[page].path);
  const image = {
    url: socialImagePath(page),
    type: 'image/png',
    ...SOCIAL_IMAGE_SIZE,
    alt: socialImageAlt(socialCard),
  };
  return {
    // The home page shares the layout's segment, where the title template does not apply.
    title: page === 'home' ? { absolute: documentTitle(page) } : title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      locale: 'en_GB',
      url,
      title: documentTitle(page),
      description,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: documentTitle(page),
      description,
      images: [image],
    },
  };
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

/** The mark itself: app/icon.svg, which the build copies to out/icon.svg. */
export const SVG_ICON_PATH = '/icon.svg';

export function iconPath(icon: PngIcon): string {
  return `/icons/${icon.file}`;
}

/** The site's logo in structured data: the largest unplated icon. */
export const logoIcon = pngIcons.find((icon) => icon.file === 'icon-512.png')!;
