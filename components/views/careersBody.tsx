import type { ReactNode } from 'react';

import type { PageCopy } from '@/lib/fill';
import { applyLabel, applySubject } from '@/lib/pages/job';
import type { JobOpening } from '@/content/types';
import type { Lang } from '@/content/languages';
import { Banner } from '@/components/Banner/Banner';
import { FeatureBlock } from '@/components/FeatureBlock/FeatureBlock';
import { JobList } from '@/components/JobList/JobList';
import { ValueCards } from '@/components/ValueCards/ValueCards';

/*
 * The pages made of an editor's copy (content/pages/*.json), given their copy and the data
 * they show as props: the views (home.tsx, about.tsx, careers.tsx, locations.tsx) pass what
 * the build read, the admin's preview the form's unsaved copy (cms/src/previews.tsx). So
 * nothing here reads a file. One module a page: a page's stylesheet holds its own
 * components' styles only.
 */

/** The Careers page: the mission, the values and the openings taking applications. */
export function CareersBody({
  copy,
  openings,
  email,
  lang,
  children,
}: {
  copy: PageCopy<'careers'>;
  openings: readonly JobOpening[];
  email: string;
  lang: Lang;
  /** What the page adds after its body: its structured data, on the site. */
  children?: ReactNode;
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
      {children}
    </>
  );
}
