import { DEFAULT_LANGUAGE, isLang } from '@/content/languages';

/** The error views' paths, in English (the 400 view exists in English only). */
const ERROR_VIEWS = ['/400', '/404', '/_not-found'];

/**
 * A page's path without its language (the English path, lowercase, as every route is):
 * "/ja/careers/ux-analyst-london" is "/careers/ux-analyst-london", an alias (/About) is
 * "/about". An error view (/ja/404, /400) is none of the site's pages: it leads to the home
 * page.
 * Client code (the language switcher) uses it: it imports nothing of the content.
 */
export function samePageIn(path: string): string {
  const segments = path.toLowerCase().split('/').filter(Boolean);
  if (isLang(segments[0]) && segments[0] !== DEFAULT_LANGUAGE) segments.shift();
  const english = `/${segments.join('/')}`;
  return ERROR_VIEWS.includes(english) ? '/' : english;
}
