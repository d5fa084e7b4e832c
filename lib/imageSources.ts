import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Files the build-time images are drawn from: the site's own art and its self-hosted type.
 * They are read from the project (the build runs at its root), never fetched: the build
 * has no network. Satori reads WOFF but not WOFF2, and @fontsource ships both.
 */

/** A file of the project, by its path from the project's root. */
export function projectFile(path: string): Buffer {
  return readFileSync(join(process.cwd(), path));
}

/** An SVG file of the project as a data: URI, with the size its viewBox declares. */
export function svgImage(path: string) {
  const svg = projectFile(path);
  const viewBox = /viewBox="([\d.\s-]+)"/.exec(svg.toString('utf8'))?.[1]?.trim().split(/\s+/);
  if (!viewBox || viewBox.length !== 4) throw new Error(`${path}: no viewBox to size it by`);
  return {
    src: `data:image/svg+xml;base64,${svg.toString('base64')}`,
    width: Number(viewBox[2]),
    height: Number(viewBox[3]),
  };
}

/** The site's two faces (app/fonts.ts) in the renderer's format. */
export function imageFonts(families: { heading: string; body: string }, ..._forText: unknown[]) {
  return [
    {
      name: families.heading,
      data: projectFile(
        'node_modules/@fontsource/space-mono/files/space-mono-latin-700-normal.woff',
      ),
      weight: 700 as const,
      style: 'normal' as const,
    },
    {
      name: families.body,
      data: projectFile(
        'node_modules/@fontsource/lexend-deca/files/lexend-deca-latin-400-normal.woff',
      ),
      weight: 400 as const,
      style: 'normal' as const,
    },
  ];
}

/** The Scoot mark, as the favicon draws it. */
export const MARK_FILE = 'app/icon.svg';
