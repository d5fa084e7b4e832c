/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { loaderScript } from '@/deploy/runtime-loading.mjs';

/** A tiny export: two pages, a stylesheet, a font and an image, some references broken. */
const site: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head><link rel="canonical" href="https://scoot.example"><link rel="stylesheet" href="/_next/static/chunks/a.css"></head><body>' +
    '<a href="/about">ok</a><a href="/about#team">ok fragment</a><a href="/about#nobody">bad fragment</a>' +
    '<a href="/careers">missing page</a><a href="https://scoot.example/about">canonical origin</a>' +
    '<a href="https://scoot.example/press">canonical origin, missing</a>' +
    '<a href="https://x.com/">external</a><a href="mailto:hi@scoot.example">mail</a>' +
    '<img src="/images/a.svg" srcset="/images/a.svg 1x, /images/b.svg 2x" alt="">' +
    loaderScript(['/_next/static/chunks/app.js'], '/_next/static/chunks/gone.js') +
    '</body></html>',
  // The payload folder Next writes beside about.html: /about is still the page.
  'about/__next._tree.txt': 'tree',
  'about.html':
    '<!doctype html><html><body><h2 id="team">Team</h2><a href="./">home</a></body></html>',
  '_next/static/chunks/a.css':
    '@font-face{src:url(../media/f.woff2) format("woff2")}.x{background:url("/images/gone.png")}',
  '_next/static/media/f.woff2': 'font',
  '_next/static/chunks/app.js': 'app()',
  'images/a.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

let outDir = '';

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'scoot-links-'));
  for (const [file, text] of Object.entries(site)) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), text);
  }
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the link check of out/ (quality/check-links.mjs, linkinator)', () => {
  it('fails on each broken reference, and only those', () => {
    const result = spawnSync(process.execPath, ['quality/check-links.mjs', outDir], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => line.startsWith('  - '));
    const broken = lines.map((line) => line.slice(4).split(':')[0]).sort();
    expect(broken).toEqual([
      '/_next/static/chunks/gone.js', // the runtime the loader inserts, like a <script src>
      '/about#nobody',
      '/careers',
      '/images/b.svg',
      '/images/gone.png', // url() in the stylesheet
      '/press', // on the site's own origin, so checked in the export
    ]);
    expect(result.stderr).toMatch(/#nobody.*not found/);
  }, 30_000);
});
