import type { MetadataRoute } from 'next';

import { cities } from '@/content/cities';
import { currentOpenings } from '@/lib/jobs';
import { cityPath } from '@/lib/cities';
import { LANGUAGES, localePath } from '@/content/languages';
import { languageAlternates } from '@/lib/metadata';
import { jobPath } from '@/lib/openings';
import { absoluteUrl } from '@/lib/siteUrl';
import { canonicalRoutes } from '@/lib/routing';

// Written once at build time to out/sitemap.xml.
export const dynamic = 'force-static';

/**
 * Every canonical page in every language, by its absolute lowercase URL: the page registry's
 * paths, which navigation and the aliases come from too, then each city's page and each
 * current opening's, English first, then each language's under its prefix; each entry lists
 * the page in every language (`xhtml:link rel="alternate" hreflang`). The error views and
 * the alias pages (/About, /ABOUT) are left out, and so are closed openings.
 * deploy/hosting.mjs and quality/ read their route list from it.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapOf([
    ...canonicalRoutes,
    ...cities.en.map(cityPath),
    ...currentOpenings.en.map(jobPath),
  ]);
}

/** The sitemap's entries for a list of English paths, in every language. */
export function sitemapOf(routeList: readonly string[]): MetadataRoute.Sitemap {
  return LANGUAGES.flatMap((lang) =>
    routeList.map((route) => ({
      url: absoluteUrl(localePath(lang, route)),
      alternates: { languages: languageAlternates(route) },
    })),
  );
}
