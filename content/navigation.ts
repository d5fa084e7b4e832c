import type { SocialLink, StoreBadge } from './types';

/*
 * Links off the site. Their words are messages (`social.<id>`, `stores.<id>`); the site's own
 * pages, their paths and the header's and footer's links to them are in the page registry
 * (pageRegistry.ts).
 */

export const socialLinks = [
  { id: 'facebook', href: 'https://www.facebook.com/' },
  { id: 'x', href: 'https://x.com/' },
  { id: 'instagram', href: 'https://www.instagram.com/' },
] as const satisfies readonly SocialLink[];

export const storeBadges = [
  { id: 'app-store', href: 'https://apps.apple.com/' },
  { id: 'google-play', href: 'https://play.google.com/store/apps' },
] as const satisfies readonly StoreBadge[];
