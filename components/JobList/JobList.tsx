import Link from 'next/link';

import type { JobOpening } from '@/content/types';
import { localePath, type Lang } from '@/content/languages';
import { mailtoHref } from '@/lib/mailto';
import { jobPath } from '@/lib/openings';
import { ButtonLink } from '@/components/Button/Button';
import { Section } from '@/components/Section/Section';

import * as styles from './JobList.css';

type JobListProps = {
  id: string;
  /** The section's heading: visually hidden, as the design shows the list on its own. */
  title: string;
  jobs: readonly JobOpening[];
  /** Where applications go. */
  email: string;
  /** The visible text of every Apply link. */
  applyText: string;
  /** What the section says on a day with no openings, before the careers address. */
  noOpenings: string;
  /** Each link's accessible name, which must start with `applyText` (WCAG 2.5.3). */
  applyLabel: (job: JobOpening) => string;
  subject: (job: JobOpening) => string;
  lang: Lang;
};

/**
 * The open positions as a real list: rows from the tablet width, cards below it. Each title
 * leads to the opening's page; Apply opens an e-mail to the careers address with the job in
 * the subject, so it works with no JavaScript and takes any number of openings. With none,
 * the section says so and gives the address, so a visitor can still write.
 */
export function JobList({
  id,
  title,
  jobs,
  email,
  applyText,
  noOpenings,
  applyLabel,
  subject,
  lang,
}: JobListProps) {
  return (
    <Section id={id} title={title} titleVisibility="hidden" joined>
      {jobs.length ? (
        <ul role="list" className={styles.list}>
          {jobs.map((job) => (
            <li key={job.id} className={styles.item}>
              <h3 className={styles.title}>
                <Link
                  href={localePath(lang, jobPath(job))}
                  prefetch={false}
                  className={styles.titleLink}
                >
                  {job.title}
                </Link>
              </h3>
              <p className={styles.location}>{job.location}</p>
              <ButtonLink
                href={mailtoHref(email, { subject: subject(job) })}
                aria-label={applyLabel(job)}
                className={styles.apply}
              >
                {applyText}
              </ButtonLink>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.none}>
          <p>{noOpenings}</p>
          <ButtonLink href={`mailto:${email}`} className={styles.write}>
            {email}
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}
