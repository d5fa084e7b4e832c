/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from '@jest/globals';

import { deferRuntime, optimiseRuntimeLoading } from '@/deploy/runtime-loading.mjs';

/*
 * How the build step refuses a page it cannot read, on pages written here to break it. What it
 * makes of the pages Next really writes is checked on the build (e2e/loading.spec.ts).
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

const runtime = '/_next/static/chunks/webpack-a.js';
const isRuntime = (chunk: string) => chunk === runtime;
/** A chunk as webpack writes it, compile hint first: it queues its modules for the runtime. */
const registering = (name: string, strict = '') =>
  `//# allFunctionsCalledOnLoad\n${strict}(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([["${name}"]]);`;
/** Where the export has the payload's text: only the whole text is a file. */
const payloadUrl = (text: string) => {
  if (text !== payload.join('')) throw new Error('no such payload file');
  return '/page.txt';
};

describe('deferRuntime', () => {
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
