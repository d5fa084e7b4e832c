import type { Metadata } from 'next';

import { careersPage } from '@/content/pages/careers';
import { Banner } from '@/components/Banner/Banner';

export const metadata: Metadata = {
  title: careersPage.metadata.title,
  description: careersPage.metadata.description,
  alternates: { canonical: '/careers' },
};

export default function CareersPage() {
  return <Banner title={careersPage.banner.title} />;
}
