/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from '@jest/globals';

import { deferRuntime, loaderSources, optimiseRuntimeLoading } from '@/deploy/runtime-loading.mjs';

/*
 * What the build step leaves in the export: each page starts Next's chunks from one loader at
 * the end of <body>, the runtime last, and no file under _next/static changes.
 */

/** A page as Next writes it: start-up chunks in <head>, the page chunk and its preload. */
const page =
  '<!DOCTYPE html><html><head>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/app/%5Balias%5D/page.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
  '</head><body><main>Content</main>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<script src="/_next/static/chunks/webpack-a.js" id="_R_" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

const chunks = [
  '/_next/static/chunks/react.js',
  '/_next/static/chunks/app/%5Balias%5D/page.js',
  '/_next/static/chunks/page.js',
];
const runtime = '/_next/static/chunks/webpack-a.js';
const isRuntime = (chunk: string) => chunk === runtime;
/** A chunk as webpack writes it, compile hint first: it queues its modules for the runtime. */
const registering = (name: string, strict = '') =>
  `//# allFunctionsCalledOnLoad\n${strict}(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([["${name}"]]);`;
const loaderText = (html: string) =>
  /<script data-runtime-loader="">([^<]*)<\/script><\/body>/.exec(html)?.[1];

describe('deferRuntime', () => {
  it('moves every start-up chunk into one loader at the end of <body>, the runtime last', () => {
    const { html, sources } = deferRuntime(page, isRuntime);
    expect(sources).toEqual([...chunks, runtime]);
    expect(loaderSources(loaderText(html)!)).toEqual(sources);
    expect(html).not.toMatch(/<script src="[^"]+" async="">|rel="preload" as="script"/);
    // What stays: the content, the RSC payload and the nomodule polyfill.
    for (const kept of ['<main>Content</main>', 'self.__next_f', 'noModule=""'])
      expect(html).toContain(kept);
    expect(deferRuntime(html, isRuntime)).toEqual({ html, sources });
  });

  it.each([
    ['without start-up scripts', '<html><body>static</body></html>', isRuntime, /start-up script/],
    ['without a runtime', page, () => false, /0 runtime/],
    ['with no chunk but runtimes', page, () => true, /4 runtime and 0 other/],
  ])('refuses a page %s rather than ship it unable to start', (_, html, which, error) => {
    expect(() => deferRuntime(html, which)).toThrow(error);
  });
});

describe('optimiseRuntimeLoading (the build step over out/)', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));
  const exportWith = (files: Record<string, string>) => {
    outDir = mkdtempSync(join(tmpdir(), 'scoot-runtime-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(join(outDir, file), text);
    }
  };
  const read = (file: string) => readFileSync(join(outDir, file), 'utf8');

  it('changes every page, the same on a second run, and not one file under _next/static', () => {
    const files: Record<string, string> = {
      'index.html': page,
      'about/index.html': page.replaceAll('/chunks/page.js', '/chunks/about.js'),
      '_next/static/chunks/react.js': registering('react'),
      '_next/static/chunks/webpack-a.js': '//# allFunctionsCalledOnLoad\n(()=>{runtime()})()',
      '_next/static/chunks/app/[alias]/page.js': registering('alias', '"use strict";'),
      '_next/static/chunks/page.js': `${registering('home')}\n//# sourceMappingURL=page.js.map`,
      '_next/static/chunks/page.js.map': '{"version":3,"mappings":"AAAA"}',
      '_next/static/chunks/about.js': registering('about'),
      '_next/static/chunks/polyfill.js': 'polyfill()',
    };
    exportWith(files);
    expect(optimiseRuntimeLoading(outDir)).toEqual({ pages: 2, chunks: 5 });
    const pages = [read('index.html'), read('about/index.html')];
    const about = [...chunks.slice(0, 2), '/_next/static/chunks/about.js', runtime];
    expect(loaderSources(loaderText(pages[1]!)!)).toEqual(about);
    expect(optimiseRuntimeLoading(outDir)).toEqual({ pages: 2, chunks: 5 });
    expect([read('index.html'), read('about/index.html')]).toEqual(pages);
    for (const [file, text] of Object.entries(files))
      if (file.startsWith('_next/')) expect(read(file)).toBe(text);
  });

  it('stops the build when a page starts a chunk the export does not have', () => {
    exportWith({
      'index.html': page,
      '_next/static/chunks/webpack-a.js': '(()=>{runtime()})()',
      '_next/static/chunks/react.js': registering('react'),
      '_next/static/chunks/app/[alias]/page.js': registering('alias'),
    });
    expect(() => optimiseRuntimeLoading(outDir)).toThrow(
      '/_next/static/chunks/page.js is started by a page but is not in the export',
    );
  });
});
