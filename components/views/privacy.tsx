import type { Metadata } from 'next';

import { privacyPage } from '@/lib/pages/privacy';
import type { Lang } from '@/content/languages';
import { pageMetadata } from '@/lib/metadata';
import { pageStructuredData } from '@/lib/structuredData';
import { Banner } from '@/components/Banner/Banner';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { Notice } from '@/components/Notice/Notice';

export const privacyMetadata = (lang: Lang): Metadata => pageMetadata('privacy', lang);

/** The privacy notice. */
export function PrivacyView({ lang }: { lang: Lang }) {
  const { banner, lead, parts, reviewed } = privacyPage[lang];
  return (
    <>
      <Banner title={banner.title} long />
      <Notice lead={lead} parts={parts} reviewed={reviewed} />
      <JsonLd data={pageStructuredData('privacy', lang)} />
    </>
  );
}
