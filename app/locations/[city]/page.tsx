import type { Metadata } from 'next';

import { cities } from '@/content/cities';
import { currentOpenings } from '@/content/jobs';
import { routes } from '@/content/pageRegistry';
import { aboutPage } from '@/content/pages/about';
import { careersPage } from '@/content/pages/careers';
import { locationsPage } from '@/content/pages/locations';
import { staleRuleWarnings } from '@/content/validate';
import { buildDay } from '@/lib/clock';
import { cityMetadata } from '@/lib/metadata';
import { cityStructuredData } from '@/lib/structuredData';
import { CityPage } from '@/components/CityPage/CityPage';
import { JsonLd } from '@/components/JsonLd/JsonLd';

// Every live city is written out at build time; any other /locations/<id> is the 404 view.
export const dynamicParams = false;

/**
 * Every live city. Runs once a build, so it is where the build says which cities' rules are
 * due to be read against their sources again.
 */
export function generateStaticParams() {
  for (const warning of staleRuleWarnings(cities, buildDay())) console.warn(warning);
  return cities.map((city) => ({ city: city.id }));
}

/** The city a page was generated for (generateStaticParams made only these). */
async function cityOfPage(params: PageProps<'/locations/[city]'>['params']) {
  const { city: id } = await params;
  const city = cities.find((candidate) => candidate.id === id);
  if (!city) throw new Error(`No city "${id}" in content/cities/`);
  return city;
}

export async function generateMetadata({
  params,
}: PageProps<'/locations/[city]'>): Promise<Metadata> {
  return cityMetadata(await cityOfPage(params));
}

export default async function CityRulesPage({ params }: PageProps<'/locations/[city]'>) {
  const city = await cityOfPage(params);
  return (
    <>
      <CityPage
        city={city}
        openings={currentOpenings.filter((job) => job.cityId === city.id)}
        listHref={`${routes.locations}#${locationsPage.map.id}`}
        jobsHref={`${routes.careers}#${careersPage.jobs.id}`}
        faqHref={`${routes.about}#${aboutPage.faq.id}`}
      />
      <JsonLd data={cityStructuredData(city)} />
    </>
  );
}
