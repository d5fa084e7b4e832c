import {
  test as base,
  expect,
  type Browser,
  type Page,
  type TestInfo,
  type ViewportSize,
} from '@playwright/test';

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { aliasesOf, innerRoutes } from '../../lib/routing';
import { cities } from '../../content/cities';
import { jobOpenings } from '@/lib/jobs';
import { pages as sitePages, pathsOf } from '@/lib/pageRegistry';
import { cityPath } from '../../lib/cities';
import {
  DEFAULT_LANGUAGE,
  INTL_LOCALES,
  langOfPath,
  localePath,
  TRANSLATED_LANGUAGES,
  type Lang,
} from '@/content/languages';
import { jobPath } from '../../lib/openings';

/** The registry's pages, in English (each language has them all under its prefix). */
export const pages = pathsOf(sitePages);

/** Every URL of the build in every language, read from out/sitemap.xml as the servers' rules are. */
export const everySitemapPath = [
  ...readFileSync(join(__dirname, '..', '..', 'out', 'sitemap.xml'), 'utf8').matchAll(
    /<loc>([^<]+)<\/loc>/g,
  ),
].map(([, loc]) => new URL(loc!.trim()).pathname.replace(/(.)\/+$/, '$1'));

/**
 * The English URLs of the sitemap: the ones the specs walk one by one. Every page exists in
 * every language from the same template and data, so walking all three would triple those
 * specs for checks a template passes or fails once; the other languages get one page of each
 * template (`languageSample`), in the checks that depend on the words.
 */
export const sitemapPaths = everySitemapPath.filter(
  (path) => langOfPath(path) === DEFAULT_LANGUAGE,
);

/**
 * The openings this build published, as its sitemap lists them: which ones depends on the
 * day it ran and on the content, so the specs test what is there, including none.
 */
export const liveOpenings = jobOpenings.en.filter((job) => sitemapPaths.includes(jobPath(job)));

export const NOT_FOUND = '/no-such-page';

/** An unknown URL under a language's prefix: its 404 view where the server picks it. */
export const notFoundIn = (lang: Lang) => localePath(lang, NOT_FOUND);

/**
 * A language's 404 view at its own address (out/ja/404.html): `serve` sends the English view
 * for every unknown URL, so the per-template checks load the view itself there, with status
 * 200. Which view an unknown URL gets from each server is languages.spec.ts's.
 */
export const notFoundViewIn = (lang: Lang) => localePath(lang, '/404');

/** The city of the country that speaks a language (Yokohama, Jakarta), else the first. */
export const cityOfLanguage = (lang: Lang) =>
  cities.en.find((city) => city.countryCode === INTL_LOCALES[lang].split('-')[1]) ?? cities.en[0]!;

/**
 * One page of each template in a language other than English: home, About, Locations, a
 * city's, Careers, a job's (where an opening is live), the two notices and the 404 view. The
 * per-template checks run on these besides every English URL; the specs of a page's own
 * content stay English, since the same data fills every language's.
 */
export function languageSample(lang: Exclude<Lang, typeof DEFAULT_LANGUAGE>) {
  const at = (path: string) => localePath(lang, path);
  return [
    ...pages.map(at),
    at(cityPath(cityOfLanguage(lang))),
    ...liveOpenings.slice(0, 1).map((job) => at(jobPath(job))),
    notFoundViewIn(lang),
  ];
}

/** The sample of every translated language, Japanese first. */
export const translatedSample = TRANSLATED_LANGUAGES.flatMap(languageSample);

/** The two casings of each inner route built as alias pages (/About, /ABOUT), as [alias, route]. */
export const aliases = innerRoutes.flatMap((route) =>
  aliasesOf(route).map((alias) => [`/${alias}`, route] as const),
);

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

export type Problems = Record<'consoleErrors' | 'foreignRequests' | 'cookies', string[]> & {
  /** Console errors a test causes on purpose, however late they are logged. */
  forgiven: RegExp[];
};
type Fixtures = { engineLimits: void; problems: Problems };

/** Firefox reports a font download cut short by leaving the page (NS_BINDING_ABORTED). */
const fontLoadCutShort = (message: string) =>
  /^download failed \(font-family: .* status=2152398850 /.test(message);

/**
 * Playwright's own style element (`body {}`), which it adds and removes to settle animations
 * before a screenshot, the one taken of a failing test included: the site's CSP blocks it, and
 * Firefox reports that as the page's error. Only that style, by its hash, is the tool's.
 */
const screenshotStyleHash = createHash('sha256').update('body {}').digest('base64');
const screenshotStyleBlocked = (message: string) =>
  message.includes('inline style') && message.includes(`'sha256-${screenshotStyleHash}'`);

/** Every test fails on a console error, an exception, a request elsewhere or a cookie. */
export const test = base.extend<Fixtures, { fullChromium: boolean; projectName: string }>({
  // Chromium as visitors run it (CHROMIUM_PATH), not the headless shell: the screenshots.
  fullChromium: [false, { scope: 'worker', option: true }],
  /**
   * The project's name, for a skip that depends on it alone: `test.skip(({ projectName }) =>
   * ...)` then runs once per worker, before the test's browser context is made, so a test a
   * project leaves out costs it nothing.
   */
  projectName: [({}, use, workerInfo) => use(workerInfo.project.name), { scope: 'worker' }],
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
        browserName === 'firefox' && testInfo.tags.includes(noJsTag),
        'skipped in Firefox: Playwright cannot turn JavaScript off there over WebDriver BiDi',
      );
      await use();
    },
    { auto: true },
  ],
  problems: [
    async ({ page, context, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const problems: Problems = {
        consoleErrors: [],
        foreignRequests: [],
        cookies: [],
        forgiven: [],
      };
      const headerChecks: Promise<void>[] = [];
      page.on('response', (response) => {
        const check = response.headerValue('set-cookie').then((cookie) => {
          if (cookie) problems.cookies.push(`${response.url()}: ${cookie}`);
        });
        // A response whose page has gone (a test ending mid-load) has no headers to read.
        headerChecks.push(check.catch(() => {}));
      });
      page.on('console', (message) => {
        if (message.type() === 'error')
          problems.consoleErrors.push(`${message.text()} (on ${page.url()})`);
      });
      page.on('pageerror', (error) => {
        if (!fontLoadCutShort(error.message) && !screenshotStyleBlocked(error.message))
          problems.consoleErrors.push(`pageerror: ${error.message} (on ${page.url()})`);
      });
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !/^(data|blob):/.test(url))
          problems.foreignRequests.push(url);
      });
      await use(problems);
      // A page shown from a speculative fetch (the speculation rules, lib/speculationRules.ts)
      // has a response whose raw headers Chromium never reports, and Playwright waits for them
      // forever: the checks get 0.5 s after the test. context.cookies() still sees every cookie.
      await Promise.race([Promise.all(headerChecks), new Promise((done) => setTimeout(done, 500))]);
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

/** Needs prefers-reduced-motion; Firefox gets it only at launch, in a project of its own. */
export const reducedMotionTag = '@reduced-motion';
/** Depends on the layout at the project's width: all the tablet project (768 px) runs. */
export const layoutTag = '@layout';
/** Needs JavaScript off, which Firefox over BiDi cannot do; WebKit's is webkit/engine.spec.ts. */
export const noJsTag = '@no-js';
/** Holds for any content: `npm run bench:growth` runs it on the large content fixture too. */
export const growthTag = '@growth';

export function prefersReducedMotion(page: Page) {
  return page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
}

/**
 * Starts Next's runtime as a visitor's first interaction does (deploy/runtime-loading.mjs), with
 * a press of Shift, which changes nothing on the page, and waits until React has hydrated it
 * (`<html data-hydrated>`).
 */
export async function hydrate(page: Page) {
  await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Holds every script chunk until `release()`; goto with `waitUntil: 'domcontentloaded'`. */
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

/** What a reader gets: the rendered text of <main> and <footer>, whitespace normalised. */
export const readableText = (page: Page) =>
  page.evaluate(() =>
    ['main', 'footer'].map((selector) =>
      (document.querySelector<HTMLElement>(selector)?.innerText ?? '').replace(/\s+/g, ' ').trim(),
    ),
  );

export async function hasHorizontalOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/** A context like the test's project, JavaScript off; `size` overrides its viewport. */
export function noScriptContext(browser: Browser, testInfo: TestInfo, size?: ViewportSize) {
  const { isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL, viewport } =
    testInfo.project.use;
  const device = { isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL };
  return browser.newContext({ ...device, viewport: size ?? viewport, javaScriptEnabled: false });
}
