'use client';

import { Button, ButtonLink } from '@/components/Button/Button';
import { describeError } from '@/components/ErrorView/describeError';
import { documentLanguage, errorMessages } from '@/components/ErrorView/errorMessages';
import { ErrorView } from '@/components/ErrorView/ErrorView';
import { localePath } from '@/content/languages';

type ErrorProps = { error: Error & { digest?: string }; reset: () => void };

/**
 * A render error in a page: the default error view inside the language's layout, in its
 * language, with a retry. Each root layout's error.tsx is this component.
 */
export default function ErrorBoundary({ error, reset }: ErrorProps) {
  const lang = documentLanguage();
  const copy = errorMessages(lang);
  return (
    <ErrorView title={copy.title} status={describeError(error, copy.fallbackStatus)}>
      <Button onClick={reset}>{copy.retry}</Button>
      <ButtonLink href={localePath(lang, '/')} tone="outline">
        {copy.homeLink}
      </ButtonLink>
    </ErrorView>
  );
}
