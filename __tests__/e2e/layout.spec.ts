import type { Page } from '@playwright/test';

import { footerNavLinks, mainNavLinks } from '@/lib/pageRegistry';
import { expect, isPhone, NOT_FOUND, test } from './fixtures';

/** The shared layout's links and fonts; pages.spec.ts checks every page has the layout. */
const nav = (page: Page, name: string) => page.getByRole('navigation', { name });

for (const { label, href } of mainNavLinks.en) {
  test(`the bar's "${label}" link leads to ${href} and marks it current`, async ({ page }) => {
    test.skip(isPhone(page), "below 768 px the bar's links are in the menu (menu.spec.ts)");
    await page.goto('/');
    await nav(page, 'Main').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(href);
    await expect(page.locator('h1')).toHaveText(label);
    const current = nav(page, 'Footer').locator('a[aria-current="page"]');
    await expect(current).toHaveAttribute('href', href);
  });
}

for (const { label, href } of footerNavLinks.en) {
  test(`the footer's "${label}" link leads to ${href}`, async ({ page }) => {
    await page.goto('/');
    await nav(page, 'Footer').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(href);
    await expect(page.locator('h1')).toBeVisible();
  });
}

test('the logo leads home', async ({ page }) => {
  await page.goto('/careers');
  await page.getByRole('banner').getByRole('link', { name: 'Scoot home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('h1')).toHaveText('Scooter sharing made simple');
});

test('the skip link is the first Tab stop and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('fonts are self-hosted and load', async ({ page }) => {
  const fontHosts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontHosts.add(new URL(request.url()).host);
  });
  await page.goto('/');
  // The web fonts load after the first paint, the fallback faces at once: wait for the web
  // fonts themselves, since document.fonts.ready can come before they start.
  const webFonts = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === 'loaded' && !/fallback/i.test(face.family))
        .map((face) => face.family)
        .join(' '),
    );
  await expect.poll(webFonts).toMatch(/space.?mono/i);
  await expect.poll(webFonts).toMatch(/lexend.?deca/i);
  expect([...fontHosts]).toEqual([new URL(page.url()).host]);
});

test('the 404 view is titled, says 404 Not Found and leads back home', async ({
  page,
  problems,
}) => {
  problems.forgiven.push(/status of 404/);
  await page.goto(NOT_FOUND);
  await expect(page).toHaveTitle('Unexpected Application Error!');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(page.getByText('404 Not Found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
});
