import type { MetadataRoute } from 'next';

import { absoluteUrl } from '@/lib/siteUrl';

// Written once at build time to out/robots.txt.
export const dynamic = 'force-static';

/**
 * Every page may be crawled; the error views keep out of the index with their own noindex
 * (a Disallow here would stop crawlers from reading it).
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
