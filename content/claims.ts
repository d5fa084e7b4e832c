import { eachLanguage, readTranslated } from './translations';
import siteData from './site.json';
import { siteSchema } from './schema';

/*
 * What the site says about the company (content/site.json), in every language: its targets,
 * payment terms and addresses. Cities live today are counted from content/cities/.
 */
const claims = readTranslated(siteSchema, siteData, 'content/site.json');

/** The site's description, in each language. */
export const SITE_DESCRIPTION = eachLanguage((lang) => claims[lang].description);

/** Cities the service is targeting over the coming year. */
export const CITIES_TARGETED = claims.en.citiesTargeted;

/** How long payment can be deferred, in each language's words. */
export const PAYMENT_DEFERRAL = eachLanguage((lang) => claims[lang].paymentDeferral);

export const CAREERS_EMAIL = claims.en.careersEmail;
export const HELLO_EMAIL = claims.en.helloEmail;
