import type { Page } from '@playwright/test';

import { cities as citiesIn } from '../../content/cities';
import { expect, growthTag, isPhone, layoutTag, test } from './fixtures';

const cities = [
  ['New York', 'United States'],
  ['London', 'United Kingdom'],
  ['Jakarta', 'Indonesia'],
  ['Yokohama', 'Japan'],
] as const;

const allCities = citiesIn.en;

const map = (page: Page) =>
  page.getByRole('group', { name: 'World map of the cities where Scoot runs' });
/** A city's marker and label: one link on the map, named by the city and its country. */
const mapCity = (page: Page, name: string) =>
  map(page).getByRole('link', { name: new RegExp(`^${name},`) });
const cityList = (page: Page) => page.getByRole('list', { name: 'Cities where Scoot runs' });

type Point = { x: number; y: number };

/** The map's land: an image of its own, the map's background from the tablet width up. */
const LAND_IMAGE = '/locations/land.svg';

test.describe('Locations page', () => {
  test.beforeEach(({ page }) => page.goto('/locations'));

  test('shows the banner, the cities and the Message Us block', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    const notListed = page.getByRole('heading', { level: 2, name: 'Your City Not Listed?' });
    await expect(notListed).toBeVisible();
    const message = page.getByRole('link', { name: 'Message Us' });
    await expect(message).toBeVisible();
    const url = new URL((await message.getAttribute('href'))!);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@scoot.example');
    expect(url.searchParams.get('subject')).toBe('Please bring Scoot to my city');
  });

  test(
    'shows the map with four labelled markers on wide screens, the list on phones',
    { tag: layoutTag },
    async ({ page }) => {
      // The map's markup is in the page once, whichever view is displayed.
      await expect(page.locator('svg[role="group"]')).toHaveCount(1);
      if (isPhone(page)) {
        await expect(map(page)).toBeHidden();
        await expect(page.locator('svg[role="group"]')).not.toBeVisible();
        const items = cityList(page).getByRole('listitem');
        await expect(items).toHaveCount(4);
        for (const [index, [name, country]] of cities.entries()) {
          const item = items.nth(index);
          await expect(item).toBeVisible();
          for (const text of [name, country]) await expect(item).toContainText(text);
          const href = `/locations/${allCities[index]!.id}`;
          await expect(item.getByRole('link')).toHaveAttribute('href', href);
        }
        // Nor does a phone fetch the map's land, drawn from the tablet width up.
        await page.waitForLoadState('load');
        const fetched = await page.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
        );
        expect(fetched).not.toContain(LAND_IMAGE);
        return;
      }
      await expect(page.locator('svg[role="group"]')).toHaveCSS(
        'background-image',
        new RegExp(`url\\("[^"]*${LAND_IMAGE}"\\)`),
      );
      await expect(map(page)).toBeVisible();
      await expect(cityList(page)).toBeHidden();
      // One link a city, named by the city and its country; the land is only a background.
      await expect(map(page).getByRole('link')).toHaveCount(4);
      const centres: Point[] = [];
      for (const [name, country] of cities) {
        const marker = mapCity(page, name);
        await expect(marker).toHaveAccessibleName(`${name}, ${country}`);
        await expect(marker.locator('circle')).toBeVisible();
        await expect(marker.locator('text')).toHaveText(name); // the visible label
        const circle = (await marker.locator('circle').boundingBox())!;
        centres.push({ x: circle.x + circle.width / 2, y: circle.y + circle.height / 2 });
      }
      // Placed by latitude and longitude.
      const [newYork, london, jakarta, yokohama] = centres as [Point, Point, Point, Point];
      expect(london.x).toBeGreaterThan(newYork.x);
      expect(london.y).toBeLessThan(jakarta.y);
      expect(yokohama.x).toBeGreaterThan(Math.max(newYork.x, london.x, jakarta.x));
    },
  );

  test('switches between map and list at 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 900 });
    await expect(map(page)).toBeHidden();
    await expect(cityList(page)).toBeVisible();
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(map(page)).toBeVisible();
    await expect(cityList(page)).toBeHidden();
  });

  test(
    'every city’s label is legible, inside the map and clear of the others, from 768 to 1920 px',
    { tag: growthTag },
    async ({ page }) => {
      test.skip(isPhone(page), 'the map is for 768 px and up: the desktop project checks it');
      for (const width of [768, 1024, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        const labels = await map(page)
          .locator('a:has(> text)')
          .evaluateAll((groups) =>
            groups.map((group) => {
              const svg = group.closest('svg')!;
              const text = group.querySelector('text')!;
              const frame = svg.getBoundingClientRect();
              return {
                name: text.textContent,
                box: group.querySelector('rect')!.getBoundingClientRect().toJSON() as DOMRect,
                frame: frame.toJSON() as DOMRect,
                // The label's font size on screen, the drawing scaled to the map's width.
                px:
                  parseFloat(getComputedStyle(text).fontSize) *
                  (frame.width / svg.viewBox.baseVal.width),
              };
            }),
          );
        // Every city once.
        expect(labels.map((label) => label.name).sort()).toEqual(
          allCities.map((city) => city.name).sort(),
        );
        for (const [i, { name, box, frame, px }] of labels.entries()) {
          expect(px, `${name} at ${width} px`).toBeGreaterThanOrEqual(12);
          const inside =
            box.left >= frame.left &&
            box.right <= frame.right &&
            box.top >= frame.top &&
            box.bottom <= frame.bottom;
          expect(inside, `${name} inside the map at ${width} px`).toBe(true);
          for (const other of labels.slice(i + 1)) {
            const [a, b] = [box, other.box];
            const apart =
              a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
            expect(apart, `${name} and ${other.name} apart at ${width} px`).toBe(true);
          }
        }
      }
    },
  );

  test('each city leads to its page: Tab reaches every link, with a visible focus ring', async ({
    page,
  }) => {
    const links = isPhone(page) ? cityList(page).getByRole('link') : map(page).getByRole('link');
    await expect(links).toHaveCount(cities.length);
    await links.first().focus();
    for (let index = 0; index < cities.length; index += 1) {
      const link = links.nth(index);
      await expect(link).toBeFocused();
      const ring = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
      });
      expect(ring, `the focus ring of link ${index + 1}`).toEqual({ width: 3, style: 'solid' });
      if (index < cities.length - 1) await page.keyboard.press('Tab');
    }
    const href = await links.last().getAttribute('href');
    const city = allCities.find((candidate) => `/locations/${candidate.id}` === href)!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Riding in ${city.name}`);
  });
});
