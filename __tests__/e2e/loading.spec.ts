import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runInNewContext } from 'node:vm';

import type { Page } from '@playwright/test';

import { htmlFiles } from '../../deploy/export-files.mjs';
import { RUNTIME_CHUNKS } from '../../lib/fontLoading';
import { SAVE_DATA } from '../../lib/speculationRules';
import { expect, holdScripts, hydrate, NOT_FOUND, pages, test } from './fixtures';

/**
 * The page paints and reads its HTML first, then asks for the fonts; Next's runtime (served
 * as built) and the page's RSC payload (the route's .txt, no longer inline) come only on the
 * visitor's first interaction.
 */

/** What `next build` wrote under a /_next/static/ URL, from .next/static. */
const nextOutput = (url: string) =>
  readFileSync(
    join(process.cwd(), '.next', decodeURIComponent(new URL(url).pathname.slice('/_next/'.length))),
  );

/*
 * deploy/runtime-loading.mjs reads Next's pages by their shape (the start-up scripts, the
 * `self.__next_f` pushes, the `webpackChunk_N_E` queue). This checks what it made of the pages
 * `next build` wrote (.next/server/app) by other means than its own: every script a page of
 * Next starts, the loader starts; the inline scripts, run, push the text of the .txt the
 * loader fetches; the chunks, run, queue their modules for webpack's runtime, which comes
 * last; and nothing else of the page changed. A Next release that writes its pages otherwise
 * fails here (`npm run check:next` runs it on the newest Next 16) even when the build step
 * finds nothing to refuse.
 */
const outDir = join(process.cwd(), 'out');
const readOut = (path: string) =>
  readFileSync(join(outDir, ...decodeURIComponent(path).split('/')));
/** Next's own page of an exported file: about.html, or _not-found.html for 404.html. */
const nextPage = (file: string) =>
  readFileSync(
    join(process.cwd(), '.next', 'server', 'app', file === '404.html' ? '_not-found.html' : file),
    'utf8',
  );
/** A page's script elements: `src` for a file, `text` for an inline one. */
const scripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = '', text]) => ({
    src: /\bsrc="([^"]+)"/.exec(attributes)?.[1],
    noModule: attributes.includes('noModule'),
    text: text!,
  }));
const sourcesOf = (html: string, noModule: boolean) =>
  scripts(html).flatMap((script) => (script.src && script.noModule === noModule ? script.src : []));
/** What a page's inline scripts push onto `self.__next_f`, run as a browser runs them. */
const nextPushes = (html: string) => {
  const self: { __next_f?: unknown[] } = {};
  for (const { src, text } of scripts(html))
    if (!src && /^\(?self\.__next_f/.test(text)) runInNewContext(text, { self });
  return self.__next_f ?? [];
};
/** The page without scripts, script preloads and its CSP: its content, styles and metadata. */
const withoutScripts = (html: string) =>
  html.replace(
    /<script\b[^>]*>[\s\S]*?<\/script>|<link rel="preload" as="script"[^>]*>|<meta http-equiv="Content-Security-Policy"[^>]*>/g,
    '',
  );

test("each of Next's pages starts its scripts and payload from the loader, the runtime last", () => {
  test.skip(test.info().project.name !== 'desktop', 'reads files: once is enough');
  const files = htmlFiles(outDir).map((path) => relative(outDir, path));
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    const [next, built] = [nextPage(file), readOut(file).toString()];
    const loader = /var s=(\[[^\]]*\]),r=("[^"]*"),p=("[^"]*")/.exec(built);
    expect(loader, `${file} has a runtime loader`).not.toBeNull();
    const [chunks, runtime, payload] = loader!.slice(1).map((json) => JSON.parse(json!));
    // Every script Next's page starts, the loader starts, once; only the nomodule ones stay.
    const started = sourcesOf(next, false);
    expect([...chunks, runtime].toSorted(), file).toEqual(started.toSorted());
    expect(sourcesOf(built, false), file).toEqual([]);
    expect(sourcesOf(built, true), file).toEqual(sourcesOf(next, true));
    // The others queue their modules for webpack's runtime, which the loader starts last.
    expect(runtime, file).toMatch(/\/webpack-[0-9a-f]+\.js$/);
    for (const chunk of chunks) {
      const self: { webpackChunk_N_E?: unknown[] } = {};
      runInNewContext(readOut(chunk).toString(), { self });
      expect(self.webpackChunk_N_E, `${chunk} queues its modules`).toHaveLength(1);
    }
    // Next's inline payload is its stream's start and text: the text of the .txt fetched...
    const [start, ...parts] = nextPushes(next);
    expect(start, file).toEqual([0]);
    expect(parts.length, file).toBeGreaterThan(0);
    for (const part of parts) expect(part, file).toEqual([1, expect.any(String)]);
    const text = (parts as [1, string][]).map(([, part]) => part).join('');
    expect(readOut(payload).toString() === text, `${file}: ${payload} has its payload`).toBe(true);
    // ...of which the page keeps the start only; and nothing else of the page changed.
    expect(nextPushes(built), file).toEqual([[0]]);
    const unchanged = withoutScripts(built) === withoutScripts(next);
    expect(unchanged, `${file}: all but scripts as Next wrote it`).toBe(true);
  }
});

type Request = { url: string; requestedAt: number };
const requests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, requestedAt: entry.startTime })),
  );
const isChunk = ({ url }: Request) => /\/_next\/static\/chunks\/.+\.js$/.test(url);
const isPayload = ({ url }: Request) => new URL(url).pathname.endsWith('.txt');

for (const path of [...pages, NOT_FOUND]) {
  test(`${path} requests the fonts once painted and parsed, the runtime on the first interaction`, async ({
    page,
    request,
    problems,
  }) => {
    problems.forgiven.push(/status of 404/);
    const response = await page.goto(path);
    const html = await response!.text();
    // Next's start-up scripts, their preloads and the payload's text are gone from the HTML...
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    expect(html).not.toContain('self.__next_f.push([1,');
    // ...and nothing asks for them while the visitor only looks: the network falls idle, and
    // the fonts have been asked for (on a busy machine the first paint, which they wait for,
    // may come after the network has been idle a while).
    await page.waitForLoadState('networkidle');
    const fontsIn = (loaded: Request[]) => loaded.filter(({ url }) => url.endsWith('.woff2'));
    await expect
      .poll(async () => fontsIn(await requests(page)).length, { message: 'the fonts requested' })
      .toBeGreaterThan(0);
    const loaded = await requests(page);
    // The fonts wait for the first content on screen and the whole HTML parsed.
    const { paintedAt, parsedAt } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      parsedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domContentLoadedEventEnd,
    }));
    for (const { url, requestedAt } of fontsIn(loaded)) {
      expect(requestedAt, `${url} after the first content's paint`).toBeGreaterThanOrEqual(
        paintedAt,
      );
      expect(requestedAt, `${url} after the parse`).toBeGreaterThanOrEqual(parsedAt);
    }
    expect(loaded.filter(isChunk), 'no runtime before an interaction').toEqual([]);
    expect(loaded.filter(isPayload), 'no payload before an interaction').toEqual([]);
    // The first interaction starts it: every chunk as Next wrote it, byte for byte.
    const interactedAt = await page.evaluate(() => performance.now());
    await hydrate(page);
    const chunks = (await requests(page)).filter(isChunk);
    expect(chunks.length).toBeGreaterThan(0);
    for (const { url, requestedAt } of chunks) {
      expect(requestedAt, url).toBeGreaterThanOrEqual(interactedAt);
      const body = await (await request.get(url)).body();
      expect(body.equals(nextOutput(url)), `${url} is byte-identical to Next's output`).toBe(true);
    }
    // ...with the payload Next wrote for the route, which the page hydrated from.
    const payloads = (await requests(page)).filter(isPayload);
    expect(payloads).toHaveLength(1);
    expect(payloads[0]!.requestedAt).toBeGreaterThanOrEqual(interactedAt);
    // The page's CSS is inline: no stylesheet request holds the first paint back.
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator('head style').count()).toBeGreaterThan(0);
  });
}

test('fonts that arrive while React starts are switched on once it has hydrated', async ({
  page,
}) => {
  // The order in which <html> gets its two marks.
  await page.addInitScript(() => {
    const marks: string[] = [];
    (window as unknown as { marks: string[] }).marks = marks;
    new MutationObserver((records) => {
      for (const { attributeName } of records) if (attributeName) marks.push(attributeName);
    }).observe(document, { attributes: true, subtree: true });
  });
  let releaseFonts = () => {};
  const fontGate = new Promise<void>((resolve) => (releaseFonts = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await fontGate;
    await route.continue();
  });
  const scripts = await holdScripts(page);
  const fontRequested = page.waitForRequest(/\.woff2$/);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await fontRequested;
  // The first interaction starts the runtime: its chunks are in the page, and held.
  await page.keyboard.press('Shift');
  await expect.poll(scripts.held, { message: 'script chunks held back' }).toBeGreaterThan(0);
  const fontsLoaded = page.evaluate(() => document.fonts.ready.then(() => document.fonts.size));
  releaseFonts();
  await fontsLoaded;
  // Loaded, and not switched on while React has yet to start (well within the 3 s fallback)...
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  expect(await page.locator('html[data-fonts]').count()).toBe(0);
  // ...but once it has hydrated.
  scripts.release();
  await page.locator('html[data-fonts]').waitFor({ state: 'attached' });
  const marks = await page.evaluate(() => (window as unknown as { marks: string[] }).marks);
  expect(marks.filter((mark) => /^data-(hydrated|fonts)$/.test(mark))).toEqual([
    'data-hydrated',
    'data-fonts',
  ]);
});

type Insertion = { src: string; queued: number | null };

test('the runtime chunk is fetched once, ahead, and runs after every other start-up chunk', async ({
  page,
}) => {
  // Each chunk as inserted, and how many had queued modules for webpack's runtime by then.
  await page.addInitScript(() => {
    const inserted: Insertion[] = [];
    (window as unknown as { inserted: typeof inserted }).inserted = inserted;
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (!(node instanceof HTMLScriptElement) || node.noModule || !node.src) continue;
        const queue = (globalThis as unknown as { webpackChunk_N_E?: unknown }).webpackChunk_N_E;
        inserted.push({ src: node.src, queued: Array.isArray(queue) ? queue.length : null });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/careers');
  await hydrate(page);
  const { inserted, preloaded, fetches } = await page.evaluate(() => {
    const preloaded = [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'),
    ].map((link) => link.href);
    return {
      inserted: (window as unknown as { inserted: Insertion[] }).inserted,
      preloaded,
      fetches: performance.getEntriesByType('resource').map((entry) => entry.name),
    };
  });
  // The runtime is preloaded with the other chunks, and that one download serves it.
  expect(preloaded).toHaveLength(1);
  const runtime = preloaded[0]!;
  expect(fetches.filter((url) => url === runtime)).toHaveLength(1);
  // Inserted after the others queued their modules: the app starts in the runtime's own task.
  const at = inserted.findIndex(({ src }) => src === runtime);
  expect(at).toBeGreaterThan(0);
  expect(inserted[at]).toEqual({ src: runtime, queued: at });
  expect(inserted.filter(({ src }) => src === runtime)).toHaveLength(1);
});

test('without its payload the page stays as it is, and the next interaction starts it', async ({
  page,
  problems,
}) => {
  problems.forgiven.push(/status of 503/);
  let refused = 0;
  await page.route(/\.txt$/, (route) => {
    refused += 1;
    return route.fulfill({ status: 503, body: 'Service Unavailable' });
  });
  await page.goto('/about');
  const content = await page.locator('main').innerText();
  const refusal = page.waitForResponse((response) => response.url().endsWith('.txt'));
  await page.keyboard.press('Shift');
  expect((await refusal).status()).toBe(503);
  // Every other chunk runs, queueing its modules; the runtime, which would start the app with
  // no payload to hydrate from, is not inserted.
  await page.waitForFunction((selector) => {
    const queue = (globalThis as unknown as { webpackChunk_N_E?: unknown[] }).webpackChunk_N_E;
    const chunks = document.querySelectorAll(selector);
    return chunks.length > 0 && queue?.length === chunks.length;
  }, RUNTIME_CHUNKS);
  const runtime = await page.locator('link[rel="preload"][as="script"]').getAttribute('href');
  expect(await page.locator(`script[src="${runtime}"]`).count()).toBe(0);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  expect(await page.locator('main').innerText()).toBe(content);
  expect(refused).toBe(1);
  // Once the payload can be fetched, the next key press starts the app: chunks are not
  // inserted twice, the runtime once.
  await page.unroute(/\.txt$/);
  await hydrate(page);
  expect(await page.locator(`script[src="${runtime}"]`).count()).toBe(1);
  const inserted = await page
    .locator(RUNTIME_CHUNKS)
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  expect(new Set(inserted).size).toBe(inserted.length);
  expect(await page.locator('main').innerText()).toBe(content);
});

test('a click on a link to another page starts no runtime in the page it leaves', async ({
  page,
  browserName,
}) => {
  // As for a visitor saving data, no speculation (lib/speculationRules.ts): the click is a full
  // load, whose answer can be held, so the page being left stays, and stays able to start.
  // Firefox has neither speculation rules nor navigator.connection: its click is a full load.
  await page.addInitScript(() => {
    const { connection } = navigator as Navigator & { connection?: object };
    if (connection) Object.defineProperty(connection, 'saveData', { value: true });
  });
  await page.goto('/about');
  if (browserName === 'chromium') await expect(page.locator(`html[${SAVE_DATA}]`)).toHaveCount(1);
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/careers$/, async (route) => (await held, route.continue()));
  await page.route(/\/settled$/, (route) => route.fulfill({ status: 204 }));
  // The page being left notes any chunk put in it (the tab's sessionStorage outlives it), and
  // says when the loader would have put them there: two frames and a task after the click.
  await page.evaluate((chunks) => {
    new MutationObserver(() => {
      if (document.querySelector(chunks)) sessionStorage.setItem('left-with-chunks', '1');
    }).observe(document.head, { childList: true });
    const settled = () => setTimeout(() => void fetch('/settled'), 50);
    addEventListener('click', () => requestAnimationFrame(() => requestAnimationFrame(settled)));
  }, RUNTIME_CHUNKS);
  const settled = page.waitForRequest(/\/settled$/);
  // The click waits for the navigation it starts, which waits for the answer.
  const clicked = page.locator('a[href="/careers"]:visible').first().click();
  await settled;
  answer();
  await clicked;
  await page.waitForURL(/\/careers$/);
  expect(await page.evaluate(() => sessionStorage.getItem('left-with-chunks'))).toBeNull();
  // The next page starts its own on the visitor's first interaction with it.
  await hydrate(page);
  expect(await page.locator(RUNTIME_CHUNKS).count()).toBeGreaterThan(0);
});
