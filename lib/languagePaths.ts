import { DEFAULT_LANGUAGE, isLang } from './i18n';

/**
 * A page's path without its language (the English path, lowercase, as every route is):
 * "/ja/careers/ux-analyst-london" is "/careers/ux-analyst-london", an alias (/About) is
 * "/about". A 404 view (/ja/404) is none of the site's pages, so it leads to the home page.
 * Client code (the language switcher) uses it: it imports nothing of the content.
 */
export function samePageIn(path: string): string {
  const segments = path.toLowerCase().split('/').filter(Boolean);
  if (isLang(segments[0]) && segments[0] !== DEFAULT_LANGUAGE) segments.shift();
  const english = `/${segments.join('/')}`;
  return english === '/404' || english === '/_not-found' ? '/' : english;
}
