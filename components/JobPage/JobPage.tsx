import Link from 'next/link';

import {
  adjustmentSubject,
  applyBody,
  applyLabel,
  applySubject,
  careersPage,
  closingText,
  jobDescription,
  jobPage,
  officeAddress,
  salaryRange,
  sameCityTitle,
} from '@/content/pages/careers';
import type { City, JobOpening, Office } from '@/content/types';
import { mailtoHref } from '@/lib/mailto';
import { cityAndCountry, cityPath } from '@/lib/cities';
import { endOfDayIn, jobPath } from '@/lib/openings';
import { formatDate } from '@/lib/text';
import { Banner } from '@/components/Banner/Banner';
import { ButtonLink } from '@/components/Button/Button';
import { Island } from '@/components/Island/Island';

import * as styles from './JobPage.css';

type JobPageProps = {
  job: JobOpening;
  city: City;
  /** Where the job is done: the address shown, and the time zone its last day ends in. */
  office: Office;
  /** The other current openings in the same city, in the list's order (may be none). */
  sameCity: readonly JobOpening[];
  /** Where applications go. */
  email: string;
  /** The list of all openings, which the back link leads to. */
  listHref: string;
  /** The privacy notice's part on applications. */
  privacyHref: string;
};

/**
 * A date as people read it, with the machine-readable form beside it: the day, or an exact
 * time (the end of the last day to apply, where the job is).
 */
function DateText({ date, dateTime = date }: { date: string; dateTime?: string }) {
  return <time dateTime={dateTime}>{formatDate(date)}</time>;
}

/**
 * One opening's page: the role's title as the page's heading, the facts a job seeker
 * checks first (where, with a link to the city's page, what kind of contract, what pay,
 * until when), the description in four parts, and how to apply: an e-mail with the job in the subject and a short body
 * saying what to send, so it works without JavaScript, and the address written out for a
 * visitor whose browser opens no mail program (webmail, a shared computer). Then how to
 * ask for adjustments, what happens after applying, the other openings in the same city,
 * and a way back to all of them.
 */
export function JobPage({
  job,
  city,
  office,
  sameCity,
  email,
  listHref,
  privacyHref,
}: JobPageProps) {
  const { facts, sections, apply, adjustments, nextSteps } = jobPage;
  const href = mailtoHref(email, { subject: applySubject(job), body: applyBody(job) });
  const closes = endOfDayIn(job.validThrough, office.timeZone);
  return (
    <>
      <Banner title={job.title} long />
      <div className={styles.page}>
        <Link href={listHref} prefetch={false} className={styles.back}>
          <span aria-hidden="true">←</span>
          {jobPage.back}
        </Link>
        <div className={styles.columns}>
          <Island>
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
                      {cityAndCountry(city)}
                    </Link>,
                  ],
                  [
                    facts.workplace,
                    <address key="workplace" className={styles.address}>
                      {[office.name, ...officeAddress(office, city)].map((line) => (
                        <span key={line}>{line}</span>
                      ))}
                    </address>,
                  ],
                  [facts.employmentType, jobPage.employmentTypes[job.employmentType]],
                  [facts.salary, salaryRange(job.salary)],
                  [facts.datePosted, <DateText key="posted" date={job.datePosted} />],
                  [
                    facts.validThrough,
                    <DateText key="closes" date={job.validThrough} dateTime={closes} />,
                  ],
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
          </Island>
          <div className={styles.description}>
            <p className={styles.lead}>{job.summary}</p>
            {jobDescription(job).map((part) => (
              <Island key={part.id}>
                <section aria-labelledby={`${part.id}-title`} className={styles.part}>
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
              </Island>
            ))}
            <Island>
              <section aria-labelledby="apply-title" className={styles.part}>
                <h2 id="apply-title" className={styles.partTitle}>
                  {sections.apply}
                </h2>
                <p>{apply.text}</p>
                <p className={styles.closing}>{closingText(job, city.name)}</p>
                <ButtonLink href={href} aria-label={applyLabel(job)} className={styles.apply}>
                  {careersPage.jobs.apply}
                </ButtonLink>
                <p className={styles.writeTo}>
                  {apply.writeTo} <a href={`mailto:${email}`}>{email}</a> {apply.writeToEnd}
                </p>
                <p>
                  {apply.privacy}{' '}
                  <Link href={privacyHref} prefetch={false}>
                    {apply.privacyLink}
                  </Link>
                  .
                </p>
                <section aria-labelledby={`${adjustments.id}-title`} className={styles.part}>
                  <h3 id={`${adjustments.id}-title`} className={styles.stepTitle}>
                    {adjustments.title}
                  </h3>
                  <p>{adjustments.text}</p>
                  <p className={styles.writeTo}>
                    <a href={mailtoHref(email, { subject: adjustmentSubject(job) })}>
                      {adjustments.action}
                    </a>{' '}
                    ({email})
                  </p>
                </section>
                <section aria-labelledby={`${nextSteps.id}-title`} className={styles.part}>
                  <h3 id={`${nextSteps.id}-title`} className={styles.stepTitle}>
                    {nextSteps.title}
                  </h3>
                  <ol className={styles.stages}>
                    {nextSteps.stages.map((stage) => (
                      <li key={stage}>{stage}</li>
                    ))}
                  </ol>
                </section>
                <p className={styles.note}>{apply.equalOpportunity}</p>
              </section>
            </Island>
          </div>
        </div>
        {sameCity.length > 0 && (
          <Island>
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
          </Island>
        )}
      </div>
    </>
  );
}
