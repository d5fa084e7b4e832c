import type { Metadata } from 'next';

import { homePage } from '@/content/pages/home';
import { Hero } from '@/components/Hero/Hero';

export const metadata: Metadata = {
  title: { absolute: `${homePage.metadata.title} | Scoot` },
  description: homePage.metadata.description,
  alternates: { canonical: '/' },
};

export default function HomePage() {
  return <Hero title={homePage.hero.title} text={homePage.hero.text} />;
}
