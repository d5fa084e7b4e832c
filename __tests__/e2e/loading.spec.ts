import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  expect,
  holdScripts,
  isPhone,
  noJsTag,
  noScriptContext,
  pages,
  test,
  waitForHydration,
} from './fixtures';

/**
 * How each page loads Next's runtime (deploy/runtime-loading.mjs, issue 7's mobile budgets):
 * the page paints first, then asks for the runtime, served exactly as `next build` wrote it
 * (issue 27); and the phone menu does not wait for the runtime at all.
 */
const views = [...pages, '/no-such-page'] as const;

/** What `next build` wrote under a /_next/static/ URL, from .next/static. */
const nextOutput = (url: string) =>
  readFileSync(
    join(process.cwd(), '.next', decodeURIComponent(new URL(url).pathname.slice('/_next/'.length))),
  );

for (const path of views) {
  test(`${path} requests the runtime only after its first frame, as Next wrote it`, async ({
    page,
    request,
    problems,
  }) => {
    // The first frame, as the page sees it: the first animation-frame callback.
    await page.addInitScript(() => {
      requestAnimationFrame((frameAt) => {
        (window as unknown as { firstFrameAt: number }).firstFrameAt = frameAt;
      });
    });
    const response = await page.goto(path);
    const html = await response!.text();
    // Next's start-up scripts and their preloads are gone from the HTML...
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    await waitForHydration(page);
    const { firstFrameAt, parsedAt, chunks } = await page.evaluate(() => ({
      firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
      parsedAt: performance.getEntriesByType('navigation')[0]!.toJSON().domInteractive as number,
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => /^\/_next\/static\/chunks\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: entry.name, requestedAt: entry.startTime })),
    }));
    // ...and the runtime came anyway (the page hydrated), requested once the document was
    // parsed and a frame of it rendered.
    expect(firstFrameAt).toBeGreaterThan(0);
    expect(chunks.length).toBeGreaterThan(0);
    for (const { url, requestedAt } of chunks) {
      expect(requestedAt, url).toBeGreaterThanOrEqual(parsedAt);
      expect(requestedAt, url).toBeGreaterThanOrEqual(firstFrameAt);
      const body = await (await request.get(url)).body();
      expect(body.equals(nextOutput(url)), `${url} is byte-identical to Next's output`).toBe(true);
    }
    // The page's CSS is inline: no stylesheet request holds the first paint back.
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator('head style').count()).toBeGreaterThan(0);
    if (path === '/no-such-page') {
      problems.consoleErrors = problems.consoleErrors.filter((e) => !/status of 404/.test(e));
    }
  });
}

/** A chunk's script as it is inserted, and how many chunks had queued for the runtime by then. */
type Insertion = { src: string; queued: number | null };

test('the runtime chunk is fetched once, ahead, and runs after every other start-up chunk', async ({
  page,
}) => {
  // Each chunk's script as it is inserted (the loader's, then the runtime's own), with how
  // many chunks had queued their modules for Turbopack's runtime by then (the page's entry
  // is first in that queue, and the runtime takes the queue over when it runs).
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
  // It is inserted after the loader's other chunks, once each has run and queued its
  // modules: the app then starts in the runtime's own task, not in the largest chunk's.
  const at = inserted.findIndex(({ src }) => src === runtime);
  expect(at).toBeGreaterThan(0);
  expect(inserted[at]).toEqual({ src: runtime, queued: at + 1 });
  expect(inserted.filter(({ src }) => src === runtime)).toHaveLength(1);
});

test('the phone menu opens and closes before the runtime has arrived', async ({
  page,
  problems,
}) => {
  test.skip(!isPhone(page), 'the menu exists below 768 px only');
  // The runtime never arrives: only the browser's own behaviour is left.
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort('blockedbyclient'));
  problems.forgiven.push(/ERR_BLOCKED_BY_CLIENT/);
  await page.goto('/locations');
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await hamburger.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('navigation').getByRole('link')).toHaveText([
    'About',
    'Locations',
    'Careers',
  ]);
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(hamburger).toBeFocused();
  // Escape and a tap on the overlay, the other ways out, are the browser's too.
  await hamburger.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await hamburger.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(360, 400); // right of the 320 px panel
  await expect(menu).toBeHidden();
  // A link in it is a plain link.
  await hamburger.click();
  await menu.getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL('/careers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
});

test('the phone menu opened before the runtime arrives stays open once it has', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'the menu exists below 768 px only');
  const scripts = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await hamburger.click();
  await expect(menu).toBeVisible();

  expect(scripts.held(), 'script chunks held back').toBeGreaterThan(0);
  scripts.release();
  await waitForHydration(page);
  // Hydration takes the dialog's state as the visitor left it, and mirrors it from then on.
  await expect(menu).toBeVisible();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
});

/**
 * Get Scootin is a link to the footer's sign-up, so it leads there from the first paint:
 * here the runtime never arrives, and the browser follows the link on its own (a jump; the
 * delay and the smooth scroll come with hydration, layout.spec.ts). In the phone menu, the
 * page's one-line script closes the menu first, so the sign-up is not left under it.
 */
test('Get Scootin leads to the sign-up before the runtime has arrived', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 480 });
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort('blockedbyclient'));
  problems.forgiven.push(/ERR_BLOCKED_BY_CLIENT/);
  const signUp = page.getByRole('heading', { level: 2, name: 'Sign up and Scoot off today' });
  const places = isPhone(page) ? (['hero', 'menu'] as const) : (['hero', 'bar'] as const);
  for (const place of places) {
    await page.goto('/');
    await expect(signUp).not.toBeInViewport();
    let link;
    if (place === 'hero') {
      link = page
        .getByRole('region', { name: 'Scooter sharing made simple' })
        .getByRole('link', { name: 'Get Scootin' });
    } else if (place === 'bar') {
      link = page.getByRole('banner').getByRole('link', { name: 'Get Scootin' });
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      link = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Get Scootin' });
    }
    await link.click();
    await expect(signUp, place).toBeInViewport();
    await expect(page, place).toHaveURL(/\/#get-scootin$/);
    await expect(page.getByRole('dialog', { name: 'Menu' }), place).toBeHidden();
    // Nothing hydrated: this was the browser alone.
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('a')].some((a) =>
          Object.keys(a).some((key) => key.startsWith('__reactProps$')),
        ),
      ),
    ).toBe(false);
  }
});

test(
  'Get Scootin leads to the sign-up with JavaScript off',
  { tag: noJsTag },
  async ({ browser }, testInfo) => {
    const { width } = testInfo.project.use.viewport!;
    const context = await noScriptContext(browser, testInfo, { width, height: 480 });
    const page = await context.newPage();
    await page.goto('/');
    const signUp = page.getByRole('heading', { level: 2, name: 'Sign up and Scoot off today' });
    await expect(signUp).not.toBeInViewport();
    await page
      .getByRole('region', { name: 'Scooter sharing made simple' })
      .getByRole('link', { name: 'Get Scootin' })
      .click();
    await expect(signUp).toBeInViewport();
    await context.close();
  },
);
