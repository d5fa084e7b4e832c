import { langOf, languageParams } from '@/components/views/segment';
import { privacyMetadata, PrivacyView } from '@/components/views/privacy';

export const dynamicParams = false;
export const generateStaticParams = languageParams;

export async function generateMetadata({ params }: PageProps<'/[segment]/privacy'>) {
  return privacyMetadata(await langOf(params));
}

export default async function Page({ params }: PageProps<'/[segment]/privacy'>) {
  return <PrivacyView lang={await langOf(params)} />;
}
