import type { PageCopy } from '@/content/fill';
import { applyLabel, applySubject } from '@/content/pages/job';
import type { City, FaqGroup, JobOpening } from '@/content/types';
import { cityPath } from '@/lib/cities';
import { localePath, type Lang } from '@/lib/i18n';
import { mailtoHref } from '@/lib/mailto';
import { translator } from '@/lib/messages';
import { Banner } from '@/components/Banner/Banner';
import { ButtonLink } from '@/components/Button/Button';
import { CityMap } from '@/components/CityMap/CityMap';
import { FaqSection } from '@/components/Faq/FaqSection';
import { FeatureBlock } from '@/components/FeatureBlock/FeatureBlock';
import { Hero } from '@/components/Hero/Hero';
import { JobList } from '@/components/JobList/JobList';
import { LearnMoreLink } from '@/components/LearnMoreLink/LearnMoreLink';
import { Steps } from '@/components/Steps/Steps';
import { ValueCards } from '@/components/ValueCards/ValueCards';

/*
 * The pages made of an editor's copy (content/pages/*.json), given their copy and the data
 * they show as props: the views (home.tsx, about.tsx, careers.tsx, locations.tsx) pass what
 * the build read, the admin's preview the form's unsaved copy (cms/src/previews.tsx). So
 * nothing here reads a file.
 */

/** Image and text alternate sides on desktop, each with its own ornament behind the art. */
const homeFeatureLayout = [
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
          {...homeFeatureLayout[index % homeFeatureLayout.length]}
          action={<LearnMoreLink link={feature.learnMore} lang={lang} />}
        />
      ))}
    </>
  );
}

const aboutFeatureLayout = [
  { imageSide: 'end', ornament: 'circle' },
  { imageSide: 'start', ornament: 'halfCircle' },
] as const;

/** The About page: the company, its values and the FAQ. */
export function AboutBody({
  copy,
  faqGroups,
  cities,
  lang,
}: {
  copy: PageCopy<'about'>;
  faqGroups: readonly FaqGroup[];
  /** The live cities, which answers about local rules link to. */
  cities: readonly City[];
  lang: Lang;
}) {
  const { banner, features, values, faq } = copy;
  return (
    <>
      <Banner title={banner.title} />
      {features.map((feature, index) => (
        <FeatureBlock
          key={feature.id}
          feature={feature}
          first={index === 0}
          {...aboutFeatureLayout[index % aboutFeatureLayout.length]}
        />
      ))}
      <ValueCards id={values.id} title={values.title} cards={values.items} />
      <FaqSection
        id={faq.id}
        title={faq.title}
        groups={faqGroups}
        cities={cities.map((city) => ({
          name: city.name,
          href: localePath(lang, cityPath(city)),
        }))}
        lang={lang}
      />
    </>
  );
}

/** The Careers page: the mission, the values and the openings taking applications. */
export function CareersBody({
  copy,
  openings,
  email,
  lang,
}: {
  copy: PageCopy<'careers'>;
  openings: readonly JobOpening[];
  email: string;
  lang: Lang;
}) {
  const { banner, mission, values, jobs } = copy;
  return (
    <>
      <Banner title={banner.title} />
      <FeatureBlock feature={mission} imageSide="start" ornament="halfCircle" first />
      <ValueCards id={values.id} title={values.title} cards={values.items} />
      <JobList
        id={jobs.id}
        title={jobs.title}
        jobs={openings}
        email={email}
        applyText={jobs.apply}
        noOpenings={jobs.none}
        applyLabel={(job) => applyLabel(job, lang)}
        subject={(job) => applySubject(job, lang)}
        lang={lang}
      />
    </>
  );
}

/** The Locations page: the map and list of cities, and a city not listed yet. */
export function LocationsBody({
  copy,
  cities,
  email,
  lang,
}: {
  copy: PageCopy<'locations'>;
  cities: readonly City[];
  email: string;
  lang: Lang;
}) {
  const { banner, map, notListed } = copy;
  return (
    <>
      <Banner title={banner.title} />
      <CityMap
        id={map.id}
        title={map.title}
        caption={map.caption}
        mapLabel={map.mapLabel}
        listLabel={map.listLabel}
        cities={cities}
        lang={lang}
      />
      <FeatureBlock
        feature={notListed}
        ornament="circle"
        action={
          <ButtonLink
            href={mailtoHref(email, { subject: notListed.subject, body: notListed.body })}
          >
            {notListed.action}
          </ButtonLink>
        }
      />
    </>
  );
}
