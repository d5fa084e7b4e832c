import type { Metadata } from 'next';

import { faqGroups } from '@/content/faq';
import { aboutPage } from '@/content/pages/about';
import { Banner } from '@/components/Banner/Banner';
import { FaqSection } from '@/components/Faq/FaqSection';
import { FeatureBlock } from '@/components/FeatureBlock/FeatureBlock';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { ValueCards } from '@/components/ValueCards/ValueCards';

import { pageMetadata } from '../metadata';
import { pageStructuredData } from '../structuredData';

export const metadata: Metadata = pageMetadata('about');

export default function AboutPage() {
  const [digitalEra, urbanLiving] = aboutPage.features;
  return (
    <>
      <Banner title={aboutPage.banner.title} />
      <FeatureBlock {...digitalEra} imageSide="end" ornament="circle" />
      <FeatureBlock {...urbanLiving} imageSide="start" ornament="halfCircle" />
      <ValueCards
        id={aboutPage.values.id}
        title={aboutPage.values.title}
        cards={aboutPage.values.cards}
      />
      <FaqSection id={aboutPage.faq.id} title={aboutPage.faq.title} groups={faqGroups} />
      <JsonLd data={pageStructuredData('about')} />
    </>
  );
}
