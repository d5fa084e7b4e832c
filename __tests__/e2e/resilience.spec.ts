import type { Page } from '@playwright/test';

import { noticeNavLinks } from '../../content/pageRegistry';
import { expect, isPhone, NOT_FOUND, pages, test } from './fixtures';
import { errorHeading, routeHeadings } from './servers';

/**
 * Every page and the 404 view as scripted, then without its fonts and without its script
 * chunks, each a step. Without JavaScript at all is pages.spec.ts's.
 */
const views = [...pages, NOT_FOUND] as const;
const headingOf = (path: string) => routeHeadings[path] ?? errorHeading;

const barLinks = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link');
const footerLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
const logo = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Scoot home' });
/** The notices (privacy, accessibility) are linked from the footer's Notices group only. */
const noticeLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Notices' }).getByRole('link');
const isNotice = (path: string) => noticeNavLinks.some((link) => link.href === path);

/** The link that leads on to `next`: the logo for home, else the footer's or the Notices'. */
function linkTo(page: Page, next: string) {
  if (next === '/') return logo(page);
  return (isNotice(next) ? noticeLinks(page) : footerLinks(page)).and(
    page.locator(`[href="${next}"]`),
  );
}

/** What a reader gets: the rendered text of <main> and <footer>, whitespace normalised. */
function readableText(page: Page) {
  return page.evaluate(() =>
    ['main', 'footer'].map((selector) =>
      (document.querySelector<HTMLElement>(selector)?.innerText ?? '').replace(/\s+/g, ' ').trim(),
    ),
  );
}

/** Sums every layout shift not caused by input, from the first paint on. */
const observeLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/** The h1 and the first paragraph of <main> have real, visible boxes: the text is on screen. */
async function expectTextPainted(page: Page) {
  for (const locator of [page.locator('h1'), page.locator('main p').first()]) {
    await expect(locator).toBeVisible();
    const box = (await locator.boundingBox())!;
    expect(box.width).toBeGreaterThan(10);
    expect(box.height).toBeGreaterThan(10);
  }
}

for (const [index, path] of views.entries()) {
  test(`${path} stays readable and navigable without its fonts or its script chunks`, async ({
    page,
    problems,
  }) => {
    const heading = headingOf(path);
    // Next page in the cycle: clicking it from every page reaches every route by hand.
    const next = pages[(index + 1) % pages.length]!;

    // Expected noise: the blocked requests, and the 404 document itself.
    problems.forgiven.push(/ERR_BLOCKED_BY_CLIENT|status of 404/);
    const scripted = await test.step('as scripted: the reference text', async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      return readableText(page);
    });

    await test.step('fonts blocked: text shows in the fallback and nothing shifts', async () => {
      await page.route('**/*.woff2', (route) => route.abort('blockedbyclient'));
      await observeLayoutShifts(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectTextPainted(page);
      // The fallback faces are local fonts and may load; the web fonts must not have.
      expect(
        await page.evaluate(() =>
          [...document.fonts]
            .filter((font) => font.status === 'loaded' && !/ Fallback/.test(font.family))
            .map((font) => font.family),
        ),
        'web fonts loaded',
      ).toEqual([]);
      expect(await layoutShift(page), 'layout shift').toBeLessThanOrEqual(0.01);
      await page.unroute('**/*.woff2');
    });

    await test.step('script chunks blocked: readable, and the links still lead on', async () => {
      await page.route('**/_next/static/chunks/*.js', (route) => route.abort('blockedbyclient'));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await readableText(page)).toEqual(scripted);
      // Scripts are on but never arrive: the footer's links and the logo still reach every
      // page (on wide screens the bar's links do too; the phone menu still opens, see
      // menu.spec.ts).
      await expect(logo(page)).toHaveAttribute('href', '/');
      for (const link of await footerLinks(page).all()) await expect(link).toBeVisible();
      if (!isPhone(page)) {
        for (const link of await barLinks(page).all()) await expect(link).toBeVisible();
      }
      await linkTo(page, next).click();
      await expect(page).toHaveURL(next);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(next));
    });
  });
}
