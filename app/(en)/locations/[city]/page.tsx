import { cityPageMetadata, cityParams, CityView } from '@/components/views/city';

// Every live city is written out at build time; any other /locations/<id> is the 404 view.
export const dynamicParams = false;

export function generateStaticParams() {
  return cityParams('en');
}

export async function generateMetadata({ params }: PageProps<'/locations/[city]'>) {
  return cityPageMetadata((await params).city, 'en');
}

export default async function Page({ params }: PageProps<'/locations/[city]'>) {
  return <CityView id={(await params).city} lang="en" />;
}
