import { langOf, languageParams } from '@/components/views/segment';
import { aboutMetadata, AboutView } from '@/components/views/about';

export const dynamicParams = false;
export const generateStaticParams = languageParams;

export async function generateMetadata({ params }: PageProps<'/[segment]/about'>) {
  return aboutMetadata(await langOf(params));
}

export default async function Page({ params }: PageProps<'/[segment]/about'>) {
  return <AboutView lang={await langOf(params)} />;
}
