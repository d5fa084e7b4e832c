import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

import { pages, pathsOf } from '@/lib/pageRegistry';

/** Every real route of the site, lowercase, without a trailing slash: the registry's paths. */
export const canonicalRoutes: readonly string[] = pathsOf(pages);

/** The inner routes, which have case variants ("/" has none). */
export const innerRoutes = canonicalRoutes.filter((route) => route !== '/');

/**
 * The case variants pre-rendered as alias pages: the capitalised form (/About) and the
 * upper-case form (/ABOUT). Every other casing is caught by
 * the 404 page's case fix (see caseFixScript). Only top-level routes have them: the alias
 * pages are one segment (`app/[alias]`), and a nested route (a job page) is left to the
 * servers' routing and the case fix.
 */
export function aliasesOf(route: string): string[] {
  const name = route.slice(1);
  if (name.includes('/')) return [];
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
 * The address as every route is spelt, in the inline scripts below: `p`, the path decoded,
 * lowercased, with repeated slashes merged and trailing ones dropped; `l`, the location.
 */
const cleanPath = `var l=location,p=decodeURIComponent(l.pathname).toLowerCase().replace(/\\/{2,}/g,'/');if(p.length>1)p=p.replace(/\\/+$/,'');`;

/**
 * A tiny inline script for every page's <head> (app/layout.tsx), of a constant size: on a
 * navigation whose response status was 404 (Navigation Timing's `responseStatus`) to a path
 * that is not already clean (another casing, stray slashes: /aBoUt, /CAREERS/, //locations),
 * it hides the document before the body is parsed, so that nothing of the 404 page paints
 * while the page's own script (`caseFixScript`) decides. A 404 at a clean path (/nope) paints
 * at once, and a page served as itself (an alias on serve, with 200) is left alone. The route
 * list stays out of it: with the job pages it would be kilobytes on every page.
 */
export function caseFixHeadScript(): string {
  return `(function(){try{if((performance.getEntriesByType('navigation')[0]||{}).responseStatus!==404)return;${cleanPath}if(p!==l.pathname)document.documentElement.style.visibility='hidden'}catch(e){}})()`;
}

/**
 * A small inline script for the 404 page, before its text: when the missing path is not
 * already clean, it hides the page (if the head's script has not already), reads the routes
 * from the sitemap (/sitemap.xml, which the build writes from the same routes as the servers'
 * rules) and, when the clean path is one of them, replaces the location with it, keeping query
 * and hash; otherwise it shows the page again. In engines without `responseStatus` (WebKit),
 * and on hosts that send 404.html with another status, it is the whole fix.
 *
 * The routes are fetched, not written into the script: Next puts the not-found view into
 * every page's RSC payload (the inline flight data and the .txt), so a list here would ride on
 * every page again, and grow with every job opening. The fetch happens only on a 404 at an
 * unclean path, from the site itself (`connect-src 'self'`).
 */
export function caseFixScript(): string {
  return `(function(){var s=document.documentElement.style;function show(){s.visibility=''}try{${cleanPath}if(p===l.pathname)return show();s.visibility='hidden';fetch('/sitemap.xml').then(function(r){return r.ok?r.text():''}).then(function(t){var m=t.match(/<loc>[^<]+<\\/loc>/g)||[];for(var i=0;i<m.length;i++){if(new URL(m[i].slice(5,-6).trim()).pathname.replace(/(.)\\/+$/,'$1')===p)return l.replace(p+l.search+l.hash)}show()}).catch(show)}catch(e){show()}})()`;
}
