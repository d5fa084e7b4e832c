/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';

import { afterEach, describe, expect, it } from '@jest/globals';

import {
  deferRuntime,
  isRuntimeChunk,
  loaderScript,
  loaderSources,
  optimiseRuntimeLoading,
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

/** The start-up chunks but the runtime, in Next's order, and the runtime, which runs last. */
const chunks = ['/_next/static/chunks/react.js', '/_next/static/chunks/page.js'];
const runtime = '/_next/static/chunks/turbopack-a.js';
const isRuntime = (chunk: string) => chunk === runtime;

/** A chunk as Turbopack writes it: it queues its modules for the runtime. */
const registering = (name: string) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}"]);`;

describe('deferRuntime', () => {
  it('moves every start-up chunk, in order and the runtime last, into a loader at the end of <body>', () => {
    const { html, sources } = deferRuntime(page, isRuntime);
    expect(sources).toEqual([...chunks, runtime]);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toMatch(/<script data-runtime-loader="">[^<]+<\/script><\/body>/);
    // What stays: the content, the RSC payload and the nomodule polyfill.
    expect(html).toContain('<main>Content</main>');
    expect(html).toContain('self.__next_f');
    expect(html).toContain('noModule=""');
  });

  it('leaves a page it already changed as it is', () => {
    const once = deferRuntime(page, isRuntime);
    const twice = deferRuntime(once.html, isRuntime);
    expect(twice.html).toBe(once.html);
    expect(twice.sources).toEqual([...chunks, runtime]);
  });

  it('refuses a page without Next start-up scripts rather than ship it without a runtime', () => {
    expect(() => deferRuntime('<html><body>static</body></html>', isRuntime)).toThrow(
      /start-up script/,
    );
  });

  it('refuses a page whose runtime it cannot tell apart', () => {
    expect(() => deferRuntime(page, () => false)).toThrow(/0 runtime/);
    expect(() => deferRuntime(page, () => true)).toThrow(/3 runtime and 0 other/);
  });
});

describe('isRuntimeChunk', () => {
  it('tells the runtime from the chunks that register with it', () => {
    expect(isRuntimeChunk(registering('react'))).toBe(false);
    expect(isRuntimeChunk('(()=>{let e;var t,r=globalThis.TURBOPACK;})()')).toBe(true);
  });
});

describe('loaderScript', () => {
  type Element = {
    src?: string;
    href?: string;
    rel?: string;
    onload?: () => void;
    onerror?: () => void;
  };

  /** Runs the loader against a fake document and clock; returns what it did. */
  function runLoader() {
    const appended: Element[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; delay: number }[] = [];
    const parsed: (() => void)[] = [];
    const document = {
      readyState: 'loading',
      addEventListener: (type: string, run: () => void) =>
        type === 'DOMContentLoaded' && parsed.push(run),
      head: { appendChild: (element: Element) => appended.push(element) },
      createElement: (): Element => ({}),
    };
    const body = /<script data-runtime-loader="">([\s\S]*)<\/script>/.exec(
      loaderScript(chunks, runtime),
    )![1]!;
    runInNewContext(body, {
      document,
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void, delay = 0) => timers.push({ run, delay }),
    });
    const scripts = () => appended.flatMap((element) => element.src ?? []);
    const script = (src: string) => appended.find((element) => element.src === src)!;
    const preloads = () => appended.filter((element) => element.rel === 'preload');
    return { parsed, frames, timers, scripts, script, preloads };
  }

  it('inserts the chunks only once the page is parsed and a frame of it painted, the runtime preloaded', () => {
    const { parsed, frames, timers, scripts, preloads } = runLoader();
    expect(scripts()).toEqual([]); // nothing while the page is parsed
    expect(frames).toHaveLength(0); // not even a frame asked for: the rest may paint first
    parsed[0]!(); // the parser has reached the end of the document
    expect(frames).toHaveLength(1);
    frames[0]!(); // the next frame is about to be produced
    expect(scripts()).toEqual([]);
    frames[1]!(); // the second: the first is on screen
    expect(scripts()).toEqual([]);
    const afterPaint = timers.find((timer) => timer.delay === 0)!;
    afterPaint.run();
    expect(scripts()).toEqual(chunks);
    expect(preloads()).toEqual([{ rel: 'preload', as: 'script', href: runtime }]);
  });

  it('inserts the runtime only once every other chunk has run or failed', () => {
    const { timers, scripts, script } = runLoader();
    timers.find((timer) => timer.delay > 0)!.run();
    script(chunks[0]!).onload!();
    expect(scripts()).toEqual(chunks); // the page chunk has not run yet
    script(chunks[1]!).onerror!(); // a chunk that fails to load: the runtime fetches it itself
    expect(scripts()).toEqual([...chunks, runtime]);
  });

  it('still starts in a tab that paints no frame, and never twice', () => {
    const { parsed, frames, timers, scripts, preloads } = runLoader();
    const fallback = timers.find((timer) => timer.delay > 0)!;
    expect(fallback.delay).toBeLessThanOrEqual(3000);
    fallback.run();
    expect(scripts()).toEqual(chunks);
    parsed[0]!();
    frames[0]!();
    frames[1]!();
    timers.filter((timer) => timer.delay === 0).forEach((timer) => timer.run());
    expect(scripts()).toEqual(chunks);
    expect(preloads()).toHaveLength(1);
  });
});

describe('loaderSources', () => {
  it("reads a loader's chunks back in the order they run, and nothing from any other script", () => {
    const body = /<script data-runtime-loader="">([^<]*)<\/script>/.exec(
      loaderScript(chunks, runtime),
    )![1]!;
    expect(loaderSources(body)).toEqual([...chunks, runtime]);
    expect(loaderSources('(self.__next_f=self.__next_f||[]).push([0])')).toBeNull();
  });
});

describe('optimiseRuntimeLoading', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('changes every page of an export and not one file under _next/static', () => {
    outDir = mkdtempSync(join(tmpdir(), 'scoot-runtime-'));
    const files: Record<string, string> = {
      'index.html': page,
      'about/index.html': page.replace('page.js', 'about.js').replace('page.js', 'about.js'),
      '_next/static/chunks/react.js': registering('react'),
      '_next/static/chunks/turbopack-a.js': '(()=>{runtime()})()',
      '_next/static/chunks/page.js': `${registering('home')}\n//# sourceMappingURL=page.js.map`,
      '_next/static/chunks/page.js.map': '{"version":3,"mappings":"AAAA"}',
      '_next/static/chunks/about.js': registering('about'),
      '_next/static/chunks/polyfill.js': 'polyfill()',
      '_next/static/chunks/lazy.js': 'lazy()',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(join(outDir, file), text);
    }

    expect(optimiseRuntimeLoading(outDir)).toEqual({ pages: 2, chunks: 4 });
    const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
    for (const [file, text] of Object.entries(files)) {
      if (file.startsWith('_next/')) expect(read(file)).toBe(text);
    }
    expect(read('about/index.html')).toContain('"/_next/static/chunks/about.js"');
    // The runtime, told apart by its source, is the chunk each loader runs last.
    expect(read('index.html')).toContain(`r="${runtime}"`);

    // A second run (a build step run twice) changes nothing.
    const pages = [read('index.html'), read('about/index.html')];
    expect(optimiseRuntimeLoading(outDir)).toEqual({ pages: 2, chunks: 4 });
    expect([read('index.html'), read('about/index.html')]).toEqual(pages);
  });

  it('stops the build when a page starts a chunk the export does not have', () => {
    outDir = mkdtempSync(join(tmpdir(), 'scoot-runtime-'));
    mkdirSync(join(outDir, '_next/static/chunks'), { recursive: true });
    writeFileSync(join(outDir, 'index.html'), page);
    writeFileSync(join(outDir, '_next/static/chunks/turbopack-a.js'), '(()=>{runtime()})()');
    writeFileSync(join(outDir, '_next/static/chunks/react.js'), registering('react'));
    expect(() => optimiseRuntimeLoading(outDir)).toThrow(
      '/_next/static/chunks/page.js is started by a page but is not in the export',
    );
  });
});
