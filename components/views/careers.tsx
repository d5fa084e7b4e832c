import type { Metadata } from 'next';

import { cities } from '@/content/cities';
import { CAREERS_EMAIL } from '@/content/claims';
import { inEnglish, jobFile, officeFile } from '@/lib/fallbacks';
import { currentOpenings } from '@/lib/jobs';
import { officeOf, offices } from '@/content/offices';
import { routeIn } from '@/lib/pageRegistry';
import { careersPage, cityOf } from '@/lib/pages/careers';
import type { JobOpening } from '@/content/types';
import { buildDay } from '@/lib/clock';
import { DEFAULT_LANGUAGE, type Lang } from '@/content/languages';
import { closingSoonWarnings } from '@/lib/openings';
import { jobMetadata, pageMetadata } from '@/lib/metadata';
import { jobStructuredData, pageStructuredData } from '@/lib/structuredData';
import { JobPage } from '@/components/JobPage/JobPage';
import { JsonLd } from '@/components/JsonLd/JsonLd';

import { CareersBody } from './careersBody';

/*
 * /careers and a page per live opening, /careers/<id>, as one optional catch-all route: the
 * list is always one of its pages, so the export stays valid on a day with no opening at all
 * (a route of the openings alone would have nothing to generate, and `output: 'export'`
 * refuses that). Any other /careers/... is the 404 view.
 */

/**
 * The list, then the openings taking applications on the day of the build: a closed one
 * gets no page, so its old URL answers the 404 view on every server. Runs once a language
 * and build, so the English route is where the build says which openings are about to close.
 */
export function careersParams(lang: Lang): { job: string[] }[] {
  if (lang === DEFAULT_LANGUAGE)
    for (const warning of closingSoonWarnings(currentOpenings.en, buildDay()))
      console.warn(warning);
  return [{ job: [] }, ...currentOpenings[lang].map((job) => ({ job: [job.id] }))];
}

/**
 * The opening a page is for, none for the list; the params made only these.
 * @returns null for a path that is neither (the route answers it with the 404 view)
 */
export function openingOf(path: readonly string[] = [], lang: Lang): JobOpening | undefined | null {
  const [id, ...rest] = path;
  if (id === undefined) return undefined;
  if (rest.length) return null;
  return currentOpenings[lang].find((opening) => opening.id === id) ?? null;
}

export function careersMetadata(job: JobOpening | undefined, lang: Lang): Metadata {
  return job ? jobMetadata(job, cityOf(job, cities[lang]), lang) : pageMetadata('careers', lang);
}

/** The Careers page, or an opening's page when `job` is one. */
export function CareersView({ job, lang }: { job?: JobOpening; lang: Lang }) {
  return job ? <OpeningPage job={job} lang={lang} /> : <CareersPage lang={lang} />;
}

function CareersPage({ lang }: { lang: Lang }) {
  return (
    <CareersBody
      copy={careersPage[lang]}
      openings={currentOpenings[lang]}
      email={CAREERS_EMAIL}
      lang={lang}
    >
      <JsonLd data={pageStructuredData('careers', lang)} />
    </CareersBody>
  );
}

function OpeningPage({ job, lang }: { job: JobOpening; lang: Lang }) {
  return (
    <>
      <JobPage
        job={job}
        lang={lang}
        city={cityOf(job, cities[lang])}
        office={officeOf(job, offices[lang])}
        sameCity={currentOpenings[lang].filter(
          (other) => other.cityId === job.cityId && other.id !== job.id,
        )}
        email={CAREERS_EMAIL}
        listHref={`${routeIn('careers', lang)}#${careersPage[lang].jobs.id}`}
        privacyHref={`${routeIn('privacy', lang)}#applications`}
        applyText={careersPage[lang].jobs.apply}
        inEnglish={{
          job: inEnglish([jobFile(job)], lang),
          office: inEnglish([officeFile(job)], lang),
        }}
      />
      <JsonLd data={jobStructuredData(job, lang)} />
    </>
  );
}
