'use client';

import { errorPage } from '@/content/pages/notFound';
import { routes } from '@/content/navigation';
import { Button, ButtonLink } from '@/components/Button/Button';
import { describeError } from '@/components/ErrorView/describeError';
import { ErrorView } from '@/components/ErrorView/ErrorView';

type ErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** A render error in a page: the default error view inside the shared layout, with a retry. */
export default function Error({ error, reset }: ErrorProps) {
  return (
    <ErrorView title={errorPage.title} status={describeError(error, errorPage.fallbackStatus)}>
      <Button onClick={reset}>{errorPage.retry}</Button>
      <ButtonLink href={routes.home} tone="outline">
        {errorPage.homeLink}
      </ButtonLink>
    </ErrorView>
  );
}
