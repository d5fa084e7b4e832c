/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { loaderScript } from '@/deploy/runtime-loading.mjs';
import { checkLinks, cssUrls, pagePath, resolveFile, srcsetUrls } from '@/quality/check-links.mjs';

/** A tiny export: two pages, a stylesheet, a font and an image, some references broken. */
const site: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head><link rel="canonical" href="https://scoot.example"><link rel="stylesheet" href="/_next/static/chunks/a.css"></head><body>' +
    '<a href="/about">ok</a><a href="/about#team">ok fragment</a><a href="/about#nobody">bad fragment</a>' +
    '<a href="/careers">missing page</a><a href="https://scoot.example/about">canonical origin</a>' +
    '<a href="https://x.com/">external</a><a href="mailto:hi@scoot.example">mail</a>' +
    '<img src="/images/a.svg" srcset="/images/a.svg 1x, /images/b.svg 2x" alt="">' +
    loaderScript(['/_next/static/chunks/app.js'], '/_next/static/chunks/gone.js') +
    '</body></html>',
  'about.html':
    '<!doctype html><html><body><h2 id="team">Team</h2><a href="./">home</a></body></html>',
  '_next/static/chunks/a.css':
    '@font-face{src:url(../media/f.woff2) format("woff2")}.x{background:url("/images/gone.png")}',
  '_next/static/media/f.woff2': 'font',
  '_next/static/chunks/app.js': 'app()',
  'images/a.svg': '<svg/>',
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

describe('the link check of out/', () => {
  it('maps files to the paths the servers answer', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('about.html')).toBe('/about');
    expect(resolveFile(outDir, '/about')).toBe('about.html');
    expect(resolveFile(outDir, '/images/a.svg')).toBe('images/a.svg');
    expect(resolveFile(outDir, '/nothing')).toBeNull();
    expect(resolveFile(outDir, '/%E0%A4%A')).toBeNull();
  });

  it('reads url() in CSS and every candidate of a srcset', () => {
    expect(cssUrls('a{b:url(x.png)} c{d:url("y.svg")} e{f:url( \'z.woff2\' )}')).toEqual([
      'x.png',
      'y.svg',
      'z.woff2',
    ]);
    expect(srcsetUrls('/a.svg 1x, /b.svg 2x')).toEqual(['/a.svg', '/b.svg']);
  });

  it('reports each broken reference, and only those', () => {
    const { broken, external } = checkLinks(outDir);
    expect(broken).toHaveLength(5);
    expect(broken.join('\n')).toMatch(
      /\/about#nobody → about\.html has no element with id "nobody"/,
    );
    expect(broken.join('\n')).toMatch(/\/careers → nothing in out\//);
    expect(broken.join('\n')).toMatch(/\/images\/b\.svg → nothing in out\//);
    expect(broken.join('\n')).toMatch(/a\.css url\(\): \/images\/gone\.png/);
    // The chunks the runtime loader would insert, its runtime too, are checked like <script src>.
    expect(broken.join('\n')).toMatch(/runtime-loader.*gone\.js|gone\.js.*runtime-loader/);
    expect(external).toEqual(['https://x.com']);
  });
});
