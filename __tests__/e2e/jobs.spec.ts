import type { Page } from '@playwright/test';

import { officeOf } from '../../content/offices';
import { cityOf, salaryRange } from '@/lib/pages/careers';
import { translator } from '../../lib/messages';
import { endOfDayIn } from '../../lib/openings';
import { formatDate } from '../../lib/text';
import { expect, liveOpenings, test } from './fixtures';

/** A page per opening (/careers/<id>): what a job seeker reads and how they apply. */
type Job = (typeof liveOpenings)[number];
const othersInCity = (job: Job) =>
  liveOpenings.filter((other) => other.cityId === job.cityId && other.id !== job.id);
/** An opening with others in its city, and one alone there, where this build has them. */
const withNeighbours = liveOpenings.find((job) => othersInCity(job).length > 0);
const alone = liveOpenings.find((job) => othersInCity(job).length === 0);

const items = (page: Page, region: string) =>
  page.getByRole('region', { name: region }).getByRole('listitem');

async function expectJobPage(page: Page, job: Job) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([job.title]); // the only h1
  const [facts, office] = [page.getByRole('region', { name: 'At a glance' }), officeOf(job)];
  const employment = translator('en')(`job.employmentTypes.${job.employmentType}`);
  for (const text of [
    job.location,
    employment,
    salaryRange(job.salary, 'en'),
    office.streetAddress,
  ])
    await expect(facts).toContainText(text);
  const closes = endOfDayIn(job.validThrough, office.timeZone);
  await expect(facts.locator(`time[datetime="${closes}"]`)).toHaveText(
    formatDate(job.validThrough),
  );
  for (const part of ['The role', 'What you’ll do', 'What you’ll bring', 'What we offer'])
    await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible();
  await expect(items(page, 'What you’ll do')).toHaveCount(job.duties.length);
  const apply = page.getByRole('link', { name: `Apply for ${job.title}, ${job.location}` });
  await expect(apply.first()).toBeVisible();
  const mail = new URL((await apply.first().getAttribute('href'))!);
  expect(mail.protocol).toBe('mailto:');
  expect(mail.searchParams.get('subject')).toBe(`Application: ${job.title} (${job.location})`);
  expect(mail.searchParams.get('body')).toContain(`apply for the ${job.title} role`);
  const allOpenings = page.getByRole('link', { name: 'All open positions' });
  await expect(allOpenings).toHaveAttribute('href', '/careers#open-positions');
  const howToApply = page.getByRole('region', { name: 'How to apply' });
  await expect(howToApply).toContainText(
    `Apply by ${formatDate(job.validThrough)}, the end of the day in ${cityOf(job).name}.`,
  );
  await expect(howToApply.getByText('careers@scoot.example', { exact: true })).toBeVisible();
  const privacy = howToApply.getByRole('link', { name: 'privacy notice' });
  await expect(privacy).toHaveAttribute('href', '/privacy#applications');
  const adjust = howToApply.getByRole('link', { name: 'Ask for an adjustment' });
  const adjustment = new URL((await adjust.getAttribute('href'))!);
  expect(adjustment.searchParams.get('subject')).toBe(`Adjustment: ${job.title} (${job.location})`);
  await expect(items(page, 'What happens next')).toHaveCount(5);
}

test.describe('job pages', () => {
  test('every opening has its page, with the facts, the four parts and Apply', async ({ page }) => {
    test.setTimeout(60_000);
    for (const job of liveOpenings) {
      const response = await page.goto(`/careers/${job.id}`);
      expect(response?.status()).toBe(200);
      await expectJobPage(page, job);
    }
  });

  test('the Careers list leads to each page, and the page back to the list', async ({ page }) => {
    test.skip(!withNeighbours, 'no city has two live openings in this build');
    const [job, neighbour] = [withNeighbours!, othersInCity(withNeighbours!)[0]!];
    await page.goto('/careers');
    const openings = page.getByRole('region', { name: 'Open positions' });
    await openings.getByRole('link', { name: job.title, exact: true }).click();
    await expect(page).toHaveURL(`/careers/${job.id}`);
    await page.getByRole('link', { name: neighbour.title, exact: true }).click();
    await expect(page).toHaveURL(`/careers/${neighbour.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(neighbour.title);
    await page.getByRole('link', { name: 'All open positions' }).click();
    await expect(page).toHaveURL('/careers#open-positions');
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  });

  test('shows the other openings in the same city, and no such part where there are none', async ({
    page,
  }) => {
    test.skip(!withNeighbours || !alone, 'this build lacks a city with two openings or with one');
    await page.goto(`/careers/${withNeighbours!.id}`);
    const sameCity = page.getByRole('region', {
      name: `More openings in ${cityOf(withNeighbours!).name}`,
    });
    await expect(sameCity.getByRole('link')).toHaveText(
      othersInCity(withNeighbours!).map((job) => job.title),
    );
    await page.goto(`/careers/${alone!.id}`);
    await expect(page.getByRole('heading', { name: /^More openings/ })).toHaveCount(0);
  });
});
