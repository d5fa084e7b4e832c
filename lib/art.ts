import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { imageSize } from 'image-size';

/*
 * The site's art as files of public/ (the build reads them). The admin's preview, which has
 * no files, gets the same answers from the art bundled when the admin is built: cms/build.mjs
 * puts its stand-in (cms/src/shims/art.ts) in this module's place.
 */

const file = (src: string) => join(process.cwd(), 'public', src);

/** An SVG's markup, by its address on the site (`/images/…`). */
export function artSource(src: string): string {
  return readFileSync(file(src), 'utf8');
}

/** A picture's width and height, or undefined when there is no such file. */
export function artSize(src: string): { width: number; height: number } | undefined {
  if (!existsSync(file(src))) return undefined;
  const { width, height } = imageSize(readFileSync(file(src)));
  return { width, height };
}
