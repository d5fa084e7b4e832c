import { notFoundMetadata, NotFoundView } from '@/components/views/notFound';
import { langOf, languageParams } from '@/components/views/segment';

/*
 * The 404 view in each translated language (out/ja/404.html): the CDN's Worker and nginx
 * send it, with status 404, for a missing address under that language's prefix. English's
 * is out/404.html (app/global-not-found.tsx), which `serve` sends for every missing address.
 */
export const dynamicParams = false;
export const generateStaticParams = languageParams;

export async function generateMetadata({ params }: PageProps<'/[segment]/404'>) {
  return notFoundMetadata(await langOf(params));
}

export default async function Page({ params }: PageProps<'/[segment]/404'>) {
  return <NotFoundView lang={await langOf(params)} />;
}
