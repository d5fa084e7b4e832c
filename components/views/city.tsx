import type { Metadata } from 'next';

import { cities } from '@/content/cities';
import { cityFeeds } from '@/content/cityFeeds';
import { cityGeography } from '@/content/geography';
import { cityFiles, fallbacks, inEnglish } from '@/lib/fallbacks';
import { currentOpenings } from '@/lib/jobs';
import { routeIn } from '@/lib/pageRegistry';
import { aboutPage } from '@/lib/pages/about';
import { careersPage } from '@/lib/pages/careers';
import { locationsPage } from '@/lib/pages/locations';
import { fallbackWarning } from '@/content/translations';
import { missingFeedWarnings, staleRuleWarnings } from '@/lib/validate';
import { buildDay } from '@/lib/clock';
import { DEFAULT_LANGUAGE, type Lang } from '@/content/languages';
import { cityMetadata } from '@/lib/metadata';
import { cityStructuredData } from '@/lib/structuredData';
import { CityPage } from '@/components/CityPage/CityPage';
import { JsonLd } from '@/components/JsonLd/JsonLd';

/**
 * Every live city, as the routes' params. Runs once a language and build, so the English
 * route is where the build says which cities' rules are due to be read against their
 * sources again, and which entries are shown in English for want of a translation.
 */
export function cityParams(lang: Lang): { city: string }[] {
  if (lang === DEFAULT_LANGUAGE)
    for (const warning of [
      ...staleRuleWarnings(cities.en, buildDay()),
      ...missingFeedWarnings(cities.en, cityFeeds),
      ...fallbacks.map(fallbackWarning),
    ])
      console.warn(warning);
  return cities[lang].map((city) => ({ city: city.id }));
}

/** A city by its id, as read in a language (the routes' params made only these). */
function cityOfPage(id: string, lang: Lang) {
  const city = cities[lang].find((candidate) => candidate.id === id);
  if (!city) throw new Error(`No city "${id}" in content/cities/`);
  return city;
}

export const cityPageMetadata = (id: string, lang: Lang): Metadata =>
  cityMetadata(cityOfPage(id, lang), lang);

/** A city's page (/locations/<id>): its rules, where Scoot runs, how to start, its openings. */
export function CityView({ id, lang }: { id: string; lang: Lang }) {
  const city = cityOfPage(id, lang);
  return (
    <>
      <CityPage
        city={city}
        lang={lang}
        inEnglish={inEnglish(cityFiles(city), lang)}
        openings={currentOpenings[lang].filter((job) => job.cityId === city.id)}
        listHref={`${routeIn('locations', lang)}#${locationsPage[lang].map.id}`}
        jobsHref={`${routeIn('careers', lang)}#${careersPage[lang].jobs.id}`}
        faqHref={`${routeIn('about', lang)}#${aboutPage[lang].faq.id}`}
        feed={cityFeeds[city.id]}
        geography={cityGeography[city.id]}
      />
      <JsonLd data={cityStructuredData(city, lang)} />
    </>
  );
}
