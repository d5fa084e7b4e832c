import type { NavLink, SocialLink, StoreBadge } from './types';

/** The site's real routes, lowercase. Navigation, aliases and the sitemap all derive from this. */
export const routes = {
  home: '/',
  about: '/about',
  locations: '/locations',
  careers: '/careers',
} as const;

export const mainNavLinks = [
  { href: routes.about, label: 'About' },
  { href: routes.locations, label: 'Locations' },
  { href: routes.careers, label: 'Careers' },
] as const satisfies readonly NavLink[];

/** The footer says "Location" (singular), as the specification words it. */
export const footerNavLinks = [
  { href: routes.about, label: 'About' },
  { href: routes.locations, label: 'Location' },
  { href: routes.careers, label: 'Careers' },
] as const satisfies readonly NavLink[];

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
