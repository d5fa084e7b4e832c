import { careersPage as careersIn } from '@/lib/pages/careers';
import { expect, isPhone, layoutTag, liveOpenings, test } from './fixtures';

const careersPage = careersIn.en;

/** The Careers page's own content and its Apply links; each opening's page is jobs.spec.ts's. */
const openings = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: careersPage.jobs.title }).getByRole('listitem');

test.beforeEach(({ page }) => page.goto('/careers'));

test('shows the banner, the mission, the reasons to join and the openings', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(careersPage.banner.title);
  for (const title of [careersPage.mission.title, careersPage.values.title])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const values = page.getByRole('region', { name: careersPage.values.title });
  await expect(values.getByRole('listitem')).toHaveCount(careersPage.values.items.length);
  await expect(openings(page)).toHaveCount(liveOpenings.length);
  if (!liveOpenings.length)
    await expect(page.getByRole('region', { name: careersPage.jobs.title })).toContainText(
      careersPage.jobs.none,
    );
  for (const [index, job] of liveOpenings.entries()) {
    const row = openings(page).nth(index);
    await expect(row.getByRole('heading', { level: 3 })).toHaveText(job.title);
    await expect(row.getByText(job.location, { exact: true })).toBeVisible();
  }
  const team = page.getByRole('img', { name: /team members/ });
  await team.scrollIntoViewIfNeeded();
  // A broken image has no natural width.
  await expect
    .poll(() => team.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('gives each opening an Apply e-mail link with its own name and subject', async ({ page }) => {
  for (const { title, location } of liveOpenings) {
    const link = page.getByRole('link', { name: `Apply for ${title}, ${location}` });
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
    test.skip(!liveOpenings.length, 'no opening is live in this build: the list has no rows');
    const job = openings(page).first();
    const title = (await job.getByRole('heading', { level: 3 }).boundingBox())!;
    const apply = (await job.getByRole('link', { name: /^Apply/ }).boundingBox())!;
    if (isPhone(page)) {
      expect(apply.y).toBeGreaterThan(title.y + title.height); // stacked in a card
    } else {
      expect(apply.x).toBeGreaterThan(title.x + title.width); // side by side in a row
      expect(Math.abs(apply.y + apply.height / 2 - (title.y + title.height / 2))).toBeLessThan(8);
    }
  },
);
