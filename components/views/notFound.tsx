import type { Metadata } from 'next';

import { routeIn } from '@/lib/pageRegistry';
import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
import { caseFixScript } from '@/lib/routing';
import { ButtonLink } from '@/components/Button/Button';
import { ErrorView } from '@/components/ErrorView/ErrorView';

/** The 404 view's title stands alone, without the site's template; it is never indexed. */
export function notFoundMetadata(lang: Lang): Metadata {
  return { title: { absolute: translator(lang)('errors.title') }, robots: { index: false } };
}

/**
 * Any URL that matches no route, in a language: out/404.html (English, app/global-not-found)
 * and out/<lang>/404.html, which the CDN's Worker and nginx send for a missing address under
 * that language's prefix.
 */
export function NotFoundView({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <>
      {/* Runs before the 404 text paints: a known route in another casing is redirected. */}
      <script dangerouslySetInnerHTML={{ __html: caseFixScript() }} />
      <ErrorView
        title={t('errors.title')}
        status={t('errors.notFoundStatus')}
        text={t('errors.notFoundText')}
      >
        <ButtonLink href={routeIn('home', lang)}>{t('errors.homeLink')}</ButtonLink>
      </ErrorView>
    </>
  );
}
