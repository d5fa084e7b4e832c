/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from '@jest/globals';

import {
  deferRuntime,
  loaderPayload,
  loaderSources,
  optimiseRuntimeLoading,
} from '@/deploy/runtime-loading.mjs';

/*
 * What the build step leaves in the export: each page starts Next's chunks and fetches its
 * RSC payload from one loader at the end of <body>, the runtime last, and no file under
 * _next/static changes.
 */

/** The RSC payload of the test page, in two parts as Next may split it. */
const payload = ['0:{"b":"build"}\n', '1:["$","main",null,{"children":"Content"}]\n'];
const payloadScripts = payload
  .map((part) => `<script>self.__next_f.push(${JSON.stringify([1, part])})</script>`)
  .join('');

/**
 * A page as Next writes it: start-up chunks in <head>, the page chunk and its preload, the
 * payload's start and its text at the end of <body>.
 */
const page =
  '<!DOCTYPE html><html><head>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/app/%5Balias%5D/page.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
  '</head><body><main>Content</main>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<script src="/_next/static/chunks/webpack-a.js" id="_R_" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  payloadScripts +
  '</body></html>';

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
/** Where the export has the payload's text: only the whole text is a file. */
const payloadUrl = (text: string) => {
  if (text !== payload.join('')) throw new Error('no such payload file');
  return '/page.txt';
};

describe('deferRuntime', () => {
  it('moves every start-up chunk and the payload behind one loader at the end of <body>', () => {
    const deferred = deferRuntime(page, isRuntime, payloadUrl);
    const { html, sources } = deferred;
    expect(sources).toEqual([...chunks, runtime]);
    expect(loaderSources(loaderText(html)!)).toEqual(sources);
    expect(loaderPayload(loaderText(html)!)).toBe('/page.txt');
    expect(html).not.toMatch(/<script src="[^"]+" async="">|rel="preload" as="script"/);
    expect(html).not.toContain('self.__next_f.push([1');
    // What stays: the content, the payload stream's start and the nomodule polyfill.
    const kept = ['<main>Content</main>', '(self.__next_f=self.__next_f||[]).push([0])'];
    for (const text of [...kept, 'noModule=""']) expect(html).toContain(text);
    expect(deferRuntime(html, isRuntime, payloadUrl)).toEqual(deferred);
  });

  const binary = page.replace('</body>', '<script>self.__next_f.push([3,"AAEC"])</script></body>');
  it.each([
    ['without start-up scripts', '<html><body>static</body></html>', isRuntime, /start-up script/],
    ['without a runtime', page, () => false, /0 runtime/],
    ['with no chunk but runtimes', page, () => true, /4 runtime and 0 other/],
    ['without an inline payload', page.replace(payloadScripts, ''), isRuntime, /no inline RSC/],
    ['with a payload part that is not text', binary, isRuntime, /a part of kind 3, not text/],
    [
      'whose payload is in no file',
      page.replace(payloadScripts, payloadScripts.replace('Content', 'Other')),
      isRuntime,
      /no such/,
    ],
  ])('refuses a page %s rather than ship it unable to start', (_, html, which, error) => {
    expect(() => deferRuntime(html, which, payloadUrl)).toThrow(error);
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
    const about = page.replaceAll('/chunks/page.js', '/chunks/about.js');
    const files: Record<string, string> = {
      'index.html': page,
      'index.txt': payload.join(''),
      'about/index.html': about.replaceAll('Content', 'About'),
      'about/index.txt': payload.join('').replace('Content', 'About'),
      // Next's 404.html is a copy of _not-found.html; only the latter has a .txt.
      '404.html': page.replaceAll('Content', 'Not found'),
      '_not-found.txt': payload.join('').replace('Content', 'Not found'),
      // Next's per-segment copy of the same text, for its prefetches: never the one fetched.
      '_not-found/__next._full.txt': payload.join('').replace('Content', 'Not found'),
      '_next/static/chunks/react.js': registering('react'),
      '_next/static/chunks/webpack-a.js': '//# allFunctionsCalledOnLoad\n(()=>{runtime()})()',
      '_next/static/chunks/app/[alias]/page.js': registering('alias', '"use strict";'),
      '_next/static/chunks/page.js': `${registering('home')}\n//# sourceMappingURL=page.js.map`,
      '_next/static/chunks/page.js.map': '{"version":3,"mappings":"AAAA"}',
      '_next/static/chunks/about.js': registering('about'),
      '_next/static/chunks/polyfill.js': 'polyfill()',
    };
    exportWith(files);
    expect(optimiseRuntimeLoading(outDir)).toEqual({ pages: 3, chunks: 5 });
    const names = ['index.html', 'about/index.html', '404.html'];
    const pages = names.map(read);
    const aboutChunks = [...chunks.slice(0, 2), '/_next/static/chunks/about.js', runtime];
    expect(loaderSources(loaderText(pages[1]!)!)).toEqual(aboutChunks);
    expect(pages.map((html) => loaderPayload(loaderText(html)!))).toEqual([
      '/index.txt',
      '/about/index.txt',
      '/_not-found.txt',
    ]);
    expect(optimiseRuntimeLoading(outDir)).toEqual({ pages: 3, chunks: 5 });
    expect(names.map(read)).toEqual(pages);
    for (const [file, text] of Object.entries(files))
      if (!file.endsWith('.html')) expect(read(file)).toBe(text);
  });

  it('stops the build when a page starts a chunk the export does not have', () => {
    exportWith({
      'index.html': page,
      'index.txt': payload.join(''),
      '_next/static/chunks/webpack-a.js': '(()=>{runtime()})()',
      '_next/static/chunks/react.js': registering('react'),
      '_next/static/chunks/app/[alias]/page.js': registering('alias'),
    });
    expect(() => optimiseRuntimeLoading(outDir)).toThrow(
      '/_next/static/chunks/page.js is started by a page but is not in the export',
    );
  });

  it('stops the build when no .txt of the export has a page payload', () => {
    exportWith({
      'index.html': page,
      'index.txt': 'an older payload',
      '_next/static/chunks/webpack-a.js': '(()=>{runtime()})()',
      '_next/static/chunks/react.js': registering('react'),
      '_next/static/chunks/app/[alias]/page.js': registering('alias'),
      '_next/static/chunks/page.js': registering('home'),
    });
    expect(() => optimiseRuntimeLoading(outDir)).toThrow('index.html: no .txt in the export');
  });
});
