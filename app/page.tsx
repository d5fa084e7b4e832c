import type { Metadata } from 'next';

import { homePage } from '@/content/pages/home';
import { pageMetadata } from '@/lib/metadata';
import { FeatureBlock } from '@/components/FeatureBlock/FeatureBlock';
import { Hero } from '@/components/Hero/Hero';
import { LearnMoreLink } from '@/components/LearnMoreLink/LearnMoreLink';
import { Steps } from '@/components/Steps/Steps';

export const metadata: Metadata = pageMetadata('home');

/** Image and text alternate sides on desktop, each with its own ornament behind the art. */
const featureLayout = [
  { imageSide: 'start', ornament: 'circle' },
  { imageSide: 'end', ornament: 'halfCircle' },
  { imageSide: 'start', ornament: 'ring' },
] as const;

export default function HomePage() {
  return (
    <>
      <Hero title={homePage.hero.title} text={homePage.hero.text} image={homePage.hero.image} />
      <Steps id={homePage.steps.id} title={homePage.steps.title} steps={homePage.steps.items} />
      {homePage.features.map((feature, index) => (
        <FeatureBlock
          key={feature.id}
          feature={feature}
          {...featureLayout[index % featureLayout.length]}
          action={<LearnMoreLink link={feature.learnMore} />}
        />
      ))}
    </>
  );
}
