import type { Metadata } from 'next';

import { cities } from '@/content/cities';
import { faqGroups } from '@/content/faq';
import { aboutPage } from '@/content/pages/about';
import { cityPath } from '@/lib/cities';
import { localePath, type Lang } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import { pageStructuredData } from '@/lib/structuredData';
import { Banner } from '@/components/Banner/Banner';
import { FaqSection } from '@/components/Faq/FaqSection';
import { FeatureBlock } from '@/components/FeatureBlock/FeatureBlock';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { ValueCards } from '@/components/ValueCards/ValueCards';

export const aboutMetadata = (lang: Lang): Metadata => pageMetadata('about', lang);

/** Image and text alternate sides on desktop, each with its own ornament behind the art. */
const featureLayout = [
  { imageSide: 'end', ornament: 'circle' },
  { imageSide: 'start', ornament: 'halfCircle' },
] as const;

/** The About page: the company, its values and the FAQ. */
export function AboutView({ lang }: { lang: Lang }) {
  const { banner, features, values, faq } = aboutPage[lang];
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
        groups={faqGroups[lang]}
        cities={cities[lang].map((city) => ({
          name: city.name,
          href: localePath(lang, cityPath(city)),
        }))}
        lang={lang}
      />
      <JsonLd data={pageStructuredData('about', lang)} />
    </>
  );
}
