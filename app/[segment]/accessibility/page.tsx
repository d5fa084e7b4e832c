import { langOf, languageParams } from '@/components/views/segment';
import { accessibilityMetadata, AccessibilityView } from '@/components/views/accessibility';

export const dynamicParams = false;
export const generateStaticParams = languageParams;

export async function generateMetadata({ params }: PageProps<'/[segment]/accessibility'>) {
  return accessibilityMetadata(await langOf(params));
}

export default async function Page({ params }: PageProps<'/[segment]/accessibility'>) {
  return <AccessibilityView lang={await langOf(params)} />;
}
