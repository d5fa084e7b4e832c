import faqData from './faq.json';
import { parseContent } from './load';
import { faqSchema } from './schema';

/**
 * The About page's FAQ, from content/faq.json. Each group names the
 * question that starts open (`initiallyOpenId`), or none for all closed.
 */
export const faqGroups = parseContent(faqSchema, faqData, 'content/faq.json').groups;
