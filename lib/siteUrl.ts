/**
 * The canonical origin, used wherever an absolute URL is needed (canonical links, Open Graph,
 * the sitemap, robots.txt, structured data). Set NEXT_PUBLIC_SITE_URL at build time to
 * deploy elsewhere; it is read when the pages are rendered, so a change needs a rebuild.
 * Local builds and the tests may leave it unset and get the placeholder; `npm run deploy`
 * refuses a build made without the public origin (deploy/check-deploy.mjs).
 * Only the origin counts (the site is served from the root): `new URL().origin` lowercases
 * the host and drops any trailing slash, so every absolute URL comes out lowercase.
 */
export const SITE_URL = new URL(process.env.NEXT_PUBLIC_SITE_URL || 'https://scoot.example').origin;

/** The absolute URL of a path on this site: absoluteUrl('/about') is SITE_URL + '/about'. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${SITE_URL}/`).href;
}
