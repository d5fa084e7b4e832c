import type { ReactNode } from 'react';

import type { PageCopy } from '@/lib/fill';
import type { City } from '@/content/types';
import type { Lang } from '@/content/languages';
import { mailtoHref } from '@/lib/mailto';
import { Banner } from '@/components/Banner/Banner';
import { ButtonLink } from '@/components/Button/Button';
import { CityMap } from '@/components/CityMap/CityMap';
import { FeatureBlock } from '@/components/FeatureBlock/FeatureBlock';

/*
 * The pages made of an editor's copy (content/pages/*.json), given their copy and the data
 * they show as props: the views (home.tsx, about.tsx, careers.tsx, locations.tsx) pass what
 * the build read, the admin's preview the form's unsaved copy (cms/src/previews.tsx). So
 * nothing here reads a file. One module a page: a page's stylesheet holds its own
 * components' styles only.
 */

/** The Locations page: the map and list of cities, and a city not listed yet. */
export function LocationsBody({
  copy,
  cities,
  email,
  lang,
  children,
}: {
  copy: PageCopy<'locations'>;
  cities: readonly City[];
  email: string;
  lang: Lang;
  /** What the page adds after its body: its structured data, on the site. */
  children?: ReactNode;
}) {
  const { banner, map, notListed } = copy;
  return (
    <>
      <Banner title={banner.title} />
      <CityMap
        id={map.id}
        title={map.title}
        caption={map.caption}
        mapLabel={map.mapLabel}
        listLabel={map.listLabel}
        cities={cities}
        lang={lang}
      />
      <FeatureBlock
        feature={notListed}
        ornament="circle"
        action={
          <ButtonLink
            href={mailtoHref(email, { subject: notListed.subject, body: notListed.body })}
          >
            {notListed.action}
          </ButtonLink>
        }
      />
      {children}
    </>
  );
}
