import Link from 'next/link';
import type { ReactNode } from 'react';

import {
  cityHeading,
  cityPageIds,
  faqSays,
  ruleRows,
  serviceSince,
  sourcesOf,
  unconfirmedKeys,
  unconfirmedText,
  type RuleRow,
} from '@/lib/pages/city';
import { endsAtBays, type CityFeed } from '@/content/gbfs';
import type { Geography } from '@/content/geography';
import type { City, JobOpening } from '@/content/types';
import { localePath, type Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
import { jobPath } from '@/lib/openings';
import { formatDate } from '@/lib/text';
import { Banner } from '@/components/Banner/Banner';
import { GetScootinButton } from '@/components/GetScootinButton/GetScootinButton';
import { InEnglishNote } from '@/components/InEnglishNote/InEnglishNote';
import { Island } from '@/components/Island/Island';
import { StoreBadges } from '@/components/StoreBadges/StoreBadges';

import { CityFeedSections } from './CityFeed';
import * as styles from './CityPage.css';

type CityPageProps = {
  /** The city as read in the page's language. */
  city: City;
  /**
   * Whether the city's translation into `lang` is not finished, so its words are the English
   * (content/fallbacks.ts): the page says so, and marks those words as English.
   */
  inEnglish?: boolean;
  lang: Lang;
  /** The current openings in the city, in the Careers list's order (may be none). */
  openings: readonly Pick<JobOpening, 'id' | 'title'>[];
  /** The Locations page's list of cities, which the back link leads to. */
  listHref: string;
  /** The list of all openings. */
  jobsHref: string;
  /** The About page's FAQ, which a rule that differs from it names. */
  faqHref: string;
  /** The city's GBFS files: its prices, hours and zones (none: the page leaves them out). */
  feed?: CityFeed;
  /** The zone map's water and places, where the city has them. */
  geography?: Geography;
};

/**
 * Where a rule was read, and when that was last checked, a sentence a source: "Source:
 * <title>, <publisher>, checked 25 November 2026." A title in another language than the
 * page's is followed by its translation.
 */
function Sources({
  city,
  rule,
  lang,
}: {
  city: City;
  rule: { sources: readonly string[] };
  lang: Lang;
}) {
  const t = translator(lang);
  return (
    <>
      {sourcesOf(city, rule).map((page) => {
        const values = {
          title: page.title,
          publisher: page.publisher,
          date: formatDate(page.checked, lang),
          link: (words: ReactNode) => (
            <a href={page.url} lang={page.lang} className={styles.sourceLink}>
              {words}
            </a>
          ),
          time: (words: ReactNode) => <time dateTime={page.checked}>{words}</time>,
        };
        return (
          <p key={page.id} className={styles.source}>
            {page.translation && page.lang !== lang
              ? t.rich('city.sourceWithTranslation', { ...values, translation: page.translation })
              : t.rich('city.source', values)}
          </p>
        );
      })}
    </>
  );
}

/** A list of rules, each with its sentences, where it differs from the FAQ, and its sources. */
function Rules({
  rows,
  city,
  lang,
  faqHref,
  wordsLang,
}: {
  rows: readonly RuleRow[];
  city: City;
  lang: Lang;
  faqHref: string;
  /** The language of the city's own words, where it is not the page's. */
  wordsLang?: string;
}) {
  const t = translator(lang);
  return (
    <ul role="list" className={styles.rules}>
      {rows.map(({ id, title, text, detail, differs, sources }) => (
        // Each rule is an island too: the section holds a page of text.
        <Island key={id}>
          <li className={styles.rule}>
            <h4 className={styles.ruleTitle}>{title}</h4>
            <div className={styles.ruleBody}>
              <p>{text.join(t('text.sentenceSeparator'))}</p>
              {detail && <p lang={wordsLang}>{detail}</p>}
              {differs && (
                <p className={styles.differs}>
                  {t.rich('city.differs', {
                    sentence: faqSays(differs.faq, lang).sentence,
                    here: differs.here,
                    strong: (words) => <strong>{words}</strong>,
                    link: (words) => (
                      <Link href={faqHref} prefetch={false}>
                        {words}
                      </Link>
                    ),
                  })}
                </p>
              )}
              <Sources city={city} rule={{ sources }} lang={lang} />
            </div>
          </li>
        </Island>
      ))}
    </ul>
  );
}

/**
 * One city's page: the local law a rider must know before a first ride (each rule in plain
 * words built from its fields, where it differs from the general FAQ, and the official page
 * it comes from), then Scoot's own rules there, apart from the law's, where Scoot runs there and since when, how to start, and the openings in
 * the city. A server component: it ships no JavaScript of its own.
 */
export function CityPage({
  city,
  lang,
  inEnglish = false,
  openings,
  listHref,
  jobsHref,
  faqHref,
  feed,
  geography,
}: CityPageProps) {
  const t = translator(lang);
  const wordsLang = inEnglish ? 'en' : undefined;
  const { rules, service, start, jobs } = cityPageIds;
  const rows = ruleRows(city, lang);
  const lawRows = rows.filter((row) => row.by === 'law');
  const scootRows = rows.filter((row) => row.by === 'scoot');
  const unconfirmed = unconfirmedKeys(city.rules);
  return (
    <>
      <Banner title={cityHeading(city, lang)} long />
      <div className={styles.page}>
        <Link href={listHref} prefetch={false} className={styles.back}>
          <span aria-hidden="true">←</span>
          {t('city.back')}
        </Link>
        {inEnglish && <InEnglishNote lang={lang} />}

        <Island>
          <section aria-labelledby={`${rules}-title`} className={styles.part}>
            <h2 id={`${rules}-title`} className={styles.partTitle}>
              {t('city.rulesTitle')}
            </h2>
            <p className={styles.lead}>{t('city.rulesIntro')}</p>
            {unconfirmed.length > 0 && (
              <div className={styles.unconfirmed}>
                {unconfirmedText(unconfirmed, lang).map((sentence) => (
                  <p key={sentence}>{sentence}</p>
                ))}
              </div>
            )}
            {lawRows.length > 0 && (
              <>
                <h3 className={styles.groupTitle}>{t('city.lawTitle')}</h3>
                <Rules
                  rows={lawRows}
                  city={city}
                  lang={lang}
                  faqHref={faqHref}
                  wordsLang={wordsLang}
                />
              </>
            )}
            {scootRows.length > 0 && (
              <>
                <h3 className={styles.groupTitle}>{t('city.scootTitle')}</h3>
                <p>{t('city.scootIntro')}</p>
                <Rules
                  rows={scootRows}
                  city={city}
                  lang={lang}
                  faqHref={faqHref}
                  wordsLang={wordsLang}
                />
              </>
            )}
          </section>
        </Island>

        {feed && <CityFeedSections city={city} feed={feed} geography={geography} lang={lang} />}

        <Island>
          <section aria-labelledby={`${service}-title`} className={styles.part}>
            <h2 id={`${service}-title`} className={styles.partTitle}>
              {t('city.serviceTitle')}
            </h2>
            <p>{serviceSince(city, lang)}</p>
            <p>{t(endsAtBays(city) ? 'city.serviceAreasBays' : 'city.serviceAreas')}</p>
            <ul role="list" className={styles.districts}>
              {city.service.districts.map((district) => (
                <li key={district} className={styles.district} lang={wordsLang}>
                  {district}
                </li>
              ))}
            </ul>
          </section>
        </Island>

        <Island>
          <section aria-labelledby={`${start}-title`} className={styles.start} data-theme="dark">
            <h2 id={`${start}-title`} className={styles.startTitle}>
              {t('city.startTitle')}
            </h2>
            <p className={styles.startText}>{t('city.startText')}</p>
            <StoreBadges label={t('city.badgesLabel')} lang={lang} />
            <GetScootinButton label={t('layout.getScootin')} className={styles.startButton} />
          </section>
        </Island>

        <Island>
          <section aria-labelledby={`${jobs}-title`} className={styles.part}>
            <h2 id={`${jobs}-title`} className={styles.partTitle}>
              {t('city.jobsTitle', { city: city.name })}
            </h2>
            {openings.length > 0 ? (
              <ul role="list" className={styles.jobList}>
                {openings.map((job) => (
                  <li key={job.id}>
                    <Link
                      href={localePath(lang, jobPath(job))}
                      prefetch={false}
                      className={styles.jobLink}
                    >
                      {job.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('city.noJobs', { city: city.name })}</p>
            )}
            <Link href={jobsHref} prefetch={false} className={styles.back}>
              {t('city.allJobs')}
              <span aria-hidden="true">→</span>
            </Link>
          </section>
        </Island>
      </div>
    </>
  );
}
