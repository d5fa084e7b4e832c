import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

// Global styles first: vanilla-extract emits CSS in import order, and components override them.
import '@/styles/global.css';

import { SITE_DESCRIPTION } from '@/content/claims';
import { SITE_NAME } from '@/content/site';
import { assertValidContent } from '@/lib/validate';
import { SITE_URL } from '@/lib/siteUrl';
import { fallbackStyle, fontLoadingScript, noScriptStyle } from '@/lib/fontLoading';
import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
import { iconPath, pngIcons, svgIconUrl } from '@/lib/metadata';
import { caseFixHeadScript, slashFixScript } from '@/lib/routing';
import { saveDataScript, speculationRulesText } from '@/lib/speculationRules';
import { graph, organization, webSite } from '@/lib/structuredData';
import { color } from '@/styles/tokens';
import { Footer } from '@/components/Footer/Footer';
import { HydrationMarker } from '@/components/HydrationMarker/HydrationMarker';
import { Island } from '@/components/Island/Island';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { LanguageSwitcher } from '@/components/LanguageSwitcher/LanguageSwitcher';
import { Navbar } from '@/components/Navbar/Navbar';

import { fontVariables, lexendDeca, spaceMono } from '@/lib/fonts';
import * as styles from './Document.css';

// Every page is built through this document, so a content edit that breaks a rule the pages
// rely on stops the build here, with the file and the field (lib/validate.ts).
assertValidContent();

const favicon = pngIcons.find((icon) => icon.file === 'icon-32.png')!;
const appleIcon = pngIcons.find((icon) => icon.purpose === 'apple')!;

/** What every page of a language says of itself, before its own metadata. */
export function documentMetadata(lang: Lang): Metadata {
  const t = translator(lang);
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: t('site.title'), template: t('site.titleTemplate', { title: '%s' }) },
    description: SITE_DESCRIPTION[lang],
    applicationName: SITE_NAME,
    // Declaring icons here replaces the link Next makes for app/icon.svg, so it is listed too:
    // the PNG for browsers without SVG favicons, then the SVG, which the others prefer.
    icons: {
      icon: [
        { url: iconPath(favicon), sizes: `${favicon.size}x${favicon.size}`, type: 'image/png' },
        { url: svgIconUrl, sizes: 'any', type: 'image/svg+xml' },
      ],
      apple: [{ url: iconPath(appleIcon), sizes: `${appleIcon.size}x${appleIcon.size}` }],
    },
  };
}

export const viewport: Viewport = {
  themeColor: color.ink,
  width: 'device-width',
  initialScale: 1,
};

/** The language switcher, as the bar or the phone menu shows it. */
function languagesOf(lang: Lang, placement: 'bar' | 'menu') {
  const t = translator(lang);
  return (
    <LanguageSwitcher
      lang={lang}
      label={t('languages.label')}
      names={{ en: t('languages.en'), ja: t('languages.ja'), id: t('languages.id') }}
      placement={placement}
    />
  );
}

/**
 * The document every page is in, in its language: `<html lang>` as built, the inline scripts
 * and styles every page starts with, the bar, the page, the footer and the site's structured
 * data. Each language's root layout renders it (app/(en)/layout.tsx, app/[segment]/layout.tsx).
 */
export function Document({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = translator(lang);
  return (
    // The font script sets data-fonts on <html> before hydration (lib/fontLoading.ts).
    <html
      lang={lang}
      className={`${spaceMono.variable} ${lexendDeca.variable}`}
      suppressHydrationWarning
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- next/head is the Pages Router's; a root layout writes its own <head> */}
      <head>
        {/* First in <head>, so it runs before the router reads the address. */}
        <script dangerouslySetInnerHTML={{ __html: slashFixScript() }} />
        {/* On a 404 at an unclean path, hidden until the 404 page's case fix has decided. */}
        <script dangerouslySetInnerHTML={{ __html: caseFixHeadScript() }} />
        {/* Text paints in the metric-matched fallback; the fonts load after that paint. */}
        <style dangerouslySetInnerHTML={{ __html: fallbackStyle(fontVariables) }} />
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: noScriptStyle(fontVariables) }} />
        </noscript>
        <script dangerouslySetInnerHTML={{ __html: fontLoadingScript(fontVariables) }} />
        {/* Before the speculation rules: a visitor saving data gets none (lib/speculationRules.ts). */}
        <script dangerouslySetInnerHTML={{ __html: saveDataScript }} />
      </head>
      <body>
        <a href="#main" className={styles.skipLink}>
          {t('layout.skipLink')}
        </a>
        <Navbar
          lang={lang}
          languages={languagesOf(lang, 'bar')}
          menuLanguages={languagesOf(lang, 'menu')}
        />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Footer lang={lang} />
        <JsonLd data={graph(organization(lang), webSite(lang))} />
        {/* What Chromium may prerender on the visitor's intent (lib/speculationRules.ts). */}
        <script
          type="speculationrules"
          dangerouslySetInnerHTML={{ __html: speculationRulesText }}
        />
        {/* An island of its own, so that it marks the page once every island has hydrated. */}
        <Island>
          <HydrationMarker />
        </Island>
      </body>
    </html>
  );
}
