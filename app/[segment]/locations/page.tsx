import { langOf, languageParams } from '@/components/views/segment';
import { locationsMetadata, LocationsView } from '@/components/views/locations';

export const dynamicParams = false;
export const generateStaticParams = languageParams;

export async function generateMetadata({ params }: PageProps<'/[segment]/locations'>) {
  return locationsMetadata(await langOf(params));
}

export default async function Page({ params }: PageProps<'/[segment]/locations'>) {
  return <LocationsView lang={await langOf(params)} />;
}
