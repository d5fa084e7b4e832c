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

import { isText, precompress, textFiles } from '@/deploy/precompress.mjs';

const page = `<!DOCTYPE html><html><body>${'<p>Scooter sharing made simple.</p>'.repeat(200)}</body></html>`;
const script = `self.x=${JSON.stringify('react '.repeat(500))};`;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A small export: text files of every kind, a binary and a file too small to compress. */
function exportDir() {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, '_next', 'static', 'chunks'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, '_next', 'static', 'chunks', 'app.js'), script);
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Scoot '.repeat(40) }));
  writeFileSync(join(dir, 'tiny.txt'), 'ok');
  writeFileSync(join(dir, 'card.png'), Buffer.alloc(4000, 7));
  const old = new Date('2026-01-02T03:04:05Z');
  utimesSync(join(dir, 'index.html'), old, old);
  return dir;
}

describe('isText', () => {
  it('takes the export’s text formats and leaves binaries and the copies alone', () => {
    for (const name of [
      'a.html',
      'a.js',
      'a.css',
      'a.svg',
      'a.json',
      'a.xml',
      'a.txt',
      'm.webmanifest',
    ])
      expect(isText(name)).toBe(true);
    for (const name of ['a.png', 'a.woff2', 'a.html.br', 'a.js.gz', 'LICENSES.md'])
      expect(isText(name)).toBe(false);
  });
});

describe('precompress', () => {
  it('writes a .br and a .gz that decompress to the file, for every text file', () => {
    const out = exportDir();
    const result = precompress(out);
    for (const file of ['index.html', '_next/static/chunks/app.js', 'manifest.webmanifest']) {
      const original = readFileSync(join(out, file));
      const br = readFileSync(join(out, `${file}.br`));
      const gz = readFileSync(join(out, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      // Highest levels: brotli 11 beats gzip 9 on text, and both beat the file.
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(original.length);
    }
    expect(existsSync(join(out, 'card.png.br'))).toBe(false);
    expect(existsSync(join(out, 'card.png.gz'))).toBe(false);
    expect(result.files).toBe(4);
    expect(result.written.br.files).toBe(3);
  });

  it('writes no copy that is not smaller, and removes a stale one', () => {
    const out = exportDir();
    writeFileSync(join(out, 'tiny.txt.br'), 'left over from an earlier build');
    precompress(out);
    expect(existsSync(join(out, 'tiny.txt.br'))).toBe(false);
    expect(existsSync(join(out, 'tiny.txt.gz'))).toBe(false);
  });

  it('gives each copy its file’s modification time (the same Last-Modified)', () => {
    const out = exportDir();
    precompress(out);
    const mtime = statSync(join(out, 'index.html')).mtimeMs;
    expect(statSync(join(out, 'index.html.br')).mtimeMs).toBe(mtime);
    expect(statSync(join(out, 'index.html.gz')).mtimeMs).toBe(mtime);
  });

  it('refreshes the copies when run again after a file changed, and never compresses a copy', () => {
    const out = exportDir();
    precompress(out);
    writeFileSync(join(out, 'index.html'), page.replace('simple', 'easy'));
    precompress(out);
    expect(brotliDecompressSync(readFileSync(join(out, 'index.html.br'))).toString()).toContain(
      'made easy',
    );
    expect(textFiles(out).some((file) => /\.(br|gz)$/.test(file))).toBe(false);
    expect(existsSync(join(out, 'index.html.br.br'))).toBe(false);
  });
});
