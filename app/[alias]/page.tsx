import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentType } from 'react';

import { pageKeys, pages } from '@/content/pageRegistry';
import { pageMetadata } from '@/lib/metadata';
import { aliasParams, canonicalOf, isFileSystemCaseSensitive } from '@/lib/routing';

/**
 * Case-insensitive routes without middleware: /About and /ABOUT are
 * pre-rendered as extra static pages that render the canonical page and point search
 * engines at it. Other casings fall to the 404 page, whose inline script redirects them.
 * The pages come from the page registry, so a new page gets its aliases without a list here.
 */

type AliasProps = { params: Promise<{ alias: string }> };

// Only the listed aliases exist; anything else under /[alias] is the 404 view.
export const dynamicParams = false;

export function generateStaticParams() {
  // A placeholder keeps the export valid when aliases are off; it renders the 404 view.
  if (!isFileSystemCaseSensitive()) return [{ alias: '_aliases-disabled' }];
  return aliasParams();
}

/** The registry's key of the page an alias stands for, or undefined. */
function pageOf(alias: string) {
  const canonical = canonicalOf(alias);
  return pageKeys.find((key) => pages[key].path === canonical);
}

export async function generateMetadata({ params }: AliasProps): Promise<Metadata> {
  const page = pageOf((await params).alias);
  if (!page) return {};
  return { ...pageMetadata(page), alternates: { canonical: pages[page].path } };
}

/** A page's route props: the list of a catch-all route (/careers) has no params. */
type RouteProps = { params: Promise<Record<string, never>> };

/**
 * The page's own module (inner pages only: "/" has no aliases): app<path>/page.tsx, or for
 * the careers list the optional catch-all that renders it and the openings' pages.
 */
function pageModule(path: string): Promise<{ default: ComponentType<RouteProps> }> {
  return path === pages.careers.path
    ? import('../careers/[[...job]]/page')
    : import(`../${path.slice(1)}/page`);
}

export default async function AliasPage({ params }: AliasProps) {
  const page = pageOf((await params).alias);
  if (!page) notFound();
  const { default: Page } = await pageModule(pages[page].path);
  return <Page params={Promise.resolve({})} />;
}
