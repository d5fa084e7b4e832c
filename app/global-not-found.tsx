import { Document, documentMetadata } from '@/components/views/Document';
import { notFoundMetadata, NotFoundView } from '@/components/views/notFound';

/*
 * Any URL that matches no route (out/404.html), in English: with a root layout per language
 * there is no one layout for Next's own not-found page, so this one brings its document.
 * The other languages' 404 views are app/[segment]/404.
 */
export const metadata = { ...documentMetadata('en'), ...notFoundMetadata('en') };

export default function GlobalNotFound() {
  return (
    <Document lang="en">
      <NotFoundView lang="en" />
    </Document>
  );
}
