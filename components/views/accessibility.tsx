import type { Metadata } from 'next';

import { accessibilityPage } from '@/lib/pages/accessibility';
import type { Lang } from '@/content/languages';
import { pageMetadata } from '@/lib/metadata';
import { pageStructuredData } from '@/lib/structuredData';
import { Banner } from '@/components/Banner/Banner';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { Notice } from '@/components/Notice/Notice';

export const accessibilityMetadata = (lang: Lang): Metadata => pageMetadata('accessibility', lang);

/** The accessibility statement. */
export function AccessibilityView({ lang }: { lang: Lang }) {
  const { banner, lead, parts, reviewed } = accessibilityPage[lang];
  return (
    <>
      <Banner title={banner.title} long />
      <Notice lead={lead} parts={parts} reviewed={reviewed} />
      <JsonLd data={pageStructuredData('accessibility', lang)} />
    </>
  );
}
