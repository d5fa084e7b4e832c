import siteData from './site.json';
import { parseContent } from './load';
import { siteSchema } from './schema';

/**
 * What the site says about the company (content/site.json): its targets, payment terms and
 * addresses. Cities live today are counted from content/cities/.
 */
const claims = parseContent(siteSchema, siteData, 'content/site.json');

export const SITE_DESCRIPTION = claims.description;

/** Cities the service is targeting over the coming year. */
export const CITIES_TARGETED = claims.citiesTargeted;

/** How long payment can be deferred. */
export const PAYMENT_DEFERRAL = claims.paymentDeferral;

export const CAREERS_EMAIL = claims.careersEmail;
export const HELLO_EMAIL = claims.helloEmail;
