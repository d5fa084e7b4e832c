import type { Page } from '@playwright/test';

import { faqGroups } from '../../content/faq';
import type { FaqGroup } from '../../content/types';
import { expectNoAxeViolations } from './axeCheck';
import { expect, holdScripts, noJsTag, test, hydrate } from './fixtures';

/** The About page's FAQ: two groups of exclusive <details>, the browser's own behaviour. */
const [howItWorks, safeDriving] = faqGroups.en as [FaqGroup, FaqGroup];

/** A question is its <details>' <summary>, which screen readers announce as a button. */
const question = (page: Page, group: FaqGroup, index: number) =>
  page
    .getByRole('group', { name: group.title })
    .locator('summary', { hasText: group.items[index]!.title });

/** Which items of the group are open: their <details> and their answers shown. */
async function expectOpen(page: Page, group: FaqGroup, states: boolean[]) {
  for (const [index, item] of group.items.entries()) {
    const details = question(page, group, index).locator('xpath=..');
    const answer = page.getByText(item.text);
    if (states[index]) {
      await expect(details).toHaveAttribute('open', '');
      await expect(answer).toBeVisible();
    } else {
      await expect(details).not.toHaveAttribute('open');
      await expect(answer).not.toBeVisible();
    }
  }
}

/** Clicks a question, or presses `key` on the focused one, then expects the group so. */
async function toggle(page: Page, group: FaqGroup, index: number | string, states: boolean[]) {
  await (typeof index === 'string'
    ? page.keyboard.press(index)
    : question(page, group, index).click());
  await expectOpen(page, group, states);
}

test.beforeEach(({ page }) => page.goto('/about'));

test('the first item of each group starts open', async ({ page }) => {
  await expectOpen(page, howItWorks, [true, false, false]);
  await expectOpen(page, safeDriving, [true, false, false]);
});

test('clicks keep at most one item open per group, and groups apart', async ({ page }) => {
  await toggle(page, howItWorks, 1, [false, true, false]);
  await toggle(page, howItWorks, 2, [false, false, true]);
  await toggle(page, howItWorks, 2, [false, false, false]); // the open one collapses
  await expectOpen(page, safeDriving, [true, false, false]);
  await toggle(page, safeDriving, 2, [false, false, true]);
  await expectOpen(page, howItWorks, [false, false, false]);
});

test('Tab reaches each question, Enter and Space toggle it', async ({ page }) => {
  await question(page, howItWorks, 0).focus();
  await page.keyboard.press('Tab');
  await expect(question(page, howItWorks, 1)).toBeFocused();
  await toggle(page, howItWorks, 'Enter', [false, true, false]);
  await toggle(page, howItWorks, 'Enter', [false, false, false]);
  // The closed answer is skipped: Tab goes straight to the next question.
  await page.keyboard.press('Tab');
  await expect(question(page, howItWorks, 2)).toBeFocused();
  await toggle(page, howItWorks, 'Space', [false, false, true]);
  await toggle(page, howItWorks, 'Space', [false, false, false]);
});

test('has no axe violations with another item open', async ({ page }) => {
  await toggle(page, safeDriving, 1, [false, true, false]);
  await expectNoAxeViolations(page, 'an FAQ item opened');
});

test('a question opened before the runtime arrives stays open once it has', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await toggle(page, howItWorks, 2, [false, false, true]);
  await expect.poll(scripts.held, { message: 'script chunks held back' }).toBeGreaterThan(0);
  scripts.release();
  await hydrate(page);
  await expectOpen(page, howItWorks, [false, false, true]);
  await expectOpen(page, safeDriving, [true, false, false]);
});

test.describe('without JavaScript', { tag: noJsTag }, () => {
  test.use({ javaScriptEnabled: false });

  test('the native accordion keeps one item open per group', async ({ page }) => {
    await expectOpen(page, howItWorks, [true, false, false]);
    await toggle(page, howItWorks, 1, [false, true, false]);
    await expectOpen(page, safeDriving, [true, false, false]);
  });
});
