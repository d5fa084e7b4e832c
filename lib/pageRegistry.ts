import { aboutPage } from '@/lib/pages/about';
import { accessibilityPage } from '@/lib/pages/accessibility';
import { careersPage } from '@/lib/pages/careers';
import { homePage } from '@/lib/pages/home';
import { locationsPage } from '@/lib/pages/locations';
import { privacyPage } from '@/lib/pages/privacy';
import { localePath, type Lang } from '@/content/languages';
import { messagesOf } from '@/lib/messages';

import { HOME_PATH } from '@/content/site';
import { eachLanguage } from '@/content/translations';
import type { NavLink, NavPlace, PageRegistry } from '@/content/types';

/**
 * Every page of the site, once: its path, the link lists it appears in, the structured data
 * it carries and its copy in every language. Navigation, metadata, share cards, JSON-LD, the
 * sitemap, the alias pages (/About, /ABOUT), the servers' routing (deploy/hosting.mjs,
 * through the sitemap) and the browser tests' page list all derive from it, in this order.
 * Adding a page is an entry here, its view in `components/views/`, its two thin routes (English,
 * and the other languages' under `app/[segment]/`), its copy, and its links' words in the
 * messages (`nav.header.<key>`, `nav.footer.<key>`); the key names the share card too.
 */
export const pages = {
  home: { path: HOME_PATH, nav: [], jsonLd: [], content: homePage },
  about: {
    path: '/about',
    nav: ['header', 'footer'],
    jsonLd: ['BreadcrumbList', 'FAQPage'],
    content: aboutPage,
  },
  locations: {
    path: '/locations',
    nav: ['header', 'footer'],
    jsonLd: ['BreadcrumbList'],
    content: locationsPage,
  },
  careers: {
    path: '/careers',
    nav: ['header', 'footer'],
    jsonLd: ['BreadcrumbList', 'ItemList'],
    content: careersPage,
  },
  // The notices: in the footer only, where visitors look for them.
  privacy: {
    path: '/privacy',
    nav: ['notices'],
    jsonLd: ['BreadcrumbList'],
    content: privacyPage,
  },
  accessibility: {
    path: '/accessibility',
    nav: ['notices'],
    jsonLd: ['BreadcrumbList'],
    content: accessibilityPage,
  },
} as const satisfies PageRegistry;

/** A page of the site by its key in the registry ('home', 'about', ...). */
export type PageKey = keyof typeof pages;

/** The site's page keys, in the registry's order. */
export const pageKeys = Object.keys(pages) as PageKey[];

/** Each page's path by its key (`routes.about` is '/about'), in English. */
export const routes = routesOf(pages);

/** A page's path in a language: `routeIn('about', 'ja')` is '/ja/about'. */
export function routeIn(key: PageKey, lang: Lang): string {
  return localePath(lang, pages[key].path);
}

/** A page's `<h1>` in a language: the home page's hero, every other page's banner. */
export function pageHeading(key: PageKey, lang: Lang): string {
  const content = pages[key].content[lang];
  return 'hero' in content ? content.hero.title : content.banner.title;
}

/** The header's links, in each language. */
export const mainNavLinks = eachLanguage((lang) => navLinksOf(pages, 'header', lang));

/** The footer's links: it says "Location" (singular) where the header says "Locations". */
export const footerNavLinks = eachLanguage((lang) => navLinksOf(pages, 'footer', lang));

/** The footer's small group of notices: the privacy notice and the accessibility statement. */
export const noticeNavLinks = eachLanguage((lang) => navLinksOf(pages, 'notices', lang));

/** Every page's path, in the registry's order: the site's canonical routes (in English). */
export function pathsOf<Registry extends PageRegistry>(registry: Registry) {
  return Object.values(registry).map((page) => page.path) as Registry[keyof Registry]['path'][];
}

/**
 * The links of the header (`header`), of the footer's main list (`footer`) or of its notices
 * (`notices`), in the registry's order, in a language: each page's path in that language,
 * and its words from the messages (`nav.header.<key>`; both lists of the footer read
 * `nav.footer.<key>`, where "Locations" is "Location").
 */
export function navLinksOf(registry: PageRegistry, place: NavPlace, lang: Lang): NavLink[] {
  const list = place === 'header' ? 'header' : 'footer';
  const labels: Readonly<Record<string, string | undefined>> = messagesOf(lang).nav[list];
  return Object.entries(registry).flatMap(([key, { path, nav }]) => {
    if (!nav.includes(place)) return [];
    const label = labels[key];
    if (!label)
      throw new Error(
        `content/messages/${lang}.json has no nav.${list}.${key}: the words of the ${key} page's link`,
      );
    return [{ href: localePath(lang, path), label }];
  });
}

/** A registry's paths by page key. */
function routesOf<Registry extends PageRegistry>(registry: Registry) {
  return Object.fromEntries(Object.entries(registry).map(([key, page]) => [key, page.path])) as {
    readonly [Key in keyof Registry]: Registry[Key]['path'];
  };
}
