'use client';

import { errorPage } from '@/content/pages/notFound';
import { HOME_PATH } from '@/content/site';
import { Button, ButtonLink } from '@/components/Button/Button';
import { describeError } from '@/components/ErrorView/describeError';
import { ErrorView } from '@/components/ErrorView/ErrorView';

type ErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** A render error in a page: the default error view inside the shared layout, with a retry. */
export default function Error({ error, reset }: ErrorProps) {
  return (
    <ErrorView title={errorPage.title} status={describeError(error, errorPage.fallbackStatus)}>
      <Button onClick={reset}>{errorPage.retry}</Button>
      <ButtonLink href={HOME_PATH} tone="outline">
        {errorPage.homeLink}
      </ButtonLink>
    </ErrorView>
  );
}
