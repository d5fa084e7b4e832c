import published from 'scoot:published';

/*
 * lib/art.ts in the admin: the site's illustrations as cms/build.mjs bundled them (the admin
 * has no files of public/). Same answers, by the same addresses.
 */

export function artSource(src: string): string {
  const art = published.art[src];
  if (!art) throw new Error(`No picture ${src} in public/images`);
  return art.svg;
}

export function artSize(src: string): { width: number; height: number } | undefined {
  const art = published.art[src];
  return art && { width: art.width, height: art.height };
}
