import {
  test as base,
  expect,
  type Browser,
  type Page,
  type TestInfo,
  type ViewportSize,
} from '@playwright/test';

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { aliasesOf, innerRoutes } from '../../app/routing';
import { pages as sitePages, pathsOf } from '../../content/pageRegistry';

/** The site's real routes, from the page registry; every test that walks "all pages" uses it. */
export const pages = pathsOf(sitePages);

/**
 * Every URL of the build, by path, in the order of the built out/sitemap.xml: the registry's
 * pages, each city's and each current opening's. Read from the file, as the servers' rules
 * are (deploy/export-files.mjs; Playwright's loader cannot import those native ES modules).
 */
export const sitemapPaths = [
  ...readFileSync(join(__dirname, '..', '..', 'out', 'sitemap.xml'), 'utf8').matchAll(
    /<loc>([^<]+)<\/loc>/g,
  ),
].map(([, loc]) => new URL(loc!.trim()).pathname.replace(/(.)\/+$/, '$1'));

/** The 404 view, at a URL of no page. */
export const NOT_FOUND = '/no-such-page';

/**
 * The two casings of each inner route the spec names (/About, /ABOUT) as [alias, route]:
 * every host answers them with the route's page, directly or by a redirect.
 */
export const aliases = innerRoutes.flatMap((route) =>
  aliasesOf(route).map((alias) => [`/${alias}`, route] as const),
);

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

type Fixtures = {
  /** Skips, with the reason, what an engine cannot do (see noJsTag). */
  engineLimits: void;
  /**
   * Console errors, uncaught exceptions, requests to other origins and cookies seen during a
   * test.
   */
  problems: {
    consoleErrors: string[];
    foreignRequests: string[];
    cookies: string[];
    /**
     * The console errors a test causes on purpose (requests it blocks), as patterns: they are
     * dropped when the test ends, however late the page logs them.
     */
    forgiven: RegExp[];
  };
};

type WorkerFixtures = {
  /**
   * Chromium as visitors run it (CHROMIUM_PATH) instead of the headless shell the projects
   * launch (playwright.config.mts), for what depends on how text is drawn: the screenshots.
   */
  fullChromium: boolean;
};

/**
 * Firefox reports a font download that leaving the page cut short (a link followed, the 404
 * page's casing fix moving on, the test ending) as a page error with the status
 * NS_BINDING_ABORTED. The visitor sees nothing of it; a font that fails to load has another
 * status (a 404, a blocked or refused request) and still fails the test.
 */
const fontLoadCutShort = (message: string) =>
  /^download failed \(font-family: .* status=2152398850 /.test(message);

/**
 * Every test fails if the page logged a console error, threw, asked another origin for
 * anything (no CDNs, analytics or hot-linked images: "nothing at run time leaves the site"),
 * or set a cookie, by a response's header or from a script: the privacy notice says the site
 * sets none. Expected 404 responses (the 404 page itself) are filtered by the tests that make
 * them.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  fullChromium: [false, { scope: 'worker', option: true }],
  launchOptions: [
    async ({ launchOptions, browserName, fullChromium }, use) => {
      const full = browserName === 'chromium' && fullChromium;
      await use(
        full ? { ...launchOptions, executablePath: process.env.CHROMIUM_PATH } : launchOptions,
      );
    },
    { scope: 'worker' },
  ],
  engineLimits: [
    async ({ browserName }, use, testInfo) => {
      testInfo.skip(
        browserName === 'firefox' && testInfo.tags.includes('@no-js'),
        'skipped in Firefox: Playwright cannot turn JavaScript off there over WebDriver BiDi',
      );
      await use();
    },
    { auto: true },
  ],
  problems: [
    async ({ page, context, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const problems = {
        consoleErrors: [] as string[],
        foreignRequests: [] as string[],
        cookies: [] as string[],
        forgiven: [] as RegExp[],
      };
      const headerChecks: Promise<void>[] = [];
      page.on('response', (response) => {
        headerChecks.push(
          response
            .headerValue('set-cookie')
            .then((cookie) => {
              if (cookie) problems.cookies.push(`${response.url()}: ${cookie}`);
            })
            // A response whose page has gone (a test ending mid-load) has no headers to read.
            .catch(() => {}),
        );
      });
      page.on('console', (message) => {
        if (message.type() === 'error')
          problems.consoleErrors.push(`${message.text()} (on ${page.url()})`);
      });
      page.on('pageerror', (error) => {
        if (!fontLoadCutShort(error.message))
          problems.consoleErrors.push(`pageerror: ${error.message} (on ${page.url()})`);
      });
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
          problems.foreignRequests.push(url);
        }
      });
      await use(problems);
      await Promise.all(headerChecks);
      const stored = await context.cookies();
      problems.cookies.push(...stored.map((cookie) => `${cookie.domain}: ${cookie.name}`));
      expect(problems.cookies, 'cookies set').toEqual([]);
      expect(problems.foreignRequests, 'requests to other origins').toEqual([]);
      const unexpected = problems.consoleErrors.filter(
        (error) => !problems.forgiven.some((pattern) => pattern.test(error)),
      );
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Tag of the tests that need prefers-reduced-motion: reduce. Chromium gets it from media
 * emulation per page; Playwright's media emulation does not reach Firefox over WebDriver
 * BiDi, whose only way is the `ui.prefersReducedMotion` preference at launch, so these tests
 * run there in a project of their own (playwright.config.mts).
 */
export const reducedMotionTag = '@reduced-motion';

/**
 * Tag of the checks whose answer depends on the layout at the project's width: the
 * screenshots, axe (contrast, names and sizes of what that layout shows) and the shape of a
 * block (rows or cards, map or list, the images' reserved boxes). The tablet project, at the
 * 768 px breakpoint, runs only these; behaviour is the same there as on the desktop.
 */
export const layoutTag = '@layout';

/**
 * Tag of the tests that need JavaScript off. Chromium turns it off per context
 * (`javaScriptEnabled: false`). Firefox over WebDriver BiDi ignores that option, and its
 * `javascript.enabled` preference also stops the scripts Playwright itself runs in the page
 * (every check then timed out), so there these tests are skipped, saying so; WebKit's no-JS
 * check runs (webkit/engine.spec.ts).
 */
export const noJsTag = '@no-js';

/**
 * Tag of the checks that hold for any content, however much: every route in any casing, the
 * closed openings gone, no page scrolling sideways, the map's labels legible. `npm run
 * bench:growth` (quality/growth.mjs) runs these on a build of the large content fixture, so
 * the site is held to them at 23 cities and 120 openings as well as at today's size.
 */
export const growthTag = '@growth';

/** Whether the page matches prefers-reduced-motion: reduce, to prove a preference applied. */
export function prefersReducedMotion(page: Page) {
  return page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
}

/**
 * Waits until React has hydrated the page, so client components handle events. Each page
 * starts its runtime after the first paint (deploy/runtime-loading.mjs) and is plain HTML
 * until then, so a test of a behaviour that needs the runtime (Get Scootin's delay and
 * scroll) waits for it. The layout's HydrationMarker sets `<html data-hydrated>` then.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Holds every script chunk the page asks for until `release()`, so the page stays plain HTML
 * while a test acts on it (as a visitor on a phone does in the first second). Call it before
 * `page.goto`, and navigate with `waitUntil: 'domcontentloaded'`: the held scripts may be
 * what the load event waits for. `held()` counts the requests held, to prove there were some.
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    held += 1;
    await gate;
    await route.continue();
  });
  return { release, held: () => held };
}

/** True when the document is wider than the viewport (horizontal scrolling). */
export async function hasHorizontalOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/**
 * A browser context like the test's project (size, touch, user agent, base URL) with
 * JavaScript off: the page as a visitor without scripts gets it. `viewport` overrides the
 * project's size. The caller closes it.
 */
export function noScriptContext(browser: Browser, testInfo: TestInfo, viewport?: ViewportSize) {
  const { isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } = testInfo.project.use;
  return browser.newContext({
    viewport: viewport ?? testInfo.project.use.viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    baseURL,
    javaScriptEnabled: false,
  });
}
