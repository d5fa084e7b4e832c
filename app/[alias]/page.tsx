import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentType } from 'react';

import AboutPage, { metadata as aboutMetadata } from '../about/page';
import CareersPage, { metadata as careersMetadata } from '../careers/page';
import LocationsPage, { metadata as locationsMetadata } from '../locations/page';
import { aliasesOf, canonicalOf, innerRoutes, isFileSystemCaseSensitive } from '../routing';

/**
 * Case-insensitive routes without middleware (spec section 2): /About and /ABOUT are
 * pre-rendered as extra static pages that render the canonical page and point search
 * engines at it. Other casings fall to the 404 page, whose inline script redirects them.
 */
const canonicalPages: Record<string, { Page: ComponentType; metadata: Metadata }> = {
  '/about': { Page: AboutPage, metadata: aboutMetadata },
  '/careers': { Page: CareersPage, metadata: careersMetadata },
  '/locations': { Page: LocationsPage, metadata: locationsMetadata },
};

type AliasProps = { params: Promise<{ alias: string }> };

// Only the listed aliases exist; anything else under /[alias] is the 404 view.
export const dynamicParams = false;

export function generateStaticParams() {
  // A placeholder keeps the export valid when aliases are off; it renders the 404 view.
  if (!isFileSystemCaseSensitive()) return [{ alias: '_aliases-disabled' }];
  return innerRoutes.flatMap((route) => aliasesOf(route).map((alias) => ({ alias })));
}

export async function generateMetadata({ params }: AliasProps): Promise<Metadata> {
  const canonical = canonicalOf((await params).alias);
  if (!canonical) return {};
  return { ...canonicalPages[canonical]?.metadata, alternates: { canonical } };
}

export default async function AliasPage({ params }: AliasProps) {
  const canonical = canonicalOf((await params).alias);
  const entry = canonical ? canonicalPages[canonical] : undefined;
  if (!entry) notFound();
  return <entry.Page />;
}
