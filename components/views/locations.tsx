import type { Metadata } from 'next';

import { cities } from '@/content/cities';
import { HELLO_EMAIL } from '@/content/claims';
import { locationsPage } from '@/lib/pages/locations';
import type { Lang } from '@/content/languages';
import { pageMetadata } from '@/lib/metadata';
import { pageStructuredData } from '@/lib/structuredData';
import { JsonLd } from '@/components/JsonLd/JsonLd';

import { LocationsBody } from './locationsBody';

export const locationsMetadata = (lang: Lang): Metadata => pageMetadata('locations', lang);

/** The Locations page: the map and list of cities, and a city not listed yet. */
export function LocationsView({ lang }: { lang: Lang }) {
  return (
    <LocationsBody copy={locationsPage[lang]} cities={cities[lang]} email={HELLO_EMAIL} lang={lang}>
      <JsonLd data={pageStructuredData('locations', lang)} />
    </LocationsBody>
  );
}
