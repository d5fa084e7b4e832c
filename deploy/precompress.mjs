#!/usr/bin/env node
/**
 * Runs after deploy/hosting.mjs in `npm run build`. Writes a brotli (`.br`, quality 11) and a
 * gzip (`.gz`, level 9) copy next to every text file of the export, which nginx sends as they
 * are (`brotli_static`, `gzip_static`): smaller transfers than compressing each response on
 * the fly, and no work per request. A copy no smaller than its file is not written. Each copy
 * takes its file's modification time, so Last-Modified is the same in every encoding. serve
 * ignores the copies; the CDN compresses by itself.
 */
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { filesUnder } from './export-files.mjs';

/** The encodings, as nginx's *_static modules look for them: `<file>.br` and `<file>.gz`. */
export const ENCODINGS = {
  br: (/** @type {Buffer} */ data) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (/** @type {Buffer} */ data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }),
};

/** The export's text formats: pages, scripts, styles, art, RSC payloads, feeds, the manifest. */
export const isText = (/** @type {string} */ name) =>
  /\.(html|js|css|svg|json|xml|txt|webmanifest)$/.test(name);

/**
 * Writes (or refreshes) the compressed copies of every text file in a directory.
 * @param {string} outDir
 * @returns {{ files: number, bytes: number, written: Record<keyof typeof ENCODINGS, { files: number, bytes: number }> }}
 */
export function precompress(outDir) {
  const written = { br: { files: 0, bytes: 0 }, gz: { files: 0, bytes: 0 } };
  let bytes = 0;
  const files = filesUnder(outDir).flatMap((file) => (isText(file) ? [join(outDir, file)] : []));
  for (const file of files) {
    const data = readFileSync(file);
    const { mtime } = statSync(file);
    bytes += data.length;
    for (const [suffix, compress] of Object.entries(ENCODINGS)) {
      const copy = `${file}.${suffix}`;
      const compressed = compress(data);
      if (compressed.length >= data.length) {
        rmSync(copy, { force: true }); // a stale copy would be served in its place
        continue;
      }
      writeFileSync(copy, compressed);
      utimesSync(copy, mtime, mtime);
      written[/** @type {keyof typeof ENCODINGS} */ (suffix)].files += 1;
      written[/** @type {keyof typeof ENCODINGS} */ (suffix)].bytes += compressed.length;
    }
  }
  return { files: files.length, bytes, written };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, bytes, written } = precompress(join(import.meta.dirname, '..', 'out'));
  const kB = (/** @type {number} */ n) => `${(n / 1000).toFixed(1)} kB`;
  console.log(
    `precompress: ${files} text files in out/ (${kB(bytes)}): ` +
      `${written.br.files} .br (${kB(written.br.bytes)}), ${written.gz.files} .gz (${kB(written.gz.bytes)})`,
  );
}
