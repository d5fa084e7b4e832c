import type { Metadata } from 'next';

import { locationsPage } from '@/content/pages/locations';
import { Banner } from '@/components/Banner/Banner';

export const metadata: Metadata = {
  title: locationsPage.metadata.title,
  description: locationsPage.metadata.description,
  alternates: { canonical: '/locations' },
};

export default function LocationsPage() {
  return <Banner title={locationsPage.banner.title} />;
}
