import type { Metadata } from 'next';

import { routes } from '@/content/pageRegistry';
import { badRequestPage } from '@/content/pages/notFound';
import { ButtonLink } from '@/components/Button/Button';
import { ErrorView } from '@/components/ErrorView/ErrorView';

export const metadata: Metadata = {
  title: { absolute: badRequestPage.title },
  robots: { index: false },
};

/**
 * Exported as out/400.html: both servers answer a malformed request (an encoded `..`
 * climbing above the root) with this view and status 400, instead of a blank page.
 */
export default function BadRequest() {
  return (
    <ErrorView
      title={badRequestPage.title}
      status={badRequestPage.status}
      text={badRequestPage.text}
    >
      <ButtonLink href={routes.home}>{badRequestPage.homeLink}</ButtonLink>
    </ErrorView>
  );
}
