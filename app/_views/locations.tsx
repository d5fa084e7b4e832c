import type { Metadata } from 'next';

import { cities } from '@/content/cities';
import { HELLO_EMAIL } from '@/content/claims';
import { locationsPage } from '@/content/pages/locations';
import type { Lang } from '@/lib/i18n';
import { mailtoHref } from '@/lib/mailto';
import { pageMetadata } from '@/lib/metadata';
import { pageStructuredData } from '@/lib/structuredData';
import { Banner } from '@/components/Banner/Banner';
import { ButtonLink } from '@/components/Button/Button';
import { CityMap } from '@/components/CityMap/CityMap';
import { FeatureBlock } from '@/components/FeatureBlock/FeatureBlock';
import { JsonLd } from '@/components/JsonLd/JsonLd';

export const locationsMetadata = (lang: Lang): Metadata => pageMetadata('locations', lang);

/** The Locations page: the map and list of cities, and a city not listed yet. */
export function LocationsView({ lang }: { lang: Lang }) {
  const { banner, map, notListed } = locationsPage[lang];
  return (
    <>
      <Banner title={banner.title} />
      <CityMap
        id={map.id}
        title={map.title}
        caption={map.caption}
        mapLabel={map.mapLabel}
        listLabel={map.listLabel}
        cities={cities[lang]}
        lang={lang}
      />
      <FeatureBlock
        feature={notListed}
        ornament="circle"
        action={
          <ButtonLink
            href={mailtoHref(HELLO_EMAIL, { subject: notListed.subject, body: notListed.body })}
          >
            {notListed.action}
          </ButtonLink>
        }
      />
      <JsonLd data={pageStructuredData('locations', lang)} />
    </>
  );
}
