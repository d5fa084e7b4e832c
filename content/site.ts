/** Site-wide names and constants of the code (the site's claims are in content/claims.ts). */

export const SITE_NAME = 'Scoot';

/**
 * The home page's path: the page registry's `home`, and the logo's and the error view's
 * link. Client components link home through it, not through the registry, which would put
 * every page's copy in the script every page loads.
 */
export const HOME_PATH = '/';

/** The anchor of the footer's call to action (`#get-scootin`): the Get Scootin target. */
export const FOOTER_CTA_ID = 'get-scootin';
