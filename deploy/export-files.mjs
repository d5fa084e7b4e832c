/**
 * Files of a static export, for the build steps (deploy/) and the quality scripts that
 * read out/ or a copy of it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every .html file under a directory, as paths joined to it.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}
