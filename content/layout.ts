import { buildTime } from '@/lib/clock';

/** Copy of the shared layout: navbar, mobile menu, footer and skip link. */
export const layoutCopy = {
  skipLink: 'Skip to content',
  /** The first step of every inner page's breadcrumb trail (structured data). */
  homeCrumb: 'Home',
  logoLabel: 'Scoot home',
  mainNavLabel: 'Main',
  footerNavLabel: 'Footer',
  noticesNavLabel: 'Notices',
  socialNavLabel: 'Scoot on social media',
  storeNavLabel: 'Get the app',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  footerCta: {
    title: 'Sign up and Scoot off today',
    text: 'Download the app, add a card or your online wallet, and your first scooter is a scan away.',
  },
  copyright: `© ${buildTime().getUTCFullYear()} Scoot. All rights reserved.`,
} as const;
