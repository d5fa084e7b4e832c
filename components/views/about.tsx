import type { Metadata } from 'next';

import { cities } from '@/content/cities';
import { faqGroups } from '@/content/faq';
import { aboutPage } from '@/lib/pages/about';
import type { Lang } from '@/content/languages';
import { pageMetadata } from '@/lib/metadata';
import { pageStructuredData } from '@/lib/structuredData';
import { JsonLd } from '@/components/JsonLd/JsonLd';

import { AboutBody } from './aboutBody';

export const aboutMetadata = (lang: Lang): Metadata => pageMetadata('about', lang);

/** The About page: the company, its values and the FAQ. */
export function AboutView({ lang }: { lang: Lang }) {
  return (
    <AboutBody copy={aboutPage[lang]} faqGroups={faqGroups[lang]} cities={cities[lang]} lang={lang}>
      <JsonLd data={pageStructuredData('about', lang)} />
    </AboutBody>
  );
}
