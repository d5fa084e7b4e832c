import { notFound } from 'next/navigation';

import { TRANSLATED_LANGUAGES } from '@/content/languages';

import { careersMetadata, careersParams, CareersView, openingOf } from '@/components/views/careers';
import { langOf } from '@/components/views/segment';

export const dynamicParams = false;

export function generateStaticParams() {
  return TRANSLATED_LANGUAGES.flatMap((segment) =>
    careersParams(segment).map((params) => ({ segment, ...params })),
  );
}

export async function generateMetadata({ params }: PageProps<'/[segment]/careers/[[...job]]'>) {
  const lang = await langOf(params);
  const job = openingOf((await params).job, lang);
  return job === null ? {} : careersMetadata(job, lang);
}

export default async function Page({ params }: PageProps<'/[segment]/careers/[[...job]]'>) {
  const lang = await langOf(params);
  const job = openingOf((await params).job, lang);
  if (job === null) notFound();
  return <CareersView job={job} lang={lang} />;
}
