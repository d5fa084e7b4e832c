import type { Metadata } from 'next';

import { routes } from '@/content/pageRegistry';
import { notFoundPage } from '@/content/pages/notFound';
import { caseFixScript } from '@/lib/routing';
import { ButtonLink } from '@/components/Button/Button';
import { ErrorView } from '@/components/ErrorView/ErrorView';

export const metadata: Metadata = {
  // absolute: the error view's title stands alone, without the site's template.
  title: { absolute: notFoundPage.title },
  // Next marks the not-found page noindex by itself; declaring it again would duplicate the tag.
};

/** Any URL that matches no route (exported as out/404.html). */
export default function NotFound() {
  return (
    <>
      {/* Runs before the 404 text paints: a known route in another casing is redirected. */}
      <script dangerouslySetInnerHTML={{ __html: caseFixScript() }} />
      <ErrorView title={notFoundPage.title} status={notFoundPage.status} text={notFoundPage.text}>
        <ButtonLink href={routes.home}>{notFoundPage.homeLink}</ButtonLink>
      </ErrorView>
    </>
  );
}
