import type { Metadata } from 'next';

import { cities } from '@/content/cities';
import { faqGroups } from '@/content/faq';
import { aboutPage } from '@/content/pages/about';
import { cityPath } from '@/lib/cities';
import { pageMetadata } from '@/lib/metadata';
import { pageStructuredData } from '@/lib/structuredData';
import { Banner } from '@/components/Banner/Banner';
import { FaqSection } from '@/components/Faq/FaqSection';
import { FeatureBlock } from '@/components/FeatureBlock/FeatureBlock';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { ValueCards } from '@/components/ValueCards/ValueCards';

export const metadata: Metadata = pageMetadata('about');

/** Image and text alternate sides on desktop, each with its own ornament behind the art. */
const featureLayout = [
  { imageSide: 'end', ornament: 'circle' },
  { imageSide: 'start', ornament: 'halfCircle' },
] as const;

export default function AboutPage() {
  return (
    <>
      <Banner title={aboutPage.banner.title} />
      {aboutPage.features.map((feature, index) => (
        <FeatureBlock
          key={feature.id}
          feature={feature}
          first={index === 0}
          {...featureLayout[index % featureLayout.length]}
        />
      ))}
      <ValueCards
        id={aboutPage.values.id}
        title={aboutPage.values.title}
        cards={aboutPage.values.items}
      />
      <FaqSection
        id={aboutPage.faq.id}
        title={aboutPage.faq.title}
        groups={faqGroups}
        cities={cities.map((city) => ({ name: city.name, href: cityPath(city) }))}
      />
      <JsonLd data={pageStructuredData('about')} />
    </>
  );
}
