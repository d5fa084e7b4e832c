import type { Metadata } from 'next';

import { accessibilityPage } from '@/content/pages/accessibility';
import { reviewedText } from '@/content/pages/privacy';
import { pageMetadata } from '@/lib/metadata';
import { pageStructuredData } from '@/lib/structuredData';
import { Banner } from '@/components/Banner/Banner';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { Notice } from '@/components/Notice/Notice';

export const metadata: Metadata = pageMetadata('accessibility');

export default function AccessibilityPage() {
  return (
    <>
      <Banner title={accessibilityPage.banner.title} long />
      <Notice
        lead={accessibilityPage.lead}
        parts={accessibilityPage.parts}
        reviewed={reviewedText(accessibilityPage.reviewed)}
      />
      <JsonLd data={pageStructuredData('accessibility')} />
    </>
  );
}
