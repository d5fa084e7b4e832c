import type { MetadataRoute } from 'next';

import { absoluteUrl } from '@/lib/siteUrl';

import { canonicalRoutes } from './routing';

// Written once at build time to out/sitemap.xml.
export const dynamic = 'force-static';

/**
 * Every canonical page, by its absolute lowercase URL: the same list navigation and the
 * aliases come from. The error views and the alias pages (/About, /ABOUT) are left out.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return canonicalRoutes.map((route) => ({ url: absoluteUrl(route) }));
}
