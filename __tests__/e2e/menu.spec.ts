import type { Page } from '@playwright/test';

import { mainNavLinks } from '@/lib/pageRegistry';
import { openMenu } from './a11y';
import { expectNoAxeViolations } from './axeCheck';
import { expect, holdScripts, isPhone, test, hydrate } from './fixtures';

/** The phone menu: a modal <dialog> the hamburger opens by the browser's invoker command. */
test.beforeEach(({ page }) => {
  test.skip(!isPhone(page), 'the menu replaces the bar links below 768 px');
});

const hamburger = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

/** The ways out of the menu, each leaving focus on the hamburger. */
const ways = {
  'the close button': (page: Page) =>
    menu(page).getByRole('button', { name: 'Close menu' }).click(),
  Escape: (page: Page) => page.keyboard.press('Escape'),
  'a tap on the overlay': (page: Page) => page.mouse.click(360, 400), // right of the 320 px panel
};

test('the bar shows a hamburger instead of the links', async ({ page }) => {
  await page.goto('/');
  await expect(hamburger(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Scootin' })).toBeHidden();
});

test('opens over a dark overlay, locks the page and keeps focus inside', async ({ page }) => {
  await page.goto('/about');
  await hydrate(page);
  await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
  await openMenu(page);
  await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'true');
  const labels = mainNavLinks.en.map((link) => link.label);
  const main = menu(page).getByRole('navigation', { name: 'Main', exact: true });
  await expect(main.getByRole('link')).toHaveText(labels);
  await expect(menu(page).getByRole('link', { name: 'Get Scootin' })).toBeVisible();
  await expect.poll(async () => (await menu(page).boundingBox())?.x).toBe(0);

  // A dark translucent overlay, ink at 50-70 %.
  const bg = await menu(page).evaluate((el) => getComputedStyle(el, '::backdrop').backgroundColor);
  const [r, g, b, alpha] = bg.match(/[\d.]+/g)!.map(Number);
  expect([r, g, b]).toEqual([51, 58, 68]);
  expect(alpha).toBeGreaterThanOrEqual(0.5);
  expect(alpha).toBeLessThanOrEqual(0.7);

  // Locked to the screen's height: the wheel does not move the page behind.
  const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
  expect(await overflow()).toBe('hidden');
  await page.mouse.move(360, 600);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Focus is inside the menu and stays there while tabbing round, both ways.
  const focusInside = () => menu(page).evaluate((el) => el.contains(document.activeElement));
  expect(await focusInside()).toBe(true);
  for (const key of [...Array(8).fill('Tab'), ...Array(8).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await focusInside(), `after ${key}`).toBe(true);
  }
  await ways.Escape(page);
  expect(await overflow()).not.toBe('hidden');
});

test('has no axe violations while open', async ({ page }) => {
  await page.goto('/about');
  await openMenu(page);
  await expectNoAxeViolations(page, 'the mobile menu open');
});

for (const [way, close] of Object.entries(ways)) {
  test(`${way} closes it and focus returns to the hamburger`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/');
    await hydrate(page);
    await openMenu(page);
    await close(page);
    await expect(menu(page)).toBeHidden();
    await expect(hamburger(page)).toBeFocused();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    // A React handler on top of the browser's command makes Chromium warn of a double toggle.
    expect(warnings.filter((text) => /dialog/i.test(text))).toEqual([]);
  });
}

for (const { label, href } of mainNavLinks.en) {
  test(`its "${label}" link leads to ${href} and closes it`, async ({ page }) => {
    await page.goto('/');
    await (await openMenu(page)).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(href);
    await expect(page.locator('h1')).toHaveText(label);
    await expect(menu(page)).toBeHidden();
  });
}

test('opens, closes, says so and leads on before the runtime has arrived', async ({
  page,
  problems,
}) => {
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort('blockedbyclient'));
  problems.forgiven.push(/ERR_BLOCKED_BY_CLIENT/);
  await page.goto('/locations');
  for (const close of Object.values(ways)) {
    await openMenu(page);
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'true');
    await close(page);
    await expect(menu(page)).toBeHidden();
    await expect(hamburger(page)).toBeFocused();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
  }
  await (await openMenu(page)).getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL('/careers');
  await expect(page.locator('h1')).toHaveText('Careers');
});

test('opened before the runtime arrives, it stays open once it has', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await openMenu(page);
  await expect.poll(scripts.held, { message: 'script chunks held back' }).toBeGreaterThan(0);
  scripts.release();
  await hydrate(page);
  // Hydration takes the dialog's state as the visitor left it.
  await expect(menu(page)).toBeVisible();
  await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'true');
  await ways['the close button'](page);
  await expect(menu(page)).toBeHidden();
  await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
});
