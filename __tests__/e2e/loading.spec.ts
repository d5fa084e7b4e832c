import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, NOT_FOUND, pages, test, waitForHydration } from './fixtures';

/** The page paints first, then asks for Next's runtime (served as built) and the fonts. */

/** What `next build` wrote under a /_next/static/ URL, from .next/static. */
const nextOutput = (url: string) =>
  readFileSync(
    join(process.cwd(), '.next', decodeURIComponent(new URL(url).pathname.slice('/_next/'.length))),
  );

for (const path of [...pages, NOT_FOUND]) {
  test(`${path} requests the runtime and the fonts only after its first frame`, async ({
    page,
    request,
    problems,
  }) => {
    problems.forgiven.push(/status of 404/);
    // The first two animation-frame callbacks: the second runs once the first frame painted.
    await page.addInitScript(() => {
      const frames: number[] = [];
      (window as unknown as { frameTimes: number[] }).frameTimes = frames;
      requestAnimationFrame((at) => {
        frames.push(at);
        requestAnimationFrame((next) => frames.push(next));
      });
    });
    const response = await page.goto(path);
    const html = await response!.text();
    // Next's start-up scripts and their preloads are gone from the HTML...
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    await waitForHydration(page);
    const fontRequests = () =>
      page.evaluate(
        () =>
          performance.getEntriesByType('resource').filter((e) => /\.woff2$/.test(e.name)).length,
      );
    await expect.poll(fontRequests, { message: 'the fonts requested' }).toBeGreaterThan(0);
    const { frames, parsedAt, requests } = await page.evaluate(() => ({
      frames: (window as unknown as { frameTimes: number[] }).frameTimes,
      parsedAt: performance.getEntriesByType('navigation')[0]!.toJSON().domInteractive as number,
      requests: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, requestedAt: entry.startTime })),
    }));
    const chunks = requests.filter(({ url }) => /\/_next\/static\/chunks\/.+\.js$/.test(url));
    const fonts = requests.filter(({ url }) => url.endsWith('.woff2'));
    // ...yet it came, after parsing and a first frame; the fonts once that frame painted.
    const [firstFrameAt, paintedAt] = frames;
    expect(firstFrameAt).toBeGreaterThan(0);
    expect(chunks.length).toBeGreaterThan(0);
    for (const { url, requestedAt } of chunks) {
      expect(requestedAt, url).toBeGreaterThanOrEqual(parsedAt);
      expect(requestedAt, url).toBeGreaterThanOrEqual(firstFrameAt!);
    }
    for (const { url, requestedAt } of fonts)
      expect(requestedAt, url).toBeGreaterThanOrEqual(paintedAt!);
    for (const { url } of chunks) {
      const body = await (await request.get(url)).body();
      expect(body.equals(nextOutput(url)), `${url} is byte-identical to Next's output`).toBe(true);
    }
    // The page's CSS is inline: no stylesheet request holds the first paint back.
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator('head style').count()).toBeGreaterThan(0);
  });
}

type Insertion = { src: string; queued: number | null };

test('the runtime chunk is fetched once, ahead, and runs after every other start-up chunk', async ({
  page,
}) => {
  // Each chunk as inserted, and how many had queued modules for Turbopack's runtime by then.
  await page.addInitScript(() => {
    const inserted: Insertion[] = [];
    (window as unknown as { inserted: typeof inserted }).inserted = inserted;
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (!(node instanceof HTMLScriptElement) || node.noModule || !node.src) continue;
        const queue = (globalThis as unknown as { TURBOPACK?: unknown }).TURBOPACK;
        inserted.push({ src: node.src, queued: Array.isArray(queue) ? queue.length : null });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/careers');
  await waitForHydration(page);
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
  expect(inserted[at]).toEqual({ src: runtime, queued: at + 1 });
  expect(inserted.filter(({ src }) => src === runtime)).toHaveLength(1);
});
