'use client';

// The root layout itself failed, so this file brings its own <html>, styles and fonts.
import '@/styles/global.css';

import { errorMessages } from '@/components/ErrorView/errorMessages';
import { Button } from '@/components/Button/Button';
import { describeError } from '@/components/ErrorView/describeError';
import { ErrorView } from '@/components/ErrorView/ErrorView';

import { lexendDeca, spaceMono } from '@/lib/fonts';

type GlobalErrorProps = { error: Error & { digest?: string }; reset: () => void };

export default function GlobalError({ error, reset }: GlobalErrorProps) {
  // The root layout failed, so the page's language is unknown here: English, the default.
  const errorPage = errorMessages();
  return (
    <html lang="en" className={`${spaceMono.variable} ${lexendDeca.variable}`}>
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
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload is the point */}
            <a href="/">{errorPage.homeLink}</a>
          </ErrorView>
        </main>
      </body>
    </html>
  );
}
