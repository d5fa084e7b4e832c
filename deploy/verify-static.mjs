#!/usr/bin/env node
/**
 * Runs last in `npm run build`. Next names every file under `_next/static/` after its content,
 * and the hosting serves them `immutable` for a year: a file a later build step changed would
 * keep its name with other bytes, and browsers and the CDN would keep whichever bytes they saw
 * first. This gate proves no step did: every file Next wrote to `.next/static/` is in
 * `out/_next/static/` byte for byte, and every other file there is a compressed copy
 * (deploy/precompress.mjs) that decompresses to its original.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { filesUnder } from './export-files.mjs';

/** The compressed copies precompress.mjs adds, by suffix, and how to read them back. */
const COPIES = { br: brotliDecompressSync, gz: gunzipSync };

/** @param {Buffer} data */
const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/**
 * What differs between Next's static output and the export's copy of it, as sentences.
 * @param {string} nextStatic `.next/static`, as `next build` wrote it
 * @param {string} outStatic `out/_next/static`, after every build step
 * @returns {{ checked: number, problems: string[] }}
 */
export function staticDifferences(nextStatic, outStatic) {
  /** @type {string[]} */
  const problems = [];
  const written = new Map(
    filesUnder(nextStatic).map((file) => [file, sha256(readFileSync(join(nextStatic, file)))]),
  );
  const exported = filesUnder(outStatic);
  for (const file of exported) {
    const data = readFileSync(join(outStatic, file));
    const [, original = '', suffix = ''] = /^(.+)\.(br|gz)$/.exec(file) ?? [];
    if (written.has(file)) {
      if (sha256(data) !== written.get(file))
        problems.push(`${file} differs from what next build wrote`);
    } else if (!written.has(original)) {
      problems.push(`${file} is not in next build's output`);
    } else if (
      sha256(COPIES[/** @type {'br' | 'gz'} */ (suffix)](data)) !== written.get(original)
    ) {
      problems.push(`${file} does not decompress to what next build wrote`);
    }
  }
  const missing = [...written.keys()].filter((file) => !exported.includes(file));
  for (const file of missing) problems.push(`${file} is missing from the export`);
  return { checked: exported.length, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const nextStatic = join(root, '.next', 'static');
  if (!existsSync(nextStatic)) throw new Error('verify-static: no .next/static: run next build');
  const { checked, problems } = staticDifferences(nextStatic, join(root, 'out', '_next', 'static'));
  if (problems.length) {
    console.error(`verify-static: ${problems.length} file(s) under _next/static changed:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log(
    `verify-static: the ${checked} files under out/_next/static are as next build wrote them`,
  );
}
