import type { SocialLink, StoreBadge } from './types';

/*
 * Links off the site, and the call to action. The site's own pages, their paths and the
 * header's and footer's links to them are in the page registry (pageRegistry.ts).
 */

export const socialLinks = [
  { id: 'facebook', href: 'https://www.facebook.com/', label: 'Scoot on Facebook' },
  { id: 'x', href: 'https://x.com/', label: 'Scoot on X (Twitter)' },
  { id: 'instagram', href: 'https://www.instagram.com/', label: 'Scoot on Instagram' },
] as const satisfies readonly SocialLink[];

export const storeBadges = [
  {
    id: 'app-store',
    href: 'https://apps.apple.com/',
    caption: 'Download on the',
    store: 'App Store',
  },
  {
    id: 'google-play',
    href: 'https://play.google.com/store/apps',
    caption: 'Get it on',
    store: 'Google Play',
  },
] as const satisfies readonly StoreBadge[];

export const getScootinLabel = 'Get Scootin';
