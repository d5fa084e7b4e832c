import type { ReactNode } from 'react';

import type { PageCopy } from '@/lib/fill';
import type { City, FaqGroup } from '@/content/types';
import { cityPath } from '@/lib/cities';
import { localePath, type Lang } from '@/content/languages';
import { Banner } from '@/components/Banner/Banner';
import { FaqSection } from '@/components/Faq/FaqSection';
import { FeatureBlock } from '@/components/FeatureBlock/FeatureBlock';
import { ValueCards } from '@/components/ValueCards/ValueCards';

/*
 * The pages made of an editor's copy (content/pages/*.json), given their copy and the data
 * they show as props: the views (home.tsx, about.tsx, careers.tsx, locations.tsx) pass what
 * the build read, the admin's preview the form's unsaved copy (cms/src/previews.tsx). So
 * nothing here reads a file. One module a page: a page's stylesheet holds its own
 * components' styles only.
 */

/** Image and text alternate sides on desktop, each with its own ornament behind the art. */
const featureLayout = [
  { imageSide: 'end', ornament: 'circle' },
  { imageSide: 'start', ornament: 'halfCircle' },
] as const;

/** The About page: the company, its values and the FAQ. */
export function AboutBody({
  copy,
  faqGroups,
  cities,
  lang,
  children,
}: {
  copy: PageCopy<'about'>;
  faqGroups: readonly FaqGroup[];
  /** The live cities, which answers about local rules link to. */
  cities: readonly City[];
  lang: Lang;
  /** What the page adds after its body: its structured data, on the site. */
  children?: ReactNode;
}) {
  const { banner, features, values, faq } = copy;
  return (
    <>
      <Banner title={banner.title} />
      {features.map((feature, index) => (
        <FeatureBlock
          key={feature.id}
          feature={feature}
          first={index === 0}
          {...featureLayout[index % featureLayout.length]}
        />
      ))}
      <ValueCards id={values.id} title={values.title} cards={values.items} />
      <FaqSection
        id={faq.id}
        title={faq.title}
        groups={faqGroups}
        cities={cities.map((city) => ({
          ...city,
          href: localePath(lang, cityPath(city)),
        }))}
        lang={lang}
      />
      {children}
    </>
  );
}
