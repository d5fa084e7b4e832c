import { footerNavLinks, mainNavLinks, noticeNavLinks } from '../../content/pageRegistry';
import { views as oneOfEachTemplate } from './a11y';
import { expectNoAxeViolations, imagesWithoutBox, loadLazyImages } from './axeCheck';
import {
  expect,
  growthTag,
  hasHorizontalOverflow,
  layoutTag,
  noJsTag,
  noScriptContext,
  NOT_FOUND,
  readableText,
  sitemapPaths,
  test,
  hydrate,
} from './fixtures';

/** What holds on every URL of the built sitemap and on the 404 view, in every project. */
const views = [...sitemapPaths, NOT_FOUND];
/** The projects that walk every URL; the rest take one page of each template, to save time. */
const everyUrl = ['phone', 'desktop'];

/** The widths a project stands for, its own and its neighbour's, together 320 to 1920 px. */
const widthsOf = (width: number) =>
  ({ 375: [320, 375], 768: [768, 1024], 1440: [1440, 1920] })[width] ?? [width];

/** The layout's navigation groups, by name, with the registry's links each holds. */
const navigation = [
  ['Main', mainNavLinks.en],
  ['Footer', footerNavLinks.en],
  ['Notices', noticeNavLinks.en],
] as const;

for (const path of views) {
  test.describe(path, () => {
    test.beforeEach(({ problems }, testInfo) => {
      test.skip(
        !everyUrl.includes(testInfo.project.name) && !oneOfEachTemplate.includes(path as never),
        'one page of each template at this width and in this engine',
      );
      // The browser logs the 404 document itself as a failed resource: that one is expected.
      if (path === NOT_FOUND) problems.forgiven.push(/status of 404/);
    });

    test(
      'has the layout, sets no cookie and never scrolls sideways',
      { tag: [layoutTag, growthTag] },
      async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(path === NOT_FOUND ? 404 : 200);
        await expect(page.locator('h1')).toHaveCount(1);
        const logo = page.getByRole('banner').getByRole('link', { name: 'Scoot home' });
        await expect(logo).toHaveAttribute('href', '/');
        const footer = page.getByRole('contentinfo');
        const signUp = { level: 2, name: 'Sign up and Scoot off today' };
        await expect(footer.getByRole('heading', signUp)).toBeVisible();
        const stores = ['Download on the App Store', 'Get it on Google Play'];
        const social = ['Facebook', 'X (Twitter)', 'Instagram'].map((site) => `Scoot on ${site}`);
        for (const name of [...stores, ...social])
          await expect(footer.getByRole('link', { name })).toBeVisible();
        // Once the runtime has run, anything a script would store is stored.
        await hydrate(page);
        expect(await page.evaluate(() => document.cookie)).toBe('');
        for (const width of widthsOf(page.viewportSize()!.width)) {
          await page.setViewportSize({ width, height: 900 });
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
          expect(await hasHorizontalOverflow(page), `sideways scrolling at ${width} px`).toBe(
            false,
          );
        }
      },
    );

    test(
      'has no axe violations, and every image has its box before it loads',
      { tag: layoutTag },
      async ({ page }) => {
        await page.goto(path);
        expect(await imagesWithoutBox(page), 'images with no box before they load').toEqual([]);
        await loadLazyImages(page);
        await expectNoAxeViolations(page, 'the page as loaded');
      },
    );

    test(
      'without JavaScript, shows the same content and every navigation link',
      { tag: noJsTag },
      async ({ page, browser, problems }, testInfo) => {
        await page.goto(path);
        const scripted = await readableText(page);
        const context = await noScriptContext(browser, testInfo);
        const origin = new URL(testInfo.project.use.baseURL!).origin;
        context.on('request', (request) => {
          if (!request.url().startsWith(origin)) problems.foreignRequests.push(request.url());
        });
        try {
          const bare = await context.newPage();
          await bare.goto(path);
          expect(await readableText(bare)).toEqual(scripted);
          // The bar keeps its links at every width: the phone menu cannot open without scripts.
          for (const [name, expected] of navigation) {
            const links = bare
              .locator('header, footer')
              .getByRole('navigation', { name, exact: true })
              .getByRole('link');
            await expect(links).toHaveCount(expected.length);
            for (const link of await links.all()) await expect(link).toBeVisible();
            const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
            expect(hrefs).toEqual(expected.map((link) => link.href));
          }
        } finally {
          await context.close();
        }
      },
    );
  });
}
