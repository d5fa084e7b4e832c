import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { useEffect, type ReactNode } from 'react';
import type { z } from 'zod';

import { CAREERS_EMAIL, HELLO_EMAIL } from '@/content/claims';
import faq from '@/content/faq.json';
import { filledCopy, siteFacts, type PageCopy, type PageName } from '@/lib/fill';
import { located } from '@/lib/located';
import about from '@/content/pages/about.json';
import careers from '@/content/pages/careers.json';
import { ContentError, type ContentProblem } from '@/content/parse';
import { compareReview, recordReview, settleReviews } from '@/content/review';
import { citySchema, faqSchema, jobSchema, pageSchemas } from '@/content/schema';
import { eachLanguage, readTranslatedIn } from '@/content/translations';
import type { City, JobOpening } from '@/content/types';
import { cityPath } from '@/lib/cities';
import { buildTime } from '@/lib/clock';
import { DEFAULT_LANGUAGE, isLang, localePath, type Lang } from '@/content/languages';
import { artSize } from '@/lib/art';
import { translator } from '@/lib/messages';
import { byPosting, openAt } from '@/lib/openings';
import { CityPage } from '@/components/CityPage/CityPage';
import { FaqSection } from '@/components/Faq/FaqSection';
import { JobPage } from '@/components/JobPage/JobPage';
import { AboutBody } from '@/components/views/aboutBody';
import { CareersBody } from '@/components/views/careersBody';
import { HomeBody } from '@/components/views/homeBody';
import { LocationsBody } from '@/components/views/locationsBody';

import { decapStore } from './decapStore';
import { drafts } from './editing';
import { languagesOf, sourceOf, type DecapEntry } from './entries';
import { publishedCities, publishedJobs, publishedOffices } from './published';

/*
 * The preview pane's templates: the site's own components, given the form's unsaved values
 * read as the build reads the file (the same schema, the translation merged into the
 * English), in the language the editor is writing in. The pane is an iframe with the site's
 * stylesheet (registered in admin.tsx); its <html lang> is the language shown.
 */

type PreviewProps = PreviewTemplateComponentProps & { locale?: string };

/**
 * The whole entry being edited, with every language. Decap hands a template only the
 * language shown (a translation's fields alone, without the English it is merged into), so
 * the rest is read from its store, which holds the unsaved form.
 */
function draftOf(shown: DecapEntry): DecapEntry {
  return decapStore.getState().entryDraft.get('entry') ?? shown;
}

/** The language the editor writes in (the left pane's), as the site names it. */
const langOf = ({ locale }: PreviewProps): Lang => (isLang(locale) ? locale : DEFAULT_LANGUAGE);

/** The entry's file read in `lang` as the build would read it, or the build's problems. */
function readEntry<Schema extends z.ZodType>(
  props: PreviewProps,
  lang: Lang,
): { value: z.output<Schema>; problems?: undefined } | { problems: readonly ContentProblem[] } {
  const entry = draftOf(props.entry as DecapEntry);
  const source = sourceOf(entry)!;
  try {
    return {
      value: readTranslatedIn(source.schema as Schema, languagesOf(entry), source.file, lang),
    };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { problems: error.problems };
  }
}

/** The entry's file name, its page's address (a new entry has none until it is saved). */
const slugOf = (props: PreviewProps) =>
  (draftOf(props.entry as DecapEntry).get('slug') as string | undefined) || 'new';

/**
 * Whether a native speaker has reviewed the translation shown, as a save would leave it
 * (content/review.ts): a tick the editor just set counts; an English edit since the review
 * unticks it. Nothing for the English, or a translation reviewed against this English.
 */
function ReviewNotice({ preview, lang }: { preview: PreviewProps; lang: Lang }) {
  if (lang === DEFAULT_LANGUAGE) return null;
  const entry = draftOf(preview.entry as DecapEntry);
  const source = sourceOf(entry);
  if (!source) return null;
  const languages = languagesOf(entry);
  const settled = settleReviews(source.schema, languages, drafts.beforeSave())[lang];
  const translation = { ...(languages[lang] as object | undefined), ...settled };
  const { state, changed } = compareReview(
    translation,
    recordReview(source.schema, languages[DEFAULT_LANGUAGE]),
  );
  if (state === 'current') return null;
  const count = changed.length === 1 ? '1 field' : `${changed.length} fields`;
  return (
    <aside
      lang="en"
      style={{
        padding: '0.75rem 1.5rem',
        fontFamily: 'system-ui, sans-serif',
        background: '#fff4e0',
        color: '#4d3200',
        borderBottom: '2px solid #c98a1e',
      }}
    >
      {state === 'never' ? (
        'Not yet reviewed by a native speaker.'
      ) : (
        <>
          The English of {count} changed since this translation was reviewed:{' '}
          {changed.map(({ field }, index) => (
            <span key={field}>
              {index > 0 && ', '}
              <code>{field}</code>
            </span>
          ))}
          .
        </>
      )}
    </aside>
  );
}

/** The preview's document in the language shown, as the site's pages set it. */
function Page({
  lang,
  preview,
  children,
}: {
  lang: Lang;
  preview: PreviewProps;
  children: ReactNode;
}) {
  const { document } = preview;
  useEffect(() => {
    document.documentElement.setAttribute('lang', lang);
  }, [document, lang]);
  return (
    <>
      <ReviewNotice preview={preview} lang={lang} />
      <main>{children}</main>
    </>
  );
}

/**
 * What the build would say of the form as it stands, in place of the page it would refuse
 * to build (a field still empty, a translation not finished).
 */
function Problems({ problems }: { problems: readonly ContentProblem[] }) {
  return (
    <section style={{ padding: '1.5rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: '1.25rem' }}>The build would stop at this entry:</h1>
      <ul>
        {problems.map(({ field, problem }) => (
          <li key={`${field} ${problem}`}>
            <code>{field}</code>: {problem}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The published openings the site lists today (the build's day is today's), in order; none
 * while one of them names a city or office the build would not find (the build says which).
 */
function openings(lang: Lang): JobOpening[] {
  try {
    const offices = publishedOffices(lang);
    return openAt(
      located(publishedJobs(lang), lang, publishedCities(lang), offices),
      buildTime(),
      // `located` has checked that each opening's office exists.
      (job) => offices.find((office) => office.id === job.officeId)!.timeZone,
    ).sort(byPosting);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return [];
  }
}

/** A city's page (/locations/<id>), as content/cities/<id>.json makes it. */
export function CityPreview(props: PreviewProps) {
  const lang = langOf(props);
  const city = readEntry<typeof citySchema>(props, lang);
  if (city.problems) return <Problems problems={city.problems} />;
  const id = slugOf(props);
  return (
    <Page lang={lang} preview={props}>
      <CityPage
        city={{ ...city.value, id } as City}
        lang={lang}
        openings={openings(lang).filter((job) => job.cityId === id)}
        listHref={localePath(lang, '/locations')}
        jobsHref={localePath(lang, '/careers')}
        faqHref={localePath(lang, '/about')}
      />
    </Page>
  );
}

/** An opening's page (/careers/<id>), with its city and office as published. */
export function JobPreview(props: PreviewProps) {
  const lang = langOf(props);
  const read = readEntry<typeof jobSchema>(props, lang);
  if (read.problems) return <Problems problems={read.problems} />;
  const id = slugOf(props);
  const cities = publishedCities(lang);
  const offices = publishedOffices(lang);
  let job: JobOpening;
  try {
    [job] = located([{ ...read.value, id }], lang, cities, offices) as [JobOpening];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return <Problems problems={error.problems} />;
  }
  const sameCity = openings(lang).filter((other) => other.cityId === job.cityId && other.id !== id);
  return (
    <Page lang={lang} preview={props}>
      <JobPage
        job={job}
        lang={lang}
        city={cities.find((city) => city.id === job.cityId)!}
        office={offices.find((office) => office.id === job.officeId)!}
        sameCity={sameCity}
        email={CAREERS_EMAIL}
        listHref={localePath(lang, '/careers')}
        privacyHref={`${localePath(lang, '/privacy')}#applications`}
        applyText={
          readTranslatedIn(pageSchemas.careers, careers, 'content/pages/careers.json', lang).jobs
            .apply
        }
      />
    </Page>
  );
}

/** The About page's FAQ (content/faq.json), under the About page's FAQ title. */
export function FaqPreview(props: PreviewProps) {
  const lang = langOf(props);
  const read = readEntry<typeof faqSchema>(props, lang);
  if (read.problems) return <Problems problems={read.problems} />;
  const { faq } = readTranslatedIn(pageSchemas.about, about, 'content/pages/about.json', lang);
  return (
    <Page lang={lang} preview={props}>
      <FaqSection
        id={faq.id}
        title={faq.title}
        groups={read.value.groups}
        cities={publishedCities(lang).map((city) => ({
          ...city,
          href: localePath(lang, cityPath(city)),
        }))}
        lang={lang}
      />
    </Page>
  );
}

/** A page's copy (content/pages/<page>.json) as that page shows it. */
export function PagePreview(props: PreviewProps) {
  const lang = langOf(props);
  const read = readEntry<(typeof pageSchemas)[PageName]>(props, lang);
  if (read.problems) return <Problems problems={read.problems} />;
  const page = slugOf(props) as PageName;
  const cities = eachLanguage(publishedCities);
  const file = `content/pages/${page}.json`;
  // The home page counts its own steps, as lib/pages/home.ts does.
  const local =
    page === 'home'
      ? {
          stepCount: translator(lang)('text.numberWord', {
            count: (read.value as PageCopy<'home'>).steps.items.length,
          }),
        }
      : {};
  let copy: PageCopy<PageName>;
  try {
    copy = filledCopy(read.value, file, { ...siteFacts(cities, lang), ...local }, artSize);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return <Problems problems={error.problems} />;
  }
  return (
    <Page lang={lang} preview={props}>
      {page === 'home' && <HomeBody copy={copy as PageCopy<'home'>} lang={lang} />}
      {page === 'about' && (
        <AboutBody
          copy={copy as PageCopy<'about'>}
          faqGroups={readTranslatedIn(faqSchema, faq, 'content/faq.json', lang).groups}
          cities={cities[lang]}
          lang={lang}
        />
      )}
      {page === 'careers' && (
        <CareersBody
          copy={copy as PageCopy<'careers'>}
          openings={openings(lang)}
          email={CAREERS_EMAIL}
          lang={lang}
        />
      )}
      {page === 'locations' && (
        <LocationsBody
          copy={copy as PageCopy<'locations'>}
          cities={cities[lang]}
          email={HELLO_EMAIL}
          lang={lang}
        />
      )}
    </Page>
  );
}
