import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { currentOpenings } from '@/content/jobs';
import { officeOf } from '@/content/offices';
import { routes } from '@/content/pageRegistry';
import { applyLabel, applySubject, careersPage, cityOf } from '@/content/pages/careers';
import { privacyPage } from '@/content/pages/privacy';
import { CAREERS_EMAIL } from '@/content/claims';
import type { JobOpening } from '@/content/types';
import { buildDay } from '@/lib/clock';
import { closingSoonWarnings } from '@/lib/openings';
import { jobMetadata, pageMetadata } from '@/lib/metadata';
import { jobStructuredData, pageStructuredData } from '@/lib/structuredData';
import { Banner } from '@/components/Banner/Banner';
import { FeatureBlock } from '@/components/FeatureBlock/FeatureBlock';
import { JobList } from '@/components/JobList/JobList';
import { JobPage } from '@/components/JobPage/JobPage';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { ValueCards } from '@/components/ValueCards/ValueCards';

/*
 * /careers and a page per live opening, /careers/<id>, as one optional catch-all route: the
 * list is always one of its pages, so the export stays valid on a day with no opening at all
 * (a route of the openings alone would have nothing to generate, and `output: 'export'`
 * refuses that). Any other /careers/... is the 404 view.
 */
export const dynamicParams = false;

type CareersProps = { params: Promise<{ job?: string[] }> };

/**
 * The list, then the openings taking applications on the day of the build: a closed one
 * gets no page, so its old URL answers the 404 view on every server. Runs once a build, so
 * it is where the build says which openings are about to close.
 */
export function generateStaticParams(): { job: string[] }[] {
  for (const warning of closingSoonWarnings(currentOpenings, buildDay())) console.warn(warning);
  return [{ job: [] }, ...currentOpenings.map((job) => ({ job: [job.id] }))];
}

/** The opening a page is for, none for the list; generateStaticParams made only these. */
async function openingOf(params: CareersProps['params']): Promise<JobOpening | undefined> {
  const { job: [id, ...rest] = [] } = await params;
  if (id === undefined) return undefined;
  const job = rest.length ? undefined : currentOpenings.find((opening) => opening.id === id);
  if (!job) notFound();
  return job;
}

export async function generateMetadata({ params }: CareersProps): Promise<Metadata> {
  const job = await openingOf(params);
  return job ? jobMetadata(job, cityOf(job)) : pageMetadata('careers');
}

export default async function CareersRoute({ params }: CareersProps) {
  const job = await openingOf(params);
  return job ? <OpeningPage job={job} /> : <CareersPage />;
}

function CareersPage() {
  const { banner, mission, values, jobs } = careersPage;
  return (
    <>
      <Banner title={banner.title} />
      <FeatureBlock feature={mission} imageSide="start" ornament="halfCircle" first />
      <ValueCards id={values.id} title={values.title} cards={values.items} />
      <JobList
        id={jobs.id}
        title={jobs.title}
        jobs={currentOpenings}
        email={CAREERS_EMAIL}
        applyText={jobs.apply}
        noOpenings={jobs.none}
        applyLabel={applyLabel}
        subject={applySubject}
      />
      <JsonLd data={pageStructuredData('careers')} />
    </>
  );
}

function OpeningPage({ job }: { job: JobOpening }) {
  return (
    <>
      <JobPage
        job={job}
        city={cityOf(job)}
        office={officeOf(job)}
        sameCity={currentOpenings.filter(
          (other) => other.cityId === job.cityId && other.id !== job.id,
        )}
        email={CAREERS_EMAIL}
        listHref={`${routes.careers}#${careersPage.jobs.id}`}
        privacyHref={`${routes.privacy}#${privacyPage.applications.id}`}
      />
      <JsonLd data={jobStructuredData(job)} />
    </>
  );
}
