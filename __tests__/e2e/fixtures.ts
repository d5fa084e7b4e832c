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
 * Every URL of the build (the registry's pages, each city's and each current opening's), by
 * path, read from out/sitemap.xml as the servers' rules are (deploy/export-files.mjs).
 */
export const sitemapPaths = [
  ...readFileSync(join(__dirname, '..', '..', 'out', 'sitemap.xml'), 'utf8').matchAll(
    /<loc>([^<]+)<\/loc>/g,
  ),
].map(([, loc]) => new URL(loc!.trim()).pathname.replace(/(.)\/+$/, '$1'));

/** The 404 view, at a URL of no page. */
export const NOT_FOUND = '/no-such-page';

/** The two casings of each inner route the spec names (/About, /ABOUT), as [alias, route]. */
export const aliases = innerRoutes.flatMap((route) =>
  aliasesOf(route).map((alias) => [`/${alias}`, route] as const),
);

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

type Fixtures = {
  /** Skips, with the reason, what an engine cannot do (see noJsTag). */
  engineLimits: void;
  /** Console errors, uncaught exceptions, requests to other origins and cookies seen. */
  problems: {
    consoleErrors: string[];
    foreignRequests: string[];
    cookies: string[];
    /** Console errors a test causes on purpose, as patterns, however late they are logged. */
    forgiven: RegExp[];
  };
};

type WorkerFixtures = {
  /** Chromium as visitors run it (CHROMIUM_PATH), not the headless shell: the screenshots. */
  fullChromium: boolean;
};

/**
 * Firefox reports a font download cut short by leaving the page as a page error with the
 * status NS_BINDING_ABORTED, which the visitor never sees; any other font failure counts.
 */
const fontLoadCutShort = (message: string) =>
  /^download failed \(font-family: .* status=2152398850 /.test(message);

/**
 * Every test fails if the page logged a console error, threw, asked another origin for
 * anything ("nothing at run time leaves the site"), or set a cookie by a header or a script
 * (the privacy notice says the site sets none).
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
 * Tag of the tests that need prefers-reduced-motion: reduce. Firefox gets it only from a
 * launch preference, so they run there in a project of their own (playwright.config.mts).
 */
export const reducedMotionTag = '@reduced-motion';

/**
 * Tag of the checks whose answer depends on the layout at the project's width (screenshots,
 * axe, the shape of a block): the only ones the tablet project, at the 768 px breakpoint, runs.
 */
export const layoutTag = '@layout';

/**
 * Tag of the tests that need JavaScript off. Firefox over WebDriver BiDi ignores
 * `javaScriptEnabled`, and its preference stops Playwright's own scripts too: skipped there,
 * saying so. WebKit's no-JS check is webkit/engine.spec.ts's.
 */
export const noJsTag = '@no-js';

/**
 * Tag of the checks that hold for any content, however much: `npm run bench:growth` runs them
 * on a build of the large content fixture (23 cities, 120 openings) too.
 */
export const growthTag = '@growth';

/** Whether the page matches prefers-reduced-motion: reduce, to prove a preference applied. */
export function prefersReducedMotion(page: Page) {
  return page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
}

/**
 * Waits until React has hydrated the page (HydrationMarker sets `<html data-hydrated>`): the
 * runtime starts after the first paint, and the page is plain HTML until then.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Holds every script chunk until `release()`, so the page stays plain HTML while a test acts
 * on it. Call it before `page.goto` with `waitUntil: 'domcontentloaded'` (the load event may
 * wait for the held scripts); `held()` counts the requests held.
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
 * A browser context like the test's project with JavaScript off; `viewport` overrides the
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
