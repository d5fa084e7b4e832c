import type { Locator, Page } from '@playwright/test';

import {
  expect,
  isPhone,
  noJsTag,
  noScriptContext,
  prefersReducedMotion,
  reducedMotionTag,
  test,
} from './fixtures';

/** Get Scootin links to the sign-up; its inline script waits 200 ms, scrolls smoothly, focuses it. */
const signUp = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Sign up and Scoot off today' });

/** Each place of the button: the page it is tried on, and the landmark that holds it. */
type Place = { path: string; role: 'region' | 'banner' | 'dialog'; name?: string };
const places: Record<string, Place> = {
  hero: { path: '/', role: 'region', name: 'Scooter sharing made simple' },
  bar: { path: '/careers', role: 'banner' },
  menu: { path: '/about', role: 'dialog', name: 'Menu' },
};

async function find(page: Page, place: string) {
  if (place === 'menu') await page.getByRole('button', { name: 'Open menu' }).click();
  const { role, name } = places[place]!;
  return page.getByRole(role, { name }).getByRole('link', { name: 'Get Scootin' });
}

/** The bar's button is in the menu below 768 px. */
const skipElsewhere = (page: Page, place: string) =>
  test.skip(
    place !== 'hero' && (place === 'menu') !== isPhone(page),
    `the ${place}'s button is not shown at this width`,
  );

/**
 * A moment's scroll position, and whether the sign-up was where the scroll leaves it: its top
 * at the page's scroll padding and its own scroll margin, or the page scrolled as far as it goes.
 */
type Sample = { t: number; y: number; atSignUp: boolean };

type ClockWindow = Window & {
  clickedAt?: number;
  clickedY?: number;
  scrolledAt?: number;
  samples?: Sample[];
  sample?: () => void;
};

/**
 * Clicks and samples for `ms`, on the page's clock (click() may return late), at every frame
 * and every scroll event: a busy machine may drop frames while the scroll goes on, but each
 * step of a smooth scroll still fires its scroll event.
 */
async function clickAndSample(page: Page, button: Locator, ms: number) {
  const targetId = (await button.getAttribute('href'))!.slice(1);
  // A button below the fold is scrolled to first, and that scroll's event let pass.
  await button.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))),
  );
  await page.evaluate((targetId) => {
    const w = window as ClockWindow;
    const target = document.getElementById(targetId)!;
    const px = (value: string) => parseFloat(value) || 0;
    w.samples = [];
    w.sample = () => {
      const offset =
        px(getComputedStyle(target).scrollMarginTop) +
        px(getComputedStyle(document.documentElement).scrollPaddingTop);
      const atTop = Math.abs(target.getBoundingClientRect().top - offset) < 1;
      const atEnd = scrollY >= document.documentElement.scrollHeight - innerHeight - 1;
      w.samples!.push({
        t: performance.now() - w.clickedAt!,
        y: scrollY,
        atSignUp: atTop || atEnd,
      });
    };
    const onClick = () => {
      [w.clickedAt, w.clickedY] = [performance.now(), scrollY];
      addEventListener('scroll', () => {
        w.scrolledAt ??= performance.now();
        w.sample!();
      });
    };
    document.addEventListener('click', onClick, { capture: true, once: true });
  }, targetId);
  await button.click();
  const samples = await page.evaluate(
    (duration) =>
      new Promise<Sample[]>((resolve) => {
        const w = window as ClockWindow;
        w.clickedAt ??= performance.now();
        const tick = () => {
          w.sample!();
          if (performance.now() - w.clickedAt! < duration) requestAnimationFrame(tick);
          else resolve([...w.samples!].sort((a, b) => a.t - b.t));
        };
        tick();
      }),
    ms,
  );
  const { delay, startY } = await page.evaluate(() => {
    const { clickedAt, clickedY, scrolledAt } = window as ClockWindow;
    return { delay: scrolledAt! - clickedAt!, startY: clickedY! };
  });
  // Nothing moves during the first 150 ms of the 200 ms delay, by samples and scroll events.
  expect(samples.filter((s) => s.t < 150).every((s) => s.y === startY)).toBe(true);
  expect(delay, 'the delay before the first scroll').toBeGreaterThanOrEqual(150);
  return samples.map((s) => ({ ...s, y: s.y - startY }));
}

// A short window, so that the footer starts out of view on every page.
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 480 });
});

for (const [place, { path }] of Object.entries(places)) {
  test(`in the ${place}: waits, then scrolls smoothly to the sign-up and focuses it`, async ({
    page,
  }) => {
    skipElsewhere(page, place);
    await page.goto(path);
    // The first tap: the runtime starts on it and hydrates the page while it scrolls.
    const samples = await clickAndSample(page, await find(page, place), 1500);
    // Smooth: the page passes through positions between the top and where it settles.
    const final = samples.at(-1)!.y;
    expect(final).toBeGreaterThan(0);
    expect(samples.some((s) => s.y > 0 && s.y < final)).toBe(true);
    await expect(signUp(page)).toBeInViewport();
    await expect(signUp(page)).toBeFocused();
    // It scrolls instead of jumping, and leaves the address as it was.
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test(`in the ${place}: needs no runtime`, async ({ page, problems }) => {
    skipElsewhere(page, place);
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort('blockedbyclient'));
    problems.forgiven.push(/ERR_BLOCKED_BY_CLIENT/);
    await page.goto(path);
    await expect(signUp(page)).not.toBeInViewport();
    await (await find(page, place)).click();
    await expect(signUp(page)).toBeFocused();
    await expect(signUp(page)).toBeInViewport();
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    expect(await page.locator('html[data-hydrated]').count(), 'never hydrated').toBe(0);
  });
}

test(
  'jumps without animation, after the same delay, when the visitor prefers reduced motion',
  { tag: reducedMotionTag },
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const place = isPhone(page) ? 'menu' : 'bar';
    await page.goto(places[place]!.path);
    expect(await prefersReducedMotion(page), 'the preference applied').toBe(true);
    const samples = await clickAndSample(page, await find(page, place), 600);
    const moved = samples.filter((s) => s.y > 0);
    expect(moved.length).toBeGreaterThan(0);
    // One jump: the first position that moved is the sign-up's, with none on the way. (Later
    // ones may differ by a reflow, such as a font arriving.)
    expect(moved[0]!.atSignUp, 'the first position that moved is at the sign-up').toBe(true);
    await expect(signUp(page)).toBeFocused();
  },
);

test('leaves a click with a modifier key to the browser', async ({ page }) => {
  await page.goto('/');
  const button = await find(page, 'hero');
  await button.scrollIntoViewIfNeeded();
  // Whether the page left the click's default alone; then kept from opening a tab.
  await page.evaluate(() =>
    addEventListener('click', (event) => {
      (window as { leftAlone?: boolean }).leftAlone = !event.defaultPrevented;
      event.preventDefault();
    }),
  );
  const before = await page.evaluate(() => scrollY);
  await button.click({ modifiers: ['Shift'] });
  expect(await page.evaluate(() => (window as { leftAlone?: boolean }).leftAlone)).toBe(true);
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => scrollY), 'no delayed scroll either').toBe(before);
});

test(
  'leads to the sign-up with JavaScript off',
  { tag: noJsTag },
  async ({ browser }, testInfo) => {
    const width = testInfo.project.use.viewport!.width;
    const context = await noScriptContext(browser, testInfo, { width, height: 480 });
    const page = await context.newPage();
    await page.goto('/');
    await expect(signUp(page)).not.toBeInViewport();
    await (await find(page, 'hero')).click();
    await expect(signUp(page)).toBeInViewport();
    await context.close();
  },
);
