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
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The compressed copies precompress.mjs adds, by suffix, and how to read them back. */
const COPIES = { '.br': brotliDecompressSync, '.gz': gunzipSync };

/**
 * Every file under a directory, as slash-separated paths relative to it.
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory()
      ? filesUnder(path, base)
      : [relative(base, path).split(sep).join('/')];
  });
}

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
    const hash = written.get(file);
    if (hash !== undefined) {
      if (sha256(data) !== hash) problems.push(`${file} differs from what next build wrote`);
      continue;
    }
    const suffix = /** @type {keyof typeof COPIES | undefined} */ (
      Object.keys(COPIES).find((ending) => file.endsWith(ending))
    );
    const original = suffix && written.get(file.slice(0, -suffix.length));
    if (!suffix || original === undefined) {
      problems.push(`${file} is not in next build's output`);
    } else if (sha256(COPIES[suffix](data)) !== original) {
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
