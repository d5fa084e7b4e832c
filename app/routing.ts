import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

import { pages, pathsOf } from '@/content/pageRegistry';

/** Every real route of the site, lowercase, without a trailing slash: the registry's paths. */
export const canonicalRoutes: readonly string[] = pathsOf(pages);

/** The inner routes, which have case variants ("/" has none). */
export const innerRoutes = canonicalRoutes.filter((route) => route !== '/');

/**
 * The case variants pre-rendered as alias pages: the capitalised form the spec's route
 * table uses (/About) and the upper-case form (/ABOUT). Every other casing is caught by
 * the 404 page's case fix (see caseFixScript).
 */
export function aliasesOf(route: string): string[] {
  const name = route.slice(1);
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return [...new Set([capitalised, name.toUpperCase()])].filter((alias) => alias !== name);
}

/** The canonical route an alias stands for, or undefined. */
export function canonicalOf(alias: string): string | undefined {
  return innerRoutes.find((route) => aliasesOf(route).includes(alias));
}

/** The alias pages' params (`app/[alias]`): every alias of every inner route. */
export function aliasParams(routeList: readonly string[] = canonicalRoutes) {
  return routeList
    .filter((route) => route !== '/')
    .flatMap((route) => aliasesOf(route).map((alias) => ({ alias })));
}

/**
 * On a case-insensitive filesystem (macOS and Windows defaults) `About.html` and
 * `about.html` are one file, and writing the alias would overwrite the real page. The
 * build probes the filesystem it writes to and, there, leaves every alias to the 404
 * page's case fix instead, which needs no extra files.
 */
export function isFileSystemCaseSensitive(directory = process.cwd()): boolean {
  const probe = mkdtempSync(join(directory, '.case-probe-'));
  try {
    writeFileSync(join(probe, 'scoot'), '');
    return !existsSync(join(probe, 'SCOOT'));
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/**
 * A tiny inline script for every page: some hosts (serve among them) answer //about with
 * the about page, but the client router cannot keep that URL (history.replaceState reads
 * "//about" as the host "about" and throws), so the page would fall to the error view.
 * Before hydration it rewrites the address to one slash per segment, keeping query and
 * hash; nothing reloads, since the page already is the right one.
 */
export function slashFixScript(): string {
  return `(function(){try{var l=location,p=l.pathname.replace(/\\/{2,}/g,'/');if(p!==l.pathname)history.replaceState(history.state,'',p+l.search+l.hash)}catch(e){}})()`;
}

/**
 * A tiny inline script for the 404 page: when the missing path is a known route in another
 * casing, or with stray slashes (/aBoUt, /CAREERS/, //locations), it hides the page and
 * replaces the location with the canonical route, keeping query and hash.
 *
 * It runs twice over, so that nothing of the 404 page ever paints first:
 * - `'head'`, in every page's <head> (app/layout.tsx), before the body is parsed, but only on
 *   a navigation whose response status was 404 (Navigation Timing's `responseStatus`), so a
 *   page served as itself (an alias on serve, say) is left alone;
 * - `'body'`, in the 404 page itself, the fallback for engines without `responseStatus`
 *   (WebKit) and for hosts that send 404.html with another status. It does nothing where the
 *   head script already acted.
 */
export function caseFixScript(
  routeList: readonly string[] = canonicalRoutes,
  where: 'head' | 'body' = 'body',
): string {
  const on404 = `(performance.getEntriesByType('navigation')[0]||{}).responseStatus===404`;
  const gate = where === 'head' ? `if(!(${on404}))return;` : `if(${on404})return;`;
  return `(function(){try{${gate}var l=location,p=decodeURIComponent(l.pathname).toLowerCase().replace(/\\/{2,}/g,'/');if(p.length>1)p=p.replace(/\\/+$/,'');if(p!==l.pathname&&${JSON.stringify(routeList)}.indexOf(p)>-1){document.documentElement.style.visibility='hidden';l.replace(p+l.search+l.hash)}}catch(e){}})()`;
}
