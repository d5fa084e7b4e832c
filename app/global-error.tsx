'use client';

// The root layout itself failed, so this file brings its own <html>, styles and fonts.
import '@/styles/global.css';

import { documentLanguage, errorMessages } from '@/components/ErrorView/errorMessages';
import { Button } from '@/components/Button/Button';
import { describeError } from '@/components/ErrorView/describeError';
import { ErrorView } from '@/components/ErrorView/ErrorView';

import { localePath } from '@/content/languages';
import { lexendDeca, spaceMono } from '@/lib/fonts';

type GlobalErrorProps = { error: Error & { digest?: string }; reset: () => void };

export default function GlobalError({ error, reset }: GlobalErrorProps) {
  // The failed layout's <html lang> is still the document's when this renders: the words,
  // the document's language and the home link all follow it (English when there is none).
  const lang = documentLanguage();
  const errorPage = errorMessages(lang);
  return (
    <html lang={lang} className={`${spaceMono.variable} ${lexendDeca.variable}`}>
      <head>
        <title>{errorPage.title}</title>
      </head>
      <body>
        <main>
          <ErrorView
            title={errorPage.title}
            status={describeError(error, errorPage.fallbackStatus)}
          >
            <Button onClick={reset}>{errorPage.retry}</Button>
            {/* A plain link: the router may be what failed, so reload the home page fully. */}
            <a href={localePath(lang, '/')}>{errorPage.homeLink}</a>
          </ErrorView>
        </main>
      </body>
    </html>
  );
}
