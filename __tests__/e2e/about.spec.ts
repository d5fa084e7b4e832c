import type { Page } from '@playwright/test';

import type { FaqGroup } from '@/content/types';
import { faqGroups } from '../../content/faq';
import { routes } from '../../content/pageRegistry';
import { aboutPage } from '../../content/pages/about';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsInOpenMenu,
  imagesWithoutBox,
  loadLazyImages,
  expectNoSidewaysScroll,
} from './axeCheck';
import {
  expect,
  growthTag,
  holdScripts,
  isPhone,
  layoutTag,
  noJsTag,
  test,
  waitForHydration,
} from './fixtures';

const ABOUT = routes.about;
const [howItWorks, safeDriving] = faqGroups as [FaqGroup, FaqGroup];

const group = (page: Page, title: string) => page.getByRole('group', { name: title });
/** A question is its <details>' <summary>, which screen readers announce as a button. */
const question = (page: Page, groupTitle: string, title: string) =>
  group(page, groupTitle).locator('summary', { hasText: title });

async function expectExpanded(page: Page, groupTitle: string, states: boolean[]) {
  const items = faqGroups.find((g) => g.title === groupTitle)!.items;
  for (const [index, item] of items.entries()) {
    const details = question(page, groupTitle, item.title).locator('xpath=..');
    await (states[index]
      ? expect(details).toHaveAttribute('open', '')
      : expect(details).not.toHaveAttribute('open'));
    const answer = page.getByText(item.text);
    await (states[index] ? expect(answer).toBeVisible() : expect(answer).not.toBeVisible());
  }
}

test.describe('About page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(ABOUT);
  });

  test('shows the banner, the two features, the three values and the FAQ', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    for (const title of ['Mobility for the digital era', 'Better urban living']) {
      const block = page.getByRole('region', { name: title });
      await expect(block.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(block.getByRole('img')).toHaveAccessibleName(/.+/);
    }
    const values = page.getByRole('region', { name: 'Our Values' });
    const cards = values.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const [index, card] of aboutPage.values.items.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(card.title);
      await expect(cards.nth(index)).toContainText(`0${index + 1}`);
      await expect(cards.nth(index).getByRole('img', { name: card.image.alt })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'FAQs' })).toBeVisible();
    for (const { title } of faqGroups) {
      await expect(group(page, title).getByRole('heading', { level: 3 })).toHaveText(title);
    }
  });

  test(
    'reserves the space of every image before it loads (no layout shift)',
    { tag: layoutTag },
    async ({ page }) => {
      expect(await page.locator('main img').count()).toBe(5);
      expect(await imagesWithoutBox(page), 'images with no box before they load').toEqual([]);
    },
  );

  test('FAQ: the first item of each group starts open', async ({ page }) => {
    await expectExpanded(page, howItWorks.title, [true, false, false]);
    await expectExpanded(page, safeDriving.title, [true, false, false]);
  });

  test('FAQ: clicks keep at most one item open per group, and groups apart', async ({ page }) => {
    const [, second, third] = howItWorks.items;
    await question(page, howItWorks.title, second!.title).click();
    await expectExpanded(page, howItWorks.title, [false, true, false]);

    await question(page, howItWorks.title, third!.title).click();
    await expectExpanded(page, howItWorks.title, [false, false, true]);

    // Clicking the expanded item collapses it: none open.
    await question(page, howItWorks.title, third!.title).click();
    await expectExpanded(page, howItWorks.title, [false, false, false]);

    // The other group was never touched.
    await expectExpanded(page, safeDriving.title, [true, false, false]);
    await question(page, safeDriving.title, safeDriving.items[2]!.title).click();
    await expectExpanded(page, safeDriving.title, [false, false, true]);
    await expectExpanded(page, howItWorks.title, [false, false, false]);
  });

  test('FAQ: a question opened before the runtime arrives stays open once it has', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto(ABOUT, { waitUntil: 'domcontentloaded' });
    const third = howItWorks.items[2]!;
    await question(page, howItWorks.title, third.title).click();
    await expectExpanded(page, howItWorks.title, [false, false, true]);

    expect(scripts.held(), 'script chunks held back').toBeGreaterThan(0);
    scripts.release();
    await waitForHydration(page);
    await expectExpanded(page, howItWorks.title, [false, false, true]);
    await expectExpanded(page, safeDriving.title, [true, false, false]);
  });

  test('FAQ: Tab reaches each question, Enter and Space toggle it', async ({ page }) => {
    const items = howItWorks.items;
    await question(page, howItWorks.title, items[0]!.title).focus();
    await page.keyboard.press('Tab');
    await expect(question(page, howItWorks.title, items[1]!.title)).toBeFocused();

    await page.keyboard.press('Enter');
    await expectExpanded(page, howItWorks.title, [false, true, false]);
    await page.keyboard.press('Enter');
    await expectExpanded(page, howItWorks.title, [false, false, false]);

    // The closed answer is skipped: Tab goes straight to the next question.
    await page.keyboard.press('Tab');
    await expect(question(page, howItWorks.title, items[2]!.title)).toBeFocused();
    await page.keyboard.press('Space');
    await expectExpanded(page, howItWorks.title, [false, false, true]);
    await page.keyboard.press('Space');
    await expectExpanded(page, howItWorks.title, [false, false, false]);
  });

  test('never scrolls sideways from 320 to 1920 px', { tag: growthTag }, async ({ page }) => {
    await expectNoSidewaysScroll(page);
  });

  test(
    'has no axe violations: as loaded, menu open, another FAQ item open',
    { tag: layoutTag },
    async ({ page }) => {
      await loadLazyImages(page);
      await expectNoAxeViolations(page, 'the page as loaded');

      await question(page, safeDriving.title, safeDriving.items[1]!.title).click();
      await expectExpanded(page, safeDriving.title, [false, true, false]);
      await expectNoAxeViolations(page, 'an FAQ item opened');

      if (isPhone(page)) {
        await expectNoAxeViolationsInOpenMenu(page);
      }
    },
  );
});

test.describe('About page without JavaScript', { tag: noJsTag }, () => {
  test.use({ javaScriptEnabled: false });

  test('has every heading, every FAQ answer and the links', async ({ page }) => {
    await page.goto(ABOUT);
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    for (const title of ['Mobility for the digital era', 'Better urban living', 'Our Values']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    for (const card of aboutPage.values.items) {
      await expect(page.getByRole('heading', { level: 3, name: card.title })).toBeVisible();
    }
    for (const faq of faqGroups) {
      await expect(page.getByRole('heading', { level: 3, name: faq.title })).toBeVisible();
      for (const item of faq.items) {
        await expect(page.getByText(item.text)).toBeAttached();
        await expect(page.locator('summary', { hasText: item.title })).toBeVisible();
      }
    }
    await expect(page.getByRole('link', { name: 'Careers' }).first()).toHaveAttribute(
      'href',
      '/careers',
    );
  });

  test('the native accordion opens the initial item and swaps on a click', async ({ page }) => {
    await page.goto(ABOUT);
    const [first, second] = howItWorks.items;
    await expect(page.getByText(first!.text)).toBeVisible();
    await expect(page.getByText(second!.text)).not.toBeVisible();

    await page.locator('summary', { hasText: second!.title }).click();
    await expect(page.getByText(second!.text)).toBeVisible();
    await expect(page.getByText(first!.text)).not.toBeVisible();
    // The other group keeps its own open item.
    await expect(page.getByText(safeDriving.items[0]!.text)).toBeVisible();
  });
});
