import { langOf, languageParams } from '../../_views/segment';
import { accessibilityMetadata, AccessibilityView } from '../../_views/accessibility';

export const dynamicParams = false;
export const generateStaticParams = languageParams;

export async function generateMetadata({ params }: PageProps<'/[segment]/accessibility'>) {
  return accessibilityMetadata(await langOf(params));
}

export default async function Page({ params }: PageProps<'/[segment]/accessibility'>) {
  return <AccessibilityView lang={await langOf(params)} />;
}
