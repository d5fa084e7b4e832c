/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterEach, describe, expect, it } from '@jest/globals';

import { isText, precompress } from '@/deploy/precompress.mjs';

const page = `<!DOCTYPE html><html><body>${'<p>Scooter sharing made simple.</p>'.repeat(200)}</body></html>`;

let out = '';
afterEach(() => rmSync(out, { recursive: true, force: true }));

/** A small export: text files of every kind, a binary and a file too small to compress. */
function exportDir() {
  out = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(out, '_next', 'static', 'chunks'), { recursive: true });
  writeFileSync(join(out, 'index.html'), page);
  writeFileSync(join(out, '_next/static/chunks/app.js'), `self.x="${'react '.repeat(500)}";`);
  writeFileSync(join(out, 'manifest.webmanifest'), JSON.stringify({ name: 'Scoot '.repeat(40) }));
  writeFileSync(join(out, 'tiny.txt'), 'ok');
  writeFileSync(join(out, 'card.png'), Buffer.alloc(4000, 7));
  const old = new Date('2026-01-02T03:04:05Z');
  utimesSync(join(out, 'index.html'), old, old);
  return out;
}
const copies = (file: string) =>
  [`${file}.br`, `${file}.gz`].filter((copy) => existsSync(join(out, copy)));

describe('precompress (the .br and .gz copies nginx sends)', () => {
  it('compresses text files only, and never a compressed copy', () => {
    const text = ['a.html', 'a.js', 'a.css', 'a.svg', 'a.json', 'a.xml', 'a.txt', 'm.webmanifest'];
    const other = ['a.png', 'a.woff2', 'a.html.br', 'a.js.gz', 'LICENSES.md'];
    expect([...text, ...other].filter(isText)).toEqual(text);
  });

  it('writes copies that decompress to the file, smaller, with its modification time', () => {
    exportDir();
    expect(precompress(out).written.br.files).toBe(3);
    for (const file of ['index.html', '_next/static/chunks/app.js', 'manifest.webmanifest']) {
      const original = readFileSync(join(out, file));
      const br = readFileSync(join(out, `${file}.br`));
      const gz = readFileSync(join(out, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(original.length);
    }
    // The same Last-Modified whichever copy is sent.
    const mtime = statSync(join(out, 'index.html')).mtimeMs;
    for (const copy of copies('index.html')) expect(statSync(join(out, copy)).mtimeMs).toBe(mtime);
    expect(copies('card.png')).toEqual([]);
  });

  it('writes no copy that is not smaller, and removes a stale one', () => {
    exportDir();
    writeFileSync(join(out, 'tiny.txt.br'), 'left over from an earlier build');
    precompress(out);
    expect(copies('tiny.txt')).toEqual([]);
  });

  it('refreshes the copies when run again after a file changed, and never compresses a copy', () => {
    exportDir();
    precompress(out);
    writeFileSync(join(out, 'index.html'), page.replace('simple', 'easy'));
    precompress(out);
    expect(brotliDecompressSync(readFileSync(join(out, 'index.html.br'))).toString()).toContain(
      'made easy',
    );
    expect(copies('index.html.br')).toEqual([]);
  });
});
