import type { PageCopy } from '@/lib/fill';
import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
import { FeatureBlock } from '@/components/FeatureBlock/FeatureBlock';
import { Hero } from '@/components/Hero/Hero';
import { LearnMoreLink } from '@/components/LearnMoreLink/LearnMoreLink';
import { Steps } from '@/components/Steps/Steps';

/*
 * The pages made of an editor's copy (content/pages/*.json), given their copy and the data
 * they show as props: the views (home.tsx, about.tsx, careers.tsx, locations.tsx) pass what
 * the build read, the admin's preview the form's unsaved copy (cms/src/previews.tsx). So
 * nothing here reads a file. One module a page: a page's stylesheet holds its own
 * components' styles only.
 */

/** Image and text alternate sides on desktop, each with its own ornament behind the art. */
const featureLayout = [
  { imageSide: 'start', ornament: 'circle' },
  { imageSide: 'end', ornament: 'halfCircle' },
  { imageSide: 'start', ornament: 'ring' },
] as const;

/** The home page (`/`, `/ja`, `/id`). */
export function HomeBody({ copy, lang }: { copy: PageCopy<'home'>; lang: Lang }) {
  const { hero, steps, features } = copy;
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
