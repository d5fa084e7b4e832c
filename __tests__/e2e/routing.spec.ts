import { expect, test } from './fixtures';
import { errorHeading, routeHeadings, server } from './servers';

/** The browser reports the 404 document itself as a failed resource; that one is expected. */
const ignore404 = (problems: { consoleErrors: string[] }) => {
  const rest = problems.consoleErrors.filter((e) => !/status of 404/.test(e));
  problems.consoleErrors.length = 0;
  problems.consoleErrors.push(...rest);
};

test.describe('case-insensitive routes', () => {
  for (const [alias, route] of [
    ['/About', '/about'],
    ['/ABOUT', '/about'],
    ['/Careers', '/careers'],
    ['/CAREERS', '/careers'],
    ['/Locations', '/locations'],
    ['/LOCATIONS', '/locations'],
  ] as const) {
    test(`${alias} shows the ${route} page`, async ({ page }) => {
      const response = await page.goto(alias);
      await expect(page.locator('h1')).toHaveText(routeHeadings[route]!);
      if (server() === 'nginx') {
        // nginx answers with a real redirect to the lowercase route.
        const redirect = await response?.request().redirectedFrom()?.response();
        expect(redirect?.status()).toBe(301);
        expect(new URL(page.url()).pathname).toBe(route);
      } else {
        // serve has the pre-rendered alias page, which names its canonical URL.
        expect(response?.status()).toBe(200);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${route}$`),
        );
      }
    });
  }

  for (const [url, route, search, hash] of [
    ['/aBoUt', '/about', '', ''],
    ['/CAREERS/', '/careers', '', ''],
    ['/Locations?x=1#y', '/locations', '?x=1', '#y'],
    ['/lOcAtIoNs/?city=london#map', '/locations', '?city=london', '#map'],
  ] as const) {
    test(`${url} ends on ${route}, keeping query and hash`, async ({ page, problems }) => {
      await page.goto(url);
      await expect(page.locator('h1')).toHaveText(routeHeadings[route]!);
      const final = new URL(page.url());
      // The canonical route, or (on serve) the same page at an alias or slash URL that
      // names the canonical one.
      expect(final.pathname.toLowerCase().replace(/\/+$/, '')).toBe(route);
      if (final.pathname !== route) {
        expect(server()).toBe('serve');
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${route}$`),
        );
      }
      expect(final.search).toBe(search);
      expect(final.hash).toBe(hash);
      ignore404(problems);
    });
  }

  test('the 404 view never paints on the way to a recased route', async ({ page, problems }) => {
    // Record every paint of the error heading: the case fix must hide the page first.
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'first-contentful-paint') {
            (window as unknown as { __fcp: string[] }).__fcp ??= [];
            (window as unknown as { __fcp: string[] }).__fcp.push(document.title);
          }
        }
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto('/cArEeRs');
    await expect(page.locator('h1')).toHaveText('Careers');
    ignore404(problems);
    expect(server() === 'nginx' || page.url().endsWith('/careers')).toBe(true);
  });
});

test.describe('unknown and malformed URLs', () => {
  for (const url of ['/nope', '/about/team', '/careers/123', '/Abouts', '/%C3%BCber']) {
    test(`${url} shows the 404 view with status 404`, async ({ page, problems }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(errorHeading);
      await expect(page.getByText('404 Not Found')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
      ignore404(problems);
    });
  }

  test('an encoded path above the site root gets the 400 view, not a file', async ({
    page,
    problems,
  }) => {
    const response = await page.goto('/..%2f..%2fpackage.json');
    expect(response?.status()).toBe(400);
    await expect(page.locator('h1')).toHaveText(errorHeading);
    await expect(page.getByText('400 Bad Request')).toBeVisible();
    expect(await page.content()).not.toContain('"devDependencies"');
    problems.consoleErrors.splice(
      0,
      problems.consoleErrors.length,
      ...problems.consoleErrors.filter((e) => !/status of 400/.test(e)),
    );
  });
});
