import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

// Global styles first: vanilla-extract emits CSS in import order, and components override them.
import '@/styles/global.css';

import { layoutCopy } from '@/content/layout';
import { SITE_DESCRIPTION, SITE_NAME, SITE_URL } from '@/content/site';
import { color } from '@/styles/tokens';
import { Footer } from '@/components/Footer/Footer';
import { Navbar } from '@/components/Navbar/Navbar';

import { lexendDeca, spaceMono } from './fonts';
import * as styles from './layout.css';
import { slashFixScript } from './routing';

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: `${SITE_NAME}: scooter sharing made simple`, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
};

export const viewport: Viewport = {
  themeColor: color.ink,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${spaceMono.variable} ${lexendDeca.variable}`}>
      <head>
        {/* First in <head>, so it runs before the router reads the address. */}
        <script dangerouslySetInnerHTML={{ __html: slashFixScript() }} />
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
      </body>
    </html>
  );
}
