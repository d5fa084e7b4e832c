import type { Page } from '@playwright/test';

import { expectNoAxeViolations, loadLazyImages, expectNoSidewaysScroll } from './axeCheck';
import { expect, growthTag, isPhone, layoutTag, noJsTag, test } from './fixtures';

const openings = [
  ['General Manager', 'Jakarta, Indonesia'],
  ['UI/UX Designer', 'Yokohama, Japan'],
  ['Blog Content Copywriter', 'New York, United States'],
  ['Graphic Designer', 'New York, United States'],
  ['Fleet Supervisor', 'Jakarta, Indonesia'],
  ['UX Analyst', 'London, United Kingdom'],
] as const;

async function expectAllBlocks(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Care to join our mission?' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Why join us ?' })).toBeVisible();
  const values = page.getByRole('region', { name: 'Why join us ?' }).getByRole('listitem');
  await expect(values).toHaveCount(3);
  const jobs = page.getByRole('region', { name: 'Open positions' }).getByRole('listitem');
  await expect(jobs).toHaveCount(openings.length);
  for (const [index, [title, location]] of openings.entries()) {
    const job = jobs.nth(index);
    await expect(job.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(job.getByText(location, { exact: true })).toBeVisible();
  }
}

test.describe('Careers page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/careers');
  });

  test('shows the banner, the mission, three reasons to join and the six openings', async ({
    page,
  }) => {
    await expectAllBlocks(page);
    const team = page.getByRole('img', { name: /team members/ });
    await team.scrollIntoViewIfNeeded();
    await expect(team).toBeVisible();
    // The art really loaded (a broken image has no natural width).
    await expect
      .poll(() => team.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('gives each opening an Apply e-mail link with its own name and subject', async ({
    page,
  }) => {
    const links = page.getByRole('link', { name: /^Apply/ });
    await expect(links).toHaveCount(6);
    const names = await links.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-label')),
    );
    expect(new Set(names).size).toBe(6);
    for (const [title, location] of openings) {
      const link = page.getByRole('link', { name: `Apply for ${title}, ${location}` });
      await expect(link).toBeVisible();
      await expect(link).toHaveText('Apply');
      const href = (await link.getAttribute('href'))!;
      const url = new URL(href);
      expect(url.protocol).toBe('mailto:');
      expect(url.pathname).toBe('careers@scoot.example');
      expect(url.searchParams.get('subject')).toBe(`Application: ${title} (${location})`);
      expect(href).not.toContain(' ');
    }
  });

  test(
    'lays openings out as rows on wide screens and as cards on phones',
    { tag: layoutTag },
    async ({ page }) => {
      const job = page
        .getByRole('region', { name: 'Open positions' })
        .getByRole('listitem')
        .first();
      const title = await job.getByRole('heading', { level: 3 }).boundingBox();
      const apply = await job.getByRole('link', { name: /^Apply/ }).boundingBox();
      if (isPhone(page)) {
        expect(apply!.y).toBeGreaterThan(title!.y + title!.height); // stacked in a card
      } else {
        expect(apply!.x).toBeGreaterThan(title!.x + title!.width); // side by side in a row
        expect(
          Math.abs(apply!.y + apply!.height / 2 - (title!.y + title!.height / 2)),
        ).toBeLessThan(8);
      }
    },
  );

  test('never scrolls sideways, from 320 to 1920 px', { tag: growthTag }, async ({ page }) => {
    await expectNoSidewaysScroll(page);
  });

  test('has no axe-core violations', { tag: layoutTag }, async ({ page }) => {
    await loadLazyImages(page); // lazy images load before the audit
    await expectNoAxeViolations(page, 'the page as loaded');
  });
});

test.describe('Careers page without JavaScript', { tag: noJsTag }, () => {
  test.use({ javaScriptEnabled: false });

  test('still shows every block and working Apply links', async ({ page }) => {
    await page.goto('/careers');
    await expectAllBlocks(page);
    await expect(page.getByRole('link', { name: /^Apply for/ })).toHaveCount(6);
  });
});
