import type { MetadataRoute } from 'next';

import { cities } from '@/content/cities';
import { cityFiles, jobFiles, translatedLanguages } from '@/lib/fallbacks';
import { currentOpenings } from '@/lib/jobs';
import { cityPath } from '@/lib/cities';
import { LANGUAGES, localePath, type Lang } from '@/content/languages';
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
  const translated = new Map<string, readonly Lang[]>([
    ...cities.en.map((city) => [cityPath(city), translatedLanguages(cityFiles(city))] as const),
    ...currentOpenings.en.map((job) => [jobPath(job), translatedLanguages(jobFiles(job))] as const),
  ]);
  return sitemapOf(
    [...canonicalRoutes, ...cities.en.map(cityPath), ...currentOpenings.en.map(jobPath)],
    (route) => translated.get(route) ?? LANGUAGES,
  );
}

/**
 * The sitemap's entries for a list of English paths, in every language; each lists as its
 * alternates only the languages the page is translated into (an entry shown in English in
 * one keeps its address there, for the servers' route list, but is not claimed as its
 * translation).
 */
export function sitemapOf(
  routeList: readonly string[],
  languagesOf: (route: string) => readonly Lang[] = () => LANGUAGES,
): MetadataRoute.Sitemap {
  return LANGUAGES.flatMap((lang) =>
    routeList.map((route) => ({
      url: absoluteUrl(localePath(lang, route)),
      alternates: { languages: languageAlternates(route, languagesOf(route)) },
    })),
  );
}
