import type { Locator, Page } from '@playwright/test';

import { cities as citiesIn } from '../../content/cities';
import {
  cityHeading,
  describeRule,
  faqSays,
  isStated,
  ruleKeys,
  ruleRows,
  ruleTitle,
  sourcesOf,
  unconfirmedKeys,
  unconfirmedText,
} from '@/lib/pages/city';
import type { City } from '../../content/types';
import { cityPath } from '../../lib/cities';
import { translator } from '../../lib/messages';
import { formatDate } from '../../lib/text';
import { expect, liveOpenings, test } from './fixtures';

const cities: City[] = citiesIn.en;
const sentenceSeparator = translator('en')('text.sentenceSeparator');

/** A page per city: the local rules with their sources, where Scoot runs, the openings. */
/** A city whose helmet rule no source confirmed, and one whose parking differs from the FAQ. */
const helmetUnconfirmed = cities.find((city) => !isStated(city.rules.helmet));
const parkingDiffers = cities.find((city) => describeRule('parking', city, 'en')?.differs);
const expectHref = (link: Locator, href: string) => expect(link).toHaveAttribute('href', href);

async function expectCityPage(page: Page, city: City) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cityHeading(city, 'en'));
  const rules = page.getByRole('region', { name: 'Before you ride here' });
  // The law's rules and Scoot's own, each in the list under its own heading.
  const listUnder = (heading: string) =>
    rules
      .getByRole('heading', { level: 3, name: heading, exact: true })
      .locator('xpath=following-sibling::ul[1]');
  const rows = ruleRows(city, 'en');
  for (const { title, text, by, sources } of rows) {
    const list = listUnder(by === 'law' ? 'What the law says' : 'Scoot’s own rules');
    const card = list.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 4, name: title, exact: true }),
    });
    // The rule's sentences, one paragraph.
    await expect(card).toContainText(text.join(sentenceSeparator));
    if (by === 'scoot') await expect(card).not.toContainText('Source:');
    for (const source of sourcesOf(city, { sources })) {
      await expectHref(card.getByRole('link', { name: source.title }), source.url);
      const checked = card.locator(`time[datetime="${source.checked}"]`).first();
      await expect(checked).toHaveText(formatDate(source.checked));
    }
  }
  for (const key of ruleKeys)
    if (!rows.some((row) => row.id === key) && city.rules[key])
      await expect(rules).toContainText(ruleTitle(key, 'en').toLowerCase());
  const served = page.getByRole('region', { name: 'Where Scoot runs' });
  for (const district of city.service.districts) await expect(served).toContainText(district);
  const start = page.getByRole('region', { name: 'Getting started' });
  await expect(start.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  await expect(start.getByRole('link', { name: 'Get Scootin' })).toBeVisible();
  const work = page.getByRole('region', { name: `Working in ${city.name}` });
  const openings = liveOpenings.filter((job) => job.cityId === city.id);
  for (const { title, id } of openings)
    await expectHref(work.getByRole('link', { name: title, exact: true }), `/careers/${id}`);
  if (!openings.length)
    await expect(work).toContainText(`There are no openings in ${city.name} right now.`);
  const allOpenings = work.getByRole('link', { name: 'See all open positions' });
  await expectHref(allOpenings, '/careers#open-positions');
  await expectHref(page.getByRole('link', { name: 'All locations' }), '/locations#our-cities');
}

test.describe('city pages', () => {
  test('every city has its page, with its rules and sources, its areas and its openings', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    for (const city of cities) {
      const response = await page.goto(cityPath(city));
      expect(response?.status()).toBe(200);
      await expectCityPage(page, city);
    }
  });

  test('a rule no official source confirmed is not stated: the page says so', async ({ page }) => {
    test.skip(!helmetUnconfirmed, 'every city’s helmet rule is confirmed');
    const city = helmetUnconfirmed!;
    await page.goto(cityPath(city));
    const rules = page.getByRole('region', { name: 'Before you ride here' });
    for (const key of unconfirmedKeys(city.rules))
      await expect(
        rules.getByRole('heading', { name: ruleTitle(key, 'en'), exact: true }),
      ).toHaveCount(0);
    for (const sentence of unconfirmedText(unconfirmedKeys(city.rules), 'en'))
      await expect(rules).toContainText(sentence);
    // A helmet the law may require is never softened to a recommendation.
    await expect(rules).toContainText('a helmet may be compulsory here');
    await expect(rules).not.toContainText('recommend');
  });

  test('where a rule differs from the FAQ, the page quotes the FAQ and links it', async ({
    page,
  }) => {
    test.skip(!parkingDiffers, 'no city’s parking rule differs from the FAQ');
    await page.goto(cityPath(parkingDiffers!));
    const parking = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Parking', exact: true }) });
    await expect(parking).toContainText(
      `Different here: our general FAQ says “${faqSays('parking', 'en').sentence}” Here a ride can end only`,
    );
    await parking.getByRole('link', { name: 'general FAQ' }).click();
    await expect(page).toHaveURL('/about#faq');
  });

  test('the Locations page, a job page and the FAQ lead to the city pages', async ({ page }) => {
    for (const job of liveOpenings.slice(0, 1)) {
      await page.goto(`/careers/${job.id}`);
      await page.getByRole('link', { name: job.location, exact: true }).click();
      await expect(page).toHaveURL(`/locations/${job.cityId}`);
    }
    await page.goto(cityPath(cities[0]!));
    await page.getByRole('link', { name: 'All locations' }).click();
    await expect(page).toHaveURL('/locations#our-cities');
    await page.goto('/about');
    const licence = page.getByRole('group', { name: 'How it works' }).locator('details').nth(2);
    await licence.locator('summary').click();
    // The licence answer, city by city, from the cities' own rules.
    await expect(licence.getByRole('listitem').first()).toContainText('driving licence');
    const city = licence.getByRole('link').first();
    const href = (await city.getAttribute('href'))!;
    await city.click();
    await expect(page).toHaveURL(href);
    expect(href).toMatch(/^\/locations\/[a-z-]+$/);
  });
});
