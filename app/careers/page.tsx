import type { Metadata } from 'next';

import { currentOpenings } from '@/content/jobs';
import { applyLabel, applySubject, careersPage } from '@/content/pages/careers';
import { CAREERS_EMAIL } from '@/content/claims';
import { Banner } from '@/components/Banner/Banner';
import { FeatureBlock } from '@/components/FeatureBlock/FeatureBlock';
import { JobList } from '@/components/JobList/JobList';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { ValueCards } from '@/components/ValueCards/ValueCards';

import { pageMetadata } from '../metadata';
import { pageStructuredData } from '../structuredData';

export const metadata: Metadata = pageMetadata('careers');

export default function CareersPage() {
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
        applyLabel={applyLabel}
        subject={applySubject}
      />
      <JsonLd data={pageStructuredData('careers')} />
    </>
  );
}
