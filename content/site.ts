/** Site-wide names and the business constants of the specification (section 9). */

export const SITE_NAME = 'Scoot';

/**
 * The canonical origin, used wherever an absolute URL is needed (canonical links, Open Graph,
 * the sitemap, robots.txt, structured data). Set NEXT_PUBLIC_SITE_URL at build time to
 * deploy elsewhere; it is read when the pages are rendered, so a change needs a rebuild.
 * Only the origin counts (the site is served from the root): `new URL().origin` lowercases
 * the host and drops any trailing slash, so every absolute URL comes out lowercase.
 */
export const SITE_URL = new URL(process.env.NEXT_PUBLIC_SITE_URL || 'https://scoot.example').origin;

/**
 * The home page's path: the page registry's `home`, and the logo's and the error view's
 * link. Client components link home through it, not through the registry, which would put
 * every page's copy in the script every page loads.
 */
export const HOME_PATH = '/';

/** The absolute URL of a path on this site: absoluteUrl('/about') is SITE_URL + '/about'. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${SITE_URL}/`).href;
}

export const SITE_DESCRIPTION =
  'Scoot is city scooter sharing made simple: find a scooter nearby in the app, unlock it with a scan and ride.';

/** Cities the service is targeting over the coming year. Cities live today come from `cities.ts`. */
export const CITIES_TARGETED = 23;

/** How long payment can be deferred. */
export const PAYMENT_DEFERRAL = 'up to a month';

/** Get Scootin waits this long before it scrolls to the footer. */
export const SCROLL_TO_FOOTER_DELAY_MS = 200;

/** The id of the footer's call to action: the Get Scootin target. */
export const FOOTER_CTA_ID = 'get-scootin';

export const CAREERS_EMAIL = 'careers@scoot.example';
export const HELLO_EMAIL = 'hello@scoot.example';
