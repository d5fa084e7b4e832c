import type { Metadata } from 'next';

import { aboutPage } from '@/content/pages/about';
import { Banner } from '@/components/Banner/Banner';

export const metadata: Metadata = {
  title: aboutPage.metadata.title,
  description: aboutPage.metadata.description,
  alternates: { canonical: '/about' },
};

export default function AboutPage() {
  return <Banner title={aboutPage.banner.title} />;
}
