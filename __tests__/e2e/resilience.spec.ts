import type { Locator, Page } from '@playwright/test';

import { noticeNavLinks } from '@/lib/pageRegistry';
import { expect, isPhone, NOT_FOUND, pages, readableText, test } from './fixtures';
import { errorHeading, routeHeadings } from './servers';

/** Every page and the 404 view as scripted, then without its fonts, then without its chunks. */
const views = [...pages, NOT_FOUND] as const;
const headingOf = (path: string) => routeHeadings[path] ?? errorHeading;

const links = (scope: Page | Locator, name: string) =>
  scope.getByRole('navigation', { name }).getByRole('link');
const logo = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Scoot home' });

/** The link that leads on to `next`: the logo for home, else the footer's or the Notices'. */
function linkTo(page: Page, next: string) {
  if (next === '/') return logo(page);
  const notice = noticeNavLinks.en.some((link) => link.href === next);
  return links(page, notice ? 'Notices' : 'Footer').and(page.locator(`[href="${next}"]`));
}

type Shifts = { layoutShift: number };
type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
/** Sums every layout shift not caused by input, from the first paint on. */
const observeLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as Shifts;
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

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
      const webFonts = await page.evaluate(() =>
        [...document.fonts]
          .filter((font) => font.status === 'loaded' && !/ Fallback/.test(font.family))
          .map((font) => font.family),
      );
      expect(webFonts, 'web fonts loaded').toEqual([]);
      const shift = await page.evaluate(() => (window as unknown as Shifts).layoutShift);
      expect(shift, 'layout shift').toBeLessThanOrEqual(0.01);
      await page.unroute('**/*.woff2');
    });

    await test.step('script chunks blocked: readable, and the links still lead on', async () => {
      await page.route('**/_next/static/chunks/*.js', (route) => route.abort('blockedbyclient'));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await readableText(page)).toEqual(scripted);
      // Scripts never arrive: the logo, the footer's links and (wide) the bar's still lead on.
      await expect(logo(page)).toHaveAttribute('href', '/');
      for (const link of await links(page, 'Footer').all()) await expect(link).toBeVisible();
      if (!isPhone(page))
        for (const link of await links(page.getByRole('banner'), 'Main').all())
          await expect(link).toBeVisible();
      await linkTo(page, next).click();
      await expect(page).toHaveURL(next);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(next));
    });
  });
}
