import { notFound } from 'next/navigation';

import { careersMetadata, careersParams, CareersView, openingOf } from '@/components/views/careers';

export const dynamicParams = false;

export function generateStaticParams() {
  return careersParams('en');
}

export async function generateMetadata({ params }: PageProps<'/careers/[[...job]]'>) {
  const job = openingOf((await params).job, 'en');
  return job === null ? {} : careersMetadata(job, 'en');
}

export default async function Page({ params }: PageProps<'/careers/[[...job]]'>) {
  const job = openingOf((await params).job, 'en');
  if (job === null) notFound();
  return <CareersView job={job} lang="en" />;
}
