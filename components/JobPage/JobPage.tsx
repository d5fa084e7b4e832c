import Link from 'next/link';

import {
  applyBody,
  applyLabel,
  applySubject,
  careersPage,
  jobDescription,
  jobPage,
  sameCityTitle,
} from '@/content/pages/careers';
import type { City, JobOpening } from '@/content/types';
import { mailtoHref } from '@/lib/mailto';
import { cityPath } from '@/lib/cities';
import { jobPath } from '@/lib/openings';
import { formatDate } from '@/lib/text';
import { Banner } from '@/components/Banner/Banner';
import { ButtonLink } from '@/components/Button/Button';

import * as styles from './JobPage.css';

type JobPageProps = {
  job: JobOpening;
  city: City;
  /** The other current openings in the same city, in the list's order (may be none). */
  sameCity: readonly JobOpening[];
  /** Where applications go. */
  email: string;
  /** The list of all openings, which the back link leads to. */
  listHref: string;
};

/** A date as people read it, with the machine-readable date beside it. */
function DateText({ date }: { date: string }) {
  return <time dateTime={date}>{formatDate(date)}</time>;
}

/**
 * One opening's page: the role's title as the page's heading, the facts a job seeker
 * checks first (where, with a link to the city's page, what kind of contract, until when), the description in four parts,
 * and how to apply: an e-mail with the job in the subject and a short body saying what to
 * send, so it works without JavaScript. Then the other openings in the same city, and a
 * way back to all of them.
 */
export function JobPage({ job, city, sameCity, email, listHref }: JobPageProps) {
  const { facts, sections, apply } = jobPage;
  const href = mailtoHref(email, { subject: applySubject(job), body: applyBody(job) });
  return (
    <>
      <Banner title={job.title} long />
      <div className={styles.page}>
        <Link href={listHref} prefetch={false} className={styles.back}>
          <span aria-hidden="true">←</span>
          {jobPage.back}
        </Link>
        <div className={styles.columns}>
          <section className={styles.facts} aria-labelledby="at-a-glance-title">
            <h2 id="at-a-glance-title" className={styles.factsTitle}>
              {facts.title}
            </h2>
            <dl className={styles.factList}>
              {[
                [
                  facts.location,
                  <Link
                    key="city"
                    href={cityPath(city)}
                    prefetch={false}
                    className={styles.cityLink}
                  >
                    {city.name}, {city.country}
                  </Link>,
                ],
                [facts.employmentType, jobPage.employmentTypes[job.employmentType]],
                [facts.datePosted, <DateText key="posted" date={job.datePosted} />],
                [facts.validThrough, <DateText key="closes" date={job.validThrough} />],
              ].map(([term, value]) => (
                <div key={String(term)} className={styles.fact}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <ButtonLink href={href} aria-label={applyLabel(job)} width="full">
              {careersPage.jobs.apply}
            </ButtonLink>
          </section>
          <div className={styles.description}>
            <p className={styles.lead}>{job.summary}</p>
            {jobDescription(job).map((part) => (
              <section key={part.id} aria-labelledby={`${part.id}-title`} className={styles.part}>
                <h2 id={`${part.id}-title`} className={styles.partTitle}>
                  {part.title}
                </h2>
                {'paragraphs' in part ? (
                  part.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
                ) : (
                  <ul className={styles.points}>
                    {part.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
            <section aria-labelledby="apply-title" className={styles.part}>
              <h2 id="apply-title" className={styles.partTitle}>
                {sections.apply}
              </h2>
              <p>{apply.text}</p>
              <ButtonLink href={href} aria-label={applyLabel(job)} className={styles.apply}>
                {careersPage.jobs.apply}
              </ButtonLink>
              <p className={styles.note}>{apply.equalOpportunity}</p>
            </section>
          </div>
        </div>
        {sameCity.length > 0 && (
          <section aria-labelledby="same-city-title" className={styles.sameCity}>
            <h2 id="same-city-title" className={styles.partTitle}>
              {sameCityTitle(city.name)}
            </h2>
            <ul role="list" className={styles.otherList}>
              {sameCity.map((other) => (
                <li key={other.id}>
                  <Link href={jobPath(other)} prefetch={false} className={styles.otherLink}>
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
