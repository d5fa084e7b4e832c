/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { afterEach, describe, expect, it } from '@jest/globals';

import { staticDifferences } from '@/deploy/verify-static.mjs';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Next's output and the export's copy of it, compared. */
function compare(
  written: Record<string, string | Buffer>,
  exported: Record<string, string | Buffer>,
) {
  root = mkdtempSync(join(tmpdir(), 'scoot-static-'));
  for (const [tree, files] of [
    ['next', written],
    ['out', exported],
  ] as const)
    for (const [file, data] of Object.entries(files)) {
      mkdirSync(dirname(join(root, tree, file)), { recursive: true });
      writeFileSync(join(root, tree, file), data);
    }
  return staticDifferences(join(root, 'next'), join(root, 'out'));
}

const chunk = '(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([["a"]]);';
const edited = `//# allFunctionsCalledOnLoad\n${chunk}`;

describe('staticDifferences (no build step changes a file Next named after its content)', () => {
  it('passes byte-identical files and compressed copies that decompress to them', () => {
    const written = { 'chunks/a.js': chunk, 'media/font.woff2': 'font' };
    const zip = { 'chunks/a.js.br': brotliCompressSync(chunk), 'chunks/a.js.gz': gzipSync(chunk) };
    expect(compare(written, { ...written, ...zip })).toEqual({ checked: 4, problems: [] });
  });

  it.each([
    [
      'a chunk edited in place, and its copy',
      { 'chunks/a.js': edited, 'chunks/a.js.br': brotliCompressSync(edited) },
      [
        'chunks/a.js differs from what next build wrote',
        'chunks/a.js.br does not decompress to what next build wrote',
      ],
    ],
    [
      'a file Next did not write, and one it wrote that is missing',
      { 'chunks/b.js': chunk },
      ["chunks/b.js is not in next build's output", 'chunks/a.js is missing from the export'],
    ],
  ])('fails %s', (_, exported, problems) => {
    expect(compare({ 'chunks/a.js': chunk }, exported).problems).toEqual(problems);
  });
});
