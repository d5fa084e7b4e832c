import type { Metadata } from 'next';

import { homePage } from '@/content/pages/home';
import type { Lang } from '@/lib/i18n';
import { translator } from '@/lib/messages';
import { pageMetadata } from '@/lib/metadata';
import { FeatureBlock } from '@/components/FeatureBlock/FeatureBlock';
import { Hero } from '@/components/Hero/Hero';
import { LearnMoreLink } from '@/components/LearnMoreLink/LearnMoreLink';
import { Steps } from '@/components/Steps/Steps';

export const homeMetadata = (lang: Lang): Metadata => pageMetadata('home', lang);

/** Image and text alternate sides on desktop, each with its own ornament behind the art. */
const featureLayout = [
  { imageSide: 'start', ornament: 'circle' },
  { imageSide: 'end', ornament: 'halfCircle' },
  { imageSide: 'start', ornament: 'ring' },
] as const;

/** The home page (`/`, `/ja`, `/id`). */
export function HomeView({ lang }: { lang: Lang }) {
  const { hero, steps, features } = homePage[lang];
  return (
    <>
      <Hero
        title={hero.title}
        text={hero.text}
        image={hero.image}
        actionLabel={translator(lang)('layout.getScootin')}
      />
      <Steps id={steps.id} title={steps.title} steps={steps.items} />
      {features.map((feature, index) => (
        <FeatureBlock
          key={feature.id}
          feature={feature}
          {...featureLayout[index % featureLayout.length]}
          action={<LearnMoreLink link={feature.learnMore} lang={lang} />}
        />
      ))}
    </>
  );
}
