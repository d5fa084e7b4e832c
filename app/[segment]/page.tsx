import type { Metadata } from 'next';
import type { ComponentType } from 'react';

import { type PageKey, pages } from '@/lib/pageRegistry';
import { DEFAULT_LANGUAGE, isLang, type Lang } from '@/content/languages';
import { aliasParams, canonicalOf, isFileSystemCaseSensitive } from '@/lib/routing';
import { absoluteUrl } from '@/lib/siteUrl';

import { aboutMetadata, AboutView } from '@/components/views/about';
import { accessibilityMetadata, AccessibilityView } from '@/components/views/accessibility';
import { careersMetadata, CareersView } from '@/components/views/careers';
import { homeMetadata, HomeView } from '@/components/views/home';
import { locationsMetadata, LocationsView } from '@/components/views/locations';
import { privacyMetadata, PrivacyView } from '@/components/views/privacy';
import { languageParams } from '@/components/views/segment';

/*
 * One segment at the root: a language's home page (/ja, /id), or an English page's case
 * alias. Case-insensitive routes without middleware: /About and /ABOUT are pre-rendered as
 * extra static pages that render the canonical page and point search engines at it; other
 * casings fall to the 404 page, whose inline script redirects them. The aliases come from
 * the page registry, so a new page gets its aliases without a list here.
 */

// Only the languages and the listed aliases exist; anything else is the 404 view.
export const dynamicParams = false;

export function generateStaticParams() {
  // On a case-insensitive filesystem the aliases would overwrite the pages: none then.
  const aliases = isFileSystemCaseSensitive() ? aliasParams() : [];
  return [...languageParams(), ...aliases.map(({ alias }) => ({ segment: alias }))];
}

type InnerPage = Exclude<PageKey, 'home'>;

/** Each inner page's view and metadata, for its aliases. */
const innerPages = {
  about: { View: AboutView, metadata: aboutMetadata },
  locations: { View: LocationsView, metadata: locationsMetadata },
  careers: { View: CareersView, metadata: (lang: Lang) => careersMetadata(undefined, lang) },
  privacy: { View: PrivacyView, metadata: privacyMetadata },
  accessibility: { View: AccessibilityView, metadata: accessibilityMetadata },
} satisfies Record<
  InnerPage,
  { View: ComponentType<{ lang: Lang }>; metadata: (lang: Lang) => Metadata }
>;

/** The registry's key of the page an alias stands for. */
function pageOf(alias: string): InnerPage {
  const canonical = canonicalOf(alias);
  const key = (Object.keys(innerPages) as InnerPage[]).find(
    (page) => pages[page].path === canonical,
  );
  if (!key) throw new Error(`"${alias}" is neither a language nor an alias of a page`);
  return key;
}

export async function generateMetadata({ params }: PageProps<'/[segment]'>): Promise<Metadata> {
  const { segment } = await params;
  if (isLang(segment)) return homeMetadata(segment);
  const page = pageOf(segment);
  return {
    ...innerPages[page].metadata(DEFAULT_LANGUAGE),
    alternates: { canonical: absoluteUrl(pages[page].path) },
  };
}

export default async function Page({ params }: PageProps<'/[segment]'>) {
  const { segment } = await params;
  if (isLang(segment)) return <HomeView lang={segment} />;
  const { View } = innerPages[pageOf(segment)];
  return <View lang={DEFAULT_LANGUAGE} />;
}
