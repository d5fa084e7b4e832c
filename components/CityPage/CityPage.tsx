import Link from 'next/link';

import {
  cityHeading,
  cityPage,
  describeRule,
  faqSays,
  jobsTitle,
  noJobs,
  ruleKeys,
  ruleTitles,
  serviceSince,
  sourcesOf,
  unconfirmedKeys,
  unconfirmedText,
} from '@/content/pages/city';
import type { City, JobOpening, StatedRule } from '@/content/types';
import { jobPath } from '@/lib/openings';
import { formatDate } from '@/lib/text';
import { Banner } from '@/components/Banner/Banner';
import { GetScootinButton } from '@/components/GetScootinButton/GetScootinButton';
import { Island } from '@/components/Island/Island';
import { StoreBadges } from '@/components/StoreBadges/StoreBadges';

import * as styles from './CityPage.css';

type CityPageProps = {
  city: City;
  /** The current openings in the city, in the Careers list's order (may be none). */
  openings: readonly Pick<JobOpening, 'id' | 'title'>[];
  /** The Locations page's list of cities, which the back link leads to. */
  listHref: string;
  /** The list of all openings. */
  jobsHref: string;
  /** The About page's FAQ, which a rule that differs from it names. */
  faqHref: string;
};

/**
 * Where a rule was read, and when that was last checked: "Source: <title>, <publisher>,
 * checked 25 November 2026."
 */
function Sources({ city, rule }: { city: City; rule: Pick<StatedRule, 'sources'> }) {
  const { source, checked } = cityPage.rules;
  return (
    <p className={styles.source}>
      {source}{' '}
      {sourcesOf(city, rule).map((page, index) => (
        <span key={page.id}>
          {index > 0 && '; '}
          <a href={page.url} lang={page.lang} className={styles.sourceLink}>
            {page.title}
          </a>
          {page.translation && ` (“${page.translation}”)`}, {page.publisher}, {checked}{' '}
          <time dateTime={page.checked}>{formatDate(page.checked)}</time>
        </span>
      ))}
      .
    </p>
  );
}

/**
 * One city's page: the local law a rider must know before a first ride (each rule in plain
 * words built from its fields, where it differs from the general FAQ, and the official page
 * it comes from), where Scoot runs there and since when, how to start, and the openings in
 * the city. A server component: it ships no JavaScript of its own.
 */
export function CityPage({ city, openings, listHref, jobsHref, faqHref }: CityPageProps) {
  const { rules, service, start, jobs } = cityPage;
  const rows = [
    ...ruleKeys.flatMap((key) => {
      const rule = city.rules[key];
      const described = describeRule(key, city.rules);
      return described && rule.status !== 'unconfirmed'
        ? [{ id: key, title: ruleTitles[key], rule, ...described }]
        : [];
    }),
    ...(city.rules.local ?? []).map((rule, index) => ({
      id: `local-${index}`,
      title: rule.title,
      rule,
      text: rule.text,
      differs: undefined,
    })),
  ];
  const unconfirmed = unconfirmedKeys(city.rules);
  return (
    <>
      <Banner title={cityHeading(city)} long />
      <div className={styles.page}>
        <Link href={listHref} prefetch={false} className={styles.back}>
          <span aria-hidden="true">←</span>
          {cityPage.back}
        </Link>

        <Island>
          <section aria-labelledby={`${rules.id}-title`} className={styles.part}>
            <h2 id={`${rules.id}-title`} className={styles.partTitle}>
              {rules.title}
            </h2>
            <p className={styles.lead}>{rules.intro}</p>
            {unconfirmed.length > 0 && (
              <div className={styles.unconfirmed}>
                {unconfirmedText(unconfirmed).map((sentence) => (
                  <p key={sentence}>{sentence}</p>
                ))}
              </div>
            )}
            {rows.length > 0 && (
              <ul role="list" className={styles.rules}>
                {rows.map(({ id, title, rule, text, differs }) => (
                  // Each rule is an island too: the section holds a page of text.
                  <Island key={id}>
                    <li className={styles.rule}>
                      <h3 className={styles.ruleTitle}>{title}</h3>
                      <div className={styles.ruleBody}>
                        <p>{text}</p>
                        {'detail' in rule && rule.detail && <p>{rule.detail}</p>}
                        {differs && (
                          <p className={styles.differs}>
                            <strong>{rules.differs}</strong> our{' '}
                            <Link href={faqHref} prefetch={false}>
                              {rules.faqLink}
                            </Link>{' '}
                            {rules.faqSays} “{faqSays(differs.faq).sentence}” {differs.here}
                          </p>
                        )}
                        <Sources city={city} rule={rule} />
                      </div>
                    </li>
                  </Island>
                ))}
              </ul>
            )}
          </section>
        </Island>

        <Island>
          <section aria-labelledby={`${service.id}-title`} className={styles.part}>
            <h2 id={`${service.id}-title`} className={styles.partTitle}>
              {service.title}
            </h2>
            <p>{serviceSince(city)}</p>
            <p>{service.areas}</p>
            <ul role="list" className={styles.districts}>
              {city.service.districts.map((district) => (
                <li key={district} className={styles.district}>
                  {district}
                </li>
              ))}
            </ul>
          </section>
        </Island>

        <Island>
          <section aria-labelledby={`${start.id}-title`} className={styles.start} data-theme="dark">
            <h2 id={`${start.id}-title`} className={styles.startTitle}>
              {start.title}
            </h2>
            <p className={styles.startText}>{start.text}</p>
            <StoreBadges label={start.badgesLabel} />
            <GetScootinButton className={styles.startButton} />
          </section>
        </Island>

        <Island>
          <section aria-labelledby={`${jobs.id}-title`} className={styles.part}>
            <h2 id={`${jobs.id}-title`} className={styles.partTitle}>
              {jobsTitle(city)}
            </h2>
            {openings.length > 0 ? (
              <ul role="list" className={styles.jobList}>
                {openings.map((job) => (
                  <li key={job.id}>
                    <Link href={jobPath(job)} prefetch={false} className={styles.jobLink}>
                      {job.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{noJobs(city)}</p>
            )}
            <Link href={jobsHref} prefetch={false} className={styles.back}>
              {jobs.all}
              <span aria-hidden="true">→</span>
            </Link>
          </section>
        </Island>
      </div>
    </>
  );
}
