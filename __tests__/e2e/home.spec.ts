import { homePage as homeIn } from '@/lib/pages/home';
import { expect, test } from './fixtures';

const homePage = homeIn.en;

/** The home page's own content and links; Get Scootin is getScootin.spec.ts's. */
test.beforeEach(({ page }) => page.goto('/'));

test('shows the hero, the steps and the features', async ({ page }) => {
  const hero = page.getByRole('region', { name: homePage.hero.title });
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(homePage.hero.title);
  await expect(hero.getByRole('link', { name: 'Get Scootin' })).toBeVisible();
  // The hero art is the largest paint on a phone: inline, sized and painted.
  const art = hero.getByRole('img', { name: homePage.hero.image.alt });
  await expect(art).toBeVisible();
  await expect(art).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  expect(await art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const steps = page.getByRole('region', { name: homePage.steps.title }).getByRole('listitem');
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText(
    homePage.steps.items.map((step) => step.title),
  );
  for (const { title } of homePage.features) {
    const block = page.getByRole('region', { name: title });
    await expect(block.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(block.getByRole('img')).toHaveAccessibleName(/.+/);
    await expect(block.getByRole('link', { name: /^Learn More about / })).toBeVisible();
  }
  const claims = page.getByText(/runs in 4 cities today.*23 cities over the coming year/);
  await expect(claims).toBeVisible();
  // The ornaments are hidden from assistive technology.
  for (const svg of await page.locator('main svg').all())
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
});

test('sends every Learn More to a page and section that exist', async ({ page, request }) => {
  const links = page.getByRole('link', { name: /^Learn More\b/ });
  await expect(links).toHaveCount(homePage.features.length);
  const names = await links.evaluateAll((els) => els.map((el) => el.textContent));
  expect(new Set(names).size).toBe(homePage.features.length);
  for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))) {
    const [path, fragment] = href!.split('#');
    const response = await request.get(path!);
    expect(response.status(), href!).toBe(200);
    if (fragment) expect(await response.text(), href!).toContain(`id="${fragment}"`);
  }
  await links.nth(1).click();
  await expect(page).toHaveURL(/\/locations$/);
});
