import type { Metadata } from 'next';

import { privacyNotice, privacyPage, reviewedText } from '@/content/pages/privacy';
import { pageMetadata } from '@/lib/metadata';
import { pageStructuredData } from '@/lib/structuredData';
import { Banner } from '@/components/Banner/Banner';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { Notice } from '@/components/Notice/Notice';

export const metadata: Metadata = pageMetadata('privacy');

export default function PrivacyPage() {
  return (
    <>
      <Banner title={privacyPage.banner.title} long />
      <Notice
        lead={privacyPage.lead}
        parts={privacyNotice()}
        reviewed={reviewedText(privacyPage.reviewed)}
      />
      <JsonLd data={pageStructuredData('privacy')} />
    </>
  );
}
