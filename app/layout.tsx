import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

// Global styles first: vanilla-extract emits CSS in import order, and components override them.
import '@/styles/global.css';

import { layoutCopy } from '@/content/layout';
import { SITE_DESCRIPTION } from '@/content/claims';
import { SITE_LANGUAGE, SITE_NAME } from '@/content/site';
import { assertValidContent } from '@/content/validate';
import { SITE_URL } from '@/lib/siteUrl';
import { fallbackStyle, fontLoadingScript, noScriptStyle } from '@/lib/fontLoading';
import { iconPath, pngIcons, svgIconUrl } from '@/lib/metadata';
import { caseFixHeadScript, slashFixScript } from '@/lib/routing';
import { graph, organization, webSite } from '@/lib/structuredData';
import { color } from '@/styles/tokens';
import { Footer } from '@/components/Footer/Footer';
import { HydrationMarker } from '@/components/HydrationMarker/HydrationMarker';
import { Island } from '@/components/Island/Island';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { Navbar } from '@/components/Navbar/Navbar';

import { fontVariables, lexendDeca, spaceMono } from './fonts';
import * as styles from './layout.css';

// Every page is built through this layout, so a content edit that breaks a rule the pages
// rely on stops the build here, with the file and the field (content/validate.ts).
assertValidContent();

const favicon = pngIcons.find((icon) => icon.file === 'icon-32.png')!;
const appleIcon = pngIcons.find((icon) => icon.purpose === 'apple')!;

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: `${SITE_NAME}: scooter sharing made simple`, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
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

export const viewport: Viewport = {
  themeColor: color.ink,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The font script sets data-fonts on <html> before hydration (lib/fontLoading.ts).
    <html
      lang={SITE_LANGUAGE}
      className={`${spaceMono.variable} ${lexendDeca.variable}`}
      suppressHydrationWarning
    >
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
      </head>
      <body>
        <a href="#main" className={styles.skipLink}>
          {layoutCopy.skipLink}
        </a>
        <Navbar />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Footer />
        <JsonLd data={graph(organization(), webSite())} />
        {/* An island of its own, so that it marks the page once every island has hydrated. */}
        <Island>
          <HydrationMarker />
        </Island>
      </body>
    </html>
  );
}
