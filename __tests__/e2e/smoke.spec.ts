import { cities } from '../../content/cities';
import { cityPath } from '../../lib/cities';
import { jobPath } from '../../lib/openings';
import { SITE_URL } from '../../lib/siteUrl';
import { expect, hydrate, liveOpenings, NOT_FOUND, test } from './fixtures';

/*
 * The daily deploy's check of its build (the smoke project: Chromium at a desktop width, on
 * serve; npm run test:smoke). The commit passed the whole suite when it was pushed; only the
 * day has changed since, and with it which openings are live. So a few pages, one of each
 * kind a visitor lands on, are opened as a visitor would: the home page, a city, the careers
 * page and the 404 view, each with its status, its one heading, the canonical address on the
 * origin the build is for, and its runtime started without an error (the fixtures fail a test
 * on a console error, a request to another origin or a cookie).
 */
const views = [
  { path: '/', status: 200 },
  { path: cityPath(cities.en[0]!), status: 200 },
  { path: '/careers', status: 200 },
  { path: NOT_FOUND, status: 404 },
];

for (const { path, status } of views)
  test(`${path} answers ${status} with its page, on ${SITE_URL}, and starts`, async ({
    page,
    problems,
  }) => {
    // The browser logs the 404 view's own status as an error.
    if (status === 404) problems.forgiven.push(/status of 404/);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toBeVisible();
    const canonical = await page
      .locator('link[rel="canonical"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    // The error view names none; a page names itself on the origin the build is for.
    expect(canonical).toEqual(status === 200 ? [new URL(path, `${SITE_URL}/`).href] : []);
    await hydrate(page);
  });

test("the careers page links today's openings, each of which answers", async ({
  page,
  request,
}) => {
  await page.goto('/careers');
  const links = page.locator('main a[href^="/careers/"]');
  const hrefs = new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))));
  expect([...hrefs].sort()).toEqual(liveOpenings.map(jobPath).sort());
  for (const href of hrefs) expect((await request.get(href!)).status(), href!).toBe(200);
});

test('robots.txt and the sitemap name the origin the build is for', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.trim());
  expect(locs.length).toBeGreaterThan(0);
  expect(locs.filter((loc) => !loc.startsWith(`${SITE_URL}/`))).toEqual([]);
});
