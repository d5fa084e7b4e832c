import Link from 'next/link';

import {
  adjustmentSubject,
  applyBody,
  applyLabel,
  applySubject,
  closingText,
  jobDescription,
  officeAddress,
  salaryRange,
} from '@/lib/pages/job';
import type { City, JobOpening, Office } from '@/content/types';
import { mailtoHref } from '@/lib/mailto';
import { cityAndCountry, cityPath } from '@/lib/cities';
import { localePath, type Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
import { endOfDayIn, jobPath } from '@/lib/openings';
import { formatDate } from '@/lib/text';
import { Banner } from '@/components/Banner/Banner';
import { ButtonLink } from '@/components/Button/Button';
import { InEnglishNote } from '@/components/InEnglishNote/InEnglishNote';
import { Island } from '@/components/Island/Island';

import * as styles from './JobPage.css';

type JobPageProps = {
  /** The opening and its city, as read in the page's language. */
  job: JobOpening;
  city: City;
  lang: Lang;
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
  /** The Apply link's words, as the Careers page's copy says them. */
  applyText: string;
  /**
   * The entries whose translation into `lang` is not finished, so their words are the English
   * (content/fallbacks.ts): the page says so, and marks those words as English.
   */
  inEnglish?: { job?: boolean; office?: boolean };
};

/**
 * A date as people read it, with the machine-readable form beside it: the day, or an exact
 * time (the end of the last day to apply, where the job is).
 */
function DateText({
  date,
  dateTime = date,
  lang,
}: {
  date: string;
  dateTime?: string;
  lang: Lang;
}) {
  return <time dateTime={dateTime}>{formatDate(date, lang)}</time>;
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
  lang,
  office,
  sameCity,
  email,
  listHref,
  privacyHref,
  applyText,
  inEnglish = {},
}: JobPageProps) {
  const t = translator(lang);
  // The language of the job's own words and of the office's, where it is not the page's.
  const jobLang = inEnglish.job ? 'en' : undefined;
  const officeLang = inEnglish.office ? 'en' : undefined;
  const href = mailtoHref(email, {
    subject: applySubject(job, lang),
    body: applyBody(job, lang),
  });
  const stages = ['received', 'answer', 'call', 'task', 'decision'] as const;
  const closes = endOfDayIn(job.validThrough, office.timeZone);
  return (
    <>
      <Banner title={job.title} lang={jobLang} long />
      <div className={styles.page}>
        <Link href={listHref} prefetch={false} className={styles.back}>
          <span aria-hidden="true">←</span>
          {t('job.back')}
        </Link>
        {(jobLang || officeLang) && <InEnglishNote lang={lang} />}
        <div className={styles.columns}>
          <Island>
            <section className={styles.facts} aria-labelledby="at-a-glance-title">
              <h2 id="at-a-glance-title" className={styles.factsTitle}>
                {t('job.factsTitle')}
              </h2>
              <dl className={styles.factList}>
                {[
                  [
                    t('job.location'),
                    <Link
                      key="city"
                      href={localePath(lang, cityPath(city))}
                      prefetch={false}
                      className={styles.cityLink}
                    >
                      {cityAndCountry(city, lang)}
                    </Link>,
                  ],
                  [
                    t('job.workplace'),
                    <address key="workplace" lang={officeLang} className={styles.address}>
                      {[office.name, ...officeAddress(office, city, lang)].map((line) => (
                        <span key={line}>{line}</span>
                      ))}
                    </address>,
                  ],
                  [t('job.employmentType'), t(`job.employmentTypes.${job.employmentType}`)],
                  [t('job.salary'), salaryRange(job.salary, lang)],
                  [
                    t('job.datePosted'),
                    <DateText key="posted" date={job.datePosted} lang={lang} />,
                  ],
                  [
                    t('job.validThrough'),
                    <DateText key="closes" date={job.validThrough} dateTime={closes} lang={lang} />,
                  ],
                ].map(([term, value]) => (
                  <div key={String(term)} className={styles.fact}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <ButtonLink href={href} aria-label={applyLabel(job, lang)} width="full">
                {applyText}
              </ButtonLink>
            </section>
          </Island>
          <div className={styles.description}>
            <p className={styles.lead} lang={jobLang}>
              {job.summary}
            </p>
            {jobDescription(job, lang).map((part) => (
              <Island key={part.id}>
                <section aria-labelledby={`${part.id}-title`} className={styles.part}>
                  <h2 id={`${part.id}-title`} className={styles.partTitle}>
                    {part.title}
                  </h2>
                  {'paragraphs' in part ? (
                    part.paragraphs.map((paragraph) => (
                      <p key={paragraph} lang={jobLang}>
                        {paragraph}
                      </p>
                    ))
                  ) : (
                    <ul className={styles.points}>
                      {part.points.map((point, index) => (
                        // The offer's first point is the salary's sentence, in the page's words.
                        <li
                          key={point}
                          lang={part.id === 'offer' && index === 0 ? undefined : jobLang}
                        >
                          {point}
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </Island>
            ))}
            <Island>
              <section aria-labelledby="apply-title" className={styles.part}>
                <h2 id="apply-title" className={styles.partTitle}>
                  {t('job.applyTitle')}
                </h2>
                <p>{t('job.applyText')}</p>
                <p className={styles.closing}>{closingText(job, city.name, lang)}</p>
                <ButtonLink href={href} aria-label={applyLabel(job, lang)} className={styles.apply}>
                  {applyText}
                </ButtonLink>
                <p className={styles.writeTo}>
                  {t.rich('job.writeTo', {
                    email,
                    mail: (address) => <a href={`mailto:${email}`}>{address}</a>,
                  })}
                </p>
                <p>
                  {t.rich('job.privacy', {
                    link: (words) => (
                      <Link href={privacyHref} prefetch={false}>
                        {words}
                      </Link>
                    ),
                  })}
                </p>
                <section aria-labelledby="adjustments-title" className={styles.part}>
                  <h3 id="adjustments-title" className={styles.stepTitle}>
                    {t('job.adjustmentsTitle')}
                  </h3>
                  <p>{t('job.adjustmentsText')}</p>
                  <p className={styles.writeTo}>
                    <a href={mailtoHref(email, { subject: adjustmentSubject(job, lang) })}>
                      {t('job.adjustmentsAction')}
                    </a>{' '}
                    ({email})
                  </p>
                </section>
                <section aria-labelledby="next-steps-title" className={styles.part}>
                  <h3 id="next-steps-title" className={styles.stepTitle}>
                    {t('job.nextStepsTitle')}
                  </h3>
                  <ol className={styles.stages}>
                    {stages.map((stage) => (
                      <li key={stage}>{t(`job.nextSteps.${stage}`)}</li>
                    ))}
                  </ol>
                </section>
                <p className={styles.note}>{t('job.equalOpportunity')}</p>
              </section>
            </Island>
          </div>
        </div>
        {sameCity.length > 0 && (
          <Island>
            <section aria-labelledby="same-city-title" className={styles.sameCity}>
              <h2 id="same-city-title" className={styles.partTitle}>
                {t('job.sameCity', { city: city.name })}
              </h2>
              <ul role="list" className={styles.otherList}>
                {sameCity.map((other) => (
                  <li key={other.id}>
                    <Link
                      href={localePath(lang, jobPath(other))}
                      prefetch={false}
                      className={styles.otherLink}
                    >
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
