import type { Metadata } from 'next';

import { routeIn } from '@/lib/pageRegistry';
import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
import { ButtonLink } from '@/components/Button/Button';
import { ErrorView } from '@/components/ErrorView/ErrorView';

export function badRequestMetadata(lang: Lang): Metadata {
  return { title: { absolute: translator(lang)('errors.title') }, robots: { index: false } };
}

/**
 * Exported as out/400.html: both servers answer a malformed request (an encoded `..`
 * climbing above the root) with this view and status 400, instead of a blank page.
 */
export function BadRequestView({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <ErrorView
      title={t('errors.title')}
      status={t('errors.badRequestStatus')}
      text={t('errors.badRequestText')}
    >
      <ButtonLink href={routeIn('home', lang)}>{t('errors.homeLink')}</ButtonLink>
    </ErrorView>
  );
}
