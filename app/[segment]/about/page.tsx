import { langOf, languageParams } from '../../_views/segment';
import { aboutMetadata, AboutView } from '../../_views/about';

export const dynamicParams = false;
export const generateStaticParams = languageParams;

export async function generateMetadata({ params }: PageProps<'/[segment]/about'>) {
  return aboutMetadata(await langOf(params));
}

export default async function Page({ params }: PageProps<'/[segment]/about'>) {
  return <AboutView lang={await langOf(params)} />;
}
