import faqData from './faq.json';
import { faqSchema } from './schema';
import { eachLanguage, readTranslated } from './translations';

/**
 * The About page's FAQ, from content/faq.json, in every language. Each group names the
 * question that starts open (`initiallyOpenId`), or none for all closed.
 */
const faq = readTranslated(faqSchema, faqData, 'content/faq.json');
export const faqGroups = eachLanguage((lang) => faq[lang].groups);
