/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';

import { afterEach, describe, expect, it } from '@jest/globals';

import {
  COMPILE_HINT,
  deferRuntime,
  loaderScript,
  loaderSources,
  optimiseRuntimeLoading,
  shiftSourceMap,
  withCompileHint,
} from '@/deploy/runtime-loading.mjs';

/** A page as Next writes it: start-up chunks in <head>, the page chunk and its preload. */
const page =
  '<!DOCTYPE html><html><head>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-a.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
  '</head><body><main>Content</main>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

const chunks = [
  '/_next/static/chunks/react.js',
  '/_next/static/chunks/turbopack-a.js',
  '/_next/static/chunks/page.js',
];

describe('deferRuntime', () => {
  it('moves every start-up chunk, in order, into a loader at the end of <body>', () => {
    const { html, sources } = deferRuntime(page);
    expect(sources).toEqual(chunks);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toMatch(/<script data-runtime-loader="">[^<]+<\/script><\/body>/);
    // What stays: the content, the RSC payload and the nomodule polyfill.
    expect(html).toContain('<main>Content</main>');
    expect(html).toContain('self.__next_f');
    expect(html).toContain('noModule=""');
  });

  it('leaves a page it already changed as it is', () => {
    const once = deferRuntime(page);
    const twice = deferRuntime(once.html);
    expect(twice.html).toBe(once.html);
    expect(twice.sources).toEqual(chunks);
  });

  it('refuses a page without Next start-up scripts rather than ship it without a runtime', () => {
    expect(() => deferRuntime('<html><body>static</body></html>')).toThrow(/start-up script/);
  });
});

describe('loaderScript', () => {
  /** Runs the loader against a fake document and clock; returns what it did. */
  function runLoader(sources: string[]) {
    const appended: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; delay: number }[] = [];
    const document = {
      head: { appendChild: (element: { src: string }) => appended.push(element.src) },
      createElement: () => ({ src: '' }),
    };
    const body = /<script data-runtime-loader="">([\s\S]*)<\/script>/.exec(
      loaderScript(sources),
    )![1]!;
    runInNewContext(body, {
      document,
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void, delay = 0) => timers.push({ run, delay }),
    });
    return { appended, frames, timers };
  }

  it('inserts the chunks only after the first frame has been painted', () => {
    const { appended, frames, timers } = runLoader(chunks);
    expect(appended).toEqual([]); // nothing while the page is parsed
    expect(frames).toHaveLength(1);
    frames[0]!(); // the first frame is about to be produced
    expect(appended).toEqual([]);
    frames[1]!(); // the second: the first is on screen
    expect(appended).toEqual([]);
    const afterPaint = timers.find((timer) => timer.delay === 0)!;
    afterPaint.run();
    expect(appended).toEqual(chunks);
  });

  it('still starts in a tab that paints no frame, and never twice', () => {
    const { appended, frames, timers } = runLoader(chunks);
    const fallback = timers.find((timer) => timer.delay > 0)!;
    expect(fallback.delay).toBeLessThanOrEqual(3000);
    fallback.run();
    expect(appended).toEqual(chunks);
    frames[0]!();
    frames[1]!();
    timers.filter((timer) => timer.delay === 0).forEach((timer) => timer.run());
    expect(appended).toEqual(chunks);
  });
});

describe('loaderSources', () => {
  it("reads a loader's chunks back, and nothing from any other script", () => {
    const body = /<script data-runtime-loader="">([^<]*)<\/script>/.exec(loaderScript(chunks))![1]!;
    expect(loaderSources(body)).toEqual(chunks);
    expect(loaderSources('(self.__next_f=self.__next_f||[]).push([0])')).toBeNull();
  });
});

describe('compile hint', () => {
  it('goes on the first line once', () => {
    const hinted = withCompileHint('(()=>{})();')!;
    expect(hinted.split('\n')[0]).toBe(COMPILE_HINT);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(withCompileHint(hinted)).toBeNull();
  });

  it('moves a source map down by the added line', () => {
    const map = JSON.parse(shiftSourceMap('{"version":3,"mappings":"AAAA,CAAC;AACA"}'));
    expect(map.mappings).toBe(';AAAA,CAAC;AACA');
  });
});

describe('optimiseRuntimeLoading', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('changes every page of an export and marks exactly the chunks they start', () => {
    outDir = mkdtempSync(join(tmpdir(), 'scoot-runtime-'));
    const files: Record<string, string> = {
      'index.html': page,
      'about/index.html': page.replace('page.js', 'about.js').replace('page.js', 'about.js'),
      '_next/static/chunks/react.js': 'react()',
      '_next/static/chunks/turbopack-a.js': 'runtime()',
      '_next/static/chunks/page.js': 'home()\n//# sourceMappingURL=page.js.map',
      '_next/static/chunks/page.js.map': '{"version":3,"mappings":"AAAA"}',
      '_next/static/chunks/about.js': 'about()',
      '_next/static/chunks/polyfill.js': 'polyfill()',
      '_next/static/chunks/lazy.js': 'lazy()',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(join(outDir, file), text);
    }

    expect(optimiseRuntimeLoading(outDir)).toEqual({ pages: 2, chunks: 4, marked: 4 });
    const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
    for (const chunk of ['react', 'turbopack-a', 'page', 'about']) {
      expect(read(`_next/static/chunks/${chunk}.js`).startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    }
    // Chunks no page starts at load are left to V8's own judgement.
    expect(read('_next/static/chunks/polyfill.js')).toBe('polyfill()');
    expect(read('_next/static/chunks/lazy.js')).toBe('lazy()');
    expect(JSON.parse(read('_next/static/chunks/page.js.map')).mappings).toBe(';AAAA');
    expect(read('about/index.html')).toContain('"/_next/static/chunks/about.js"');

    // A second run (a build step run twice) changes nothing.
    expect(optimiseRuntimeLoading(outDir)).toEqual({ pages: 2, chunks: 4, marked: 0 });
    expect(JSON.parse(read('_next/static/chunks/page.js.map')).mappings).toBe(';AAAA');
  });
});
