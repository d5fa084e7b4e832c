/** Site-wide names and the business constants of the specification (section 9). */

export const SITE_NAME = 'Scoot';

/**
 * The home page's path: the page registry's `home`, and the logo's and the error view's
 * link. Client components link home through it, not through the registry, which would put
 * every page's copy in the script every page loads.
 */
export const HOME_PATH = '/';

export const SITE_DESCRIPTION =
  'Scoot is city scooter sharing made simple: find a scooter nearby in the app, unlock it with a scan and ride.';

/** Cities the service is targeting over the coming year. Cities live today come from `cities.ts`. */
export const CITIES_TARGETED = 23;

/** How long payment can be deferred. */
export const PAYMENT_DEFERRAL = 'up to a month';

/** The anchor of the footer's call to action (`#get-scootin`): the Get Scootin target. */
export const FOOTER_CTA_ID = 'get-scootin';

export const CAREERS_EMAIL = 'careers@scoot.example';
export const HELLO_EMAIL = 'hello@scoot.example';

/** The language every page is written in (`<html lang>`, security.txt's Preferred-Languages). */
export const SITE_LANGUAGE = 'en';
