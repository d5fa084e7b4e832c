import { aboutPage } from './pages/about';
import { accessibilityPage } from './pages/accessibility';
import { careersPage } from './pages/careers';
import { homePage } from './pages/home';
import { locationsPage } from './pages/locations';
import { privacyPage } from './pages/privacy';
import { HOME_PATH } from './site';
import type { NavLink, NavPlace, PageRegistry } from './types';

/**
 * Every page of the site, once: its path, its links in the header and the footer, its
 * heading, the structured data it carries and its copy. Navigation, metadata, share cards,
 * JSON-LD, the sitemap, the alias pages (/About, /ABOUT), the servers' routing
 * (deploy/hosting.mjs, through the sitemap) and the browser tests' page list all derive from
 * it, in this order. Adding a page is an entry here, its `app/<page>/page.tsx` and its copy
 * in `content/pages/<page>.ts`; the key names that file and the share card, social/<key>.png.
 */
export const pages = {
  home: { path: HOME_PATH, heading: homePage.hero.title, jsonLd: [], content: homePage },
  about: {
    path: '/about',
    nav: { header: 'About', footer: 'About' },
    heading: aboutPage.banner.title,
    jsonLd: ['BreadcrumbList', 'FAQPage'],
    content: aboutPage,
  },
  locations: {
    path: '/locations',
    nav: { header: 'Locations', footer: 'Location' },
    heading: locationsPage.banner.title,
    jsonLd: ['BreadcrumbList'],
    content: locationsPage,
  },
  careers: {
    path: '/careers',
    nav: { header: 'Careers', footer: 'Careers' },
    heading: careersPage.banner.title,
    jsonLd: ['BreadcrumbList', 'ItemList'],
    content: careersPage,
  },
  // The notices: in the footer only, where visitors look for them.
  privacy: {
    path: '/privacy',
    nav: { footer: 'Privacy' },
    heading: privacyPage.banner.title,
    jsonLd: ['BreadcrumbList'],
    content: privacyPage,
  },
  accessibility: {
    path: '/accessibility',
    nav: { footer: 'Accessibility' },
    heading: accessibilityPage.banner.title,
    jsonLd: ['BreadcrumbList'],
    content: accessibilityPage,
  },
} as const satisfies PageRegistry;

/** A page of the site by its key in the registry ('home', 'about', ...). */
export type PageKey = keyof typeof pages;

/** The site's page keys, in the registry's order. */
export const pageKeys = Object.keys(pages) as PageKey[];

/** Each page's path by its key (`routes.about` is '/about'). */
export const routes = routesOf(pages);

/** The header's links. */
export const mainNavLinks = navLinksOf(pages, 'header');

/** The footer's links: it says "Location" (singular) where the header says "Locations". */
export const footerNavLinks = navLinksOf(pages, 'footer');

/** The footer's small group of notices: the privacy notice and the accessibility statement. */
export const noticeNavLinks = navLinksOf(pages, 'notices');

/** Every page's path, in the registry's order: the site's canonical routes. */
export function pathsOf<Registry extends PageRegistry>(registry: Registry) {
  return Object.values(registry).map((page) => page.path) as Registry[keyof Registry]['path'][];
}

/**
 * The links of the header (`header`), of the footer's main list (`footer`: the pages the
 * header links too) or of its notices (`notices`: the pages in the footer only), in the
 * registry's order.
 */
export function navLinksOf(registry: PageRegistry, place: NavPlace): NavLink[] {
  return Object.values(registry).flatMap(({ path, nav }) => {
    if (!nav) return [];
    const label = place === 'header' ? nav.header : nav.footer;
    const inHeader = nav.header !== undefined;
    if (label === undefined || inHeader !== (place !== 'notices')) return [];
    return [{ href: path, label }];
  });
}

/** A registry's paths by page key. */
function routesOf<Registry extends PageRegistry>(registry: Registry) {
  return Object.fromEntries(Object.entries(registry).map(([key, page]) => [key, page.path])) as {
    readonly [Key in keyof Registry]: Registry[Key]['path'];
  };
}
