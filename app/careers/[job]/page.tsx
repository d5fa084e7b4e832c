import type { Metadata } from 'next';

import { currentOpenings } from '@/content/jobs';
import { officeOf } from '@/content/offices';
import { routes } from '@/content/pageRegistry';
import { careersPage, cityOf } from '@/content/pages/careers';
import { privacyPage } from '@/content/pages/privacy';
import { CAREERS_EMAIL } from '@/content/claims';
import { closingSoonWarnings, today } from '@/lib/openings';
import { JobPage } from '@/components/JobPage/JobPage';
import { JsonLd } from '@/components/JsonLd/JsonLd';

import { jobMetadata } from '../../metadata';
import { jobStructuredData } from '../../structuredData';

// Every opening is written out at build time; any other /careers/<id> is the 404 view.
export const dynamicParams = false;

/**
 * The openings taking applications on the day of the build: a closed one gets no page, so
 * its old URL answers the 404 view on every server. Runs once a build, so it is where the
 * build says which openings are about to close.
 */
export function generateStaticParams() {
  for (const warning of closingSoonWarnings(currentOpenings, today())) console.warn(warning);
  return currentOpenings.map((job) => ({ job: job.id }));
}

/** The opening a page was generated for (generateStaticParams made only these). */
async function openingOf(params: PageProps<'/careers/[job]'>['params']) {
  const { job: id } = await params;
  const job = currentOpenings.find((opening) => opening.id === id);
  if (!job) throw new Error(`No current opening "${id}" in content/jobs/`);
  return job;
}

export async function generateMetadata({ params }: PageProps<'/careers/[job]'>): Promise<Metadata> {
  const job = await openingOf(params);
  return jobMetadata(job, cityOf(job));
}

export default async function JobOpeningPage({ params }: PageProps<'/careers/[job]'>) {
  const job = await openingOf(params);
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
