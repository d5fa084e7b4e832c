import { Document, documentMetadata } from '@/components/views/Document';
import { langOf } from '@/components/views/segment';

export { viewport } from '@/components/views/Document';

/*
 * The root layout of every page under a first segment: the translated languages (/ja/about,
 * /id/careers/...), and the English pages' case aliases (/About), which are English. Its
 * <html lang> comes from the segment, at build time.
 */
export async function generateMetadata({ params }: LayoutProps<'/[segment]'>) {
  return documentMetadata(await langOf(params));
}

export default async function SegmentLayout({ children, params }: LayoutProps<'/[segment]'>) {
  return <Document lang={await langOf(params)}>{children}</Document>;
}
