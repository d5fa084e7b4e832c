import { TRANSLATED_LANGUAGES } from '@/content/languages';

import { cityPageMetadata, cityParams, CityView } from '@/components/views/city';
import { langOf } from '@/components/views/segment';

export const dynamicParams = false;

export function generateStaticParams() {
  return TRANSLATED_LANGUAGES.flatMap((segment) =>
    cityParams(segment).map((params) => ({ segment, ...params })),
  );
}

export async function generateMetadata({ params }: PageProps<'/[segment]/locations/[city]'>) {
  return cityPageMetadata((await params).city, await langOf(params));
}

export default async function Page({ params }: PageProps<'/[segment]/locations/[city]'>) {
  return <CityView id={(await params).city} lang={await langOf(params)} />;
}
