import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { chromium, type Locator, type Page } from '@playwright/test';

import { cityPath } from '../../lib/cities';
import { LANGUAGES, localePath, TRANSLATED_LANGUAGES, type Lang } from '@/content/languages';
import { translator } from '../../lib/messages';
import { jobPath } from '../../lib/openings';
import { SITE_URL } from '../../lib/siteUrl';
import { expectNoAxeViolations, loadLazyImages } from './axeCheck';
import {
  cityOfLanguage,
  expect,
  hydrate,
  isPhone,
  liveOpenings,
  noJsTag,
  noScriptContext,
  test,
} from './fixtures';

/*
 * The languages: each page says its language, the switcher leads to the same page in each
 * (in the bar from 768 px, in the phone menu below, in the bar at every width without
 * JavaScript), and each page names its versions for search engines. Which 404 view an unknown
 * URL under a prefix gets is the servers' (routing.spec.ts); axe and the layout of one page of
 * each template per language are pages.spec.ts's.
 */

/** A city's page and a job's (where an opening is live), in English: their switchers. */
const samples = [
  ['a city page', cityPath(cityOfLanguage('ja'))],
  ...liveOpenings.slice(0, 1).map((job) => ['a job page', jobPath(job)] as const),
] as const;

/** Each language's name in itself, as the switcher shows it (the same in every language). */
const names = translator('en');
const languageName = (lang: Lang) => names(`languages.${lang}`);
/** The switcher's name, in the page's language ("Language", "言語", "Bahasa"). */
const switcherName = (lang: Lang) => translator(lang)('languages.label');

/** The language switcher on a page in `lang`: in the bar, or in the open phone menu. */
function switcher(page: Page, lang: Lang, where: 'bar' | 'menu') {
  const scope =
    where === 'bar'
      ? page.getByRole('banner')
      : page.getByRole('dialog', { name: translator(lang)('layout.menuTitle') });
  return scope.getByRole('navigation', { name: switcherName(lang), exact: true });
}

/** Its links lead to `path` in each language, named in each, the page's own marked current. */
async function expectSwitcher(nav: Locator, path: string, current: Lang) {
  await expect(nav).toBeVisible();
  const links = nav.getByRole('link');
  await expect(links).toHaveText(LANGUAGES.map(languageName));
  for (const [index, lang] of LANGUAGES.entries()) {
    const link = links.nth(index);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', localePath(lang, path));
    await expect(link).toHaveAttribute('hreflang', lang);
    await expect(link).toHaveAttribute('lang', lang);
    if (lang === current) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
}

/** The page is `path` in `lang`, and says so. */
async function expectPageIn(page: Page, path: string, lang: Lang) {
  await expect(page).toHaveURL(localePath(lang, path));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Opens the phone menu with the keyboard, once its entrance is over. */
async function openMenuByKeyboard(page: Page, lang: Lang) {
  const hamburger = page.getByRole('button', { name: translator(lang)('layout.openMenu') });
  await hamburger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: translator(lang)('layout.menuTitle') });
  await expect(menu).toBeVisible();
  await menu.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
}

/** Tabs from the switcher's first link to the one for `lang` and follows it with Enter. */
async function followByKeyboard(page: Page, nav: Locator, lang: Lang) {
  await nav.getByRole('link').first().focus();
  const target = nav.locator(`a[hreflang="${lang}"]`);
  for (let press = 0; press < LANGUAGES.length; press += 1) {
    if (await target.evaluate((link) => link === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

for (const [what, path] of samples) {
  test(`the switcher on ${what} leads to it in each language, by keyboard`, async ({ page }) => {
    const where = isPhone(page) ? 'menu' : 'bar';
    // From English to Japanese, then from Japanese to Indonesian, then back to English.
    const route: [Lang, Lang][] = [
      ['en', 'ja'],
      ['ja', 'id'],
      ['id', 'en'],
    ];
    await page.goto(path);
    for (const [from, to] of route) {
      await hydrate(page);
      if (where === 'menu') {
        // Below 768 px the bar shows no switcher: it is in the menu.
        await expect(page.getByRole('navigation', { name: switcherName(from) })).toHaveCount(0);
        await openMenuByKeyboard(page, from);
      }
      const nav = switcher(page, from, where);
      await expectSwitcher(nav, path, from);
      await followByKeyboard(page, nav, to);
      await expectPageIn(page, path, to);
    }
  });

  test(
    `the switcher on ${what} works without JavaScript, in the bar at every width`,
    { tag: noJsTag },
    async ({ browser }, testInfo) => {
      const context = await noScriptContext(browser, testInfo);
      try {
        const bare = await context.newPage();
        await bare.goto(localePath('id', path));
        // The phone menu cannot open without scripts: the switcher stays in the bar.
        const nav = switcher(bare, 'id', 'bar');
        await expectSwitcher(nav, path, 'id');
        await nav.getByRole('link', { name: languageName('ja') }).click();
        await expectPageIn(bare, path, 'ja');
        await followByKeyboard(bare, switcher(bare, 'ja', 'bar'), 'en');
        await expectPageIn(bare, path, 'en');
      } finally {
        await context.close();
      }
    },
  );
}

test('the phone menu, with its languages, has no axe violations on a Japanese and an Indonesian city page', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'the menu replaces the bar links below 768 px');
  for (const lang of TRANSLATED_LANGUAGES) {
    await page.goto(localePath(lang, cityPath(cityOfLanguage(lang))));
    await hydrate(page);
    await openMenuByKeyboard(page, lang);
    await expectSwitcher(switcher(page, lang, 'menu'), cityPath(cityOfLanguage(lang)), lang);
    await expectNoAxeViolations(page, `the menu open in ${lang}`);
  }
});

/*
 * What the markup says does not depend on the width or the engine: once, in the desktop
 * project (a modifier on the project alone, so the others open no page for it).
 */
test.describe('the markup', () => {
  test.skip(({ projectName }) => projectName !== 'desktop', 'the markup: once, on desktop');

  test(
    'each language’s pages say their language in <html lang>, as served and once hydrated',
    { tag: noJsTag },
    async ({ page, browser }, testInfo) => {
      // The switcher tests above see it again after each switch, in every engine.
      const context = await noScriptContext(browser, testInfo);
      try {
        const bare = await context.newPage();
        for (const lang of LANGUAGES) {
          for (const [, path] of samples) {
            await bare.goto(localePath(lang, path));
            await expect(bare.locator('html')).toHaveAttribute('lang', lang);
            await page.goto(localePath(lang, path));
            await hydrate(page);
            await expect(page.locator('html')).toHaveAttribute('lang', lang);
          }
        }
      } finally {
        await context.close();
      }
    },
  );

  test('each page names its versions in each language, absolute and the same from each', async ({
    page,
  }) => {
    for (const [, path] of samples) {
      const expected = [
        ...LANGUAGES.map((lang) => [lang, `${SITE_URL}${localePath(lang, path)}`]),
        ['x-default', `${SITE_URL}${path}`],
      ].sort();
      for (const lang of LANGUAGES) {
        await page.goto(localePath(lang, path));
        const head = await page.evaluate(() => ({
          alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
            (link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!] as const,
          ),
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        }));
        // Absolute: a relative hreflang URL is ignored by search engines.
        for (const [, href] of head.alternates) expect(new URL(href).href).toBe(href);
        // Reciprocal: every version lists the same set, itself included.
        expect(head.alternates.sort(), localePath(lang, path)).toEqual(expected);
        expect(head.canonical).toBe(`${SITE_URL}${localePath(lang, path)}`);
      }
    }
  });

  /*
   * Pictures of a Japanese and an Indonesian city page at a phone's and a desktop's width, for
   * people who review translations: docs/review/<lang>-<city>-<width>.png. Only when asked:
   *   LANGUAGE_SCREENSHOTS=1 npx playwright test languages --project desktop
   * In the full Chromium (CHROMIUM_PATH), which draws text as visitors' Chrome does.
   */
  if (process.env.LANGUAGE_SCREENSHOTS)
    test('screenshots of a Japanese and an Indonesian city page for review', async ({
      baseURL,
    }) => {
      const folder = join(__dirname, '..', '..', 'docs', 'review');
      mkdirSync(folder, { recursive: true });
      // The project's flags, in the full browser instead of the headless shell.
      const { launchOptions } = test.info().project.use;
      const full = await chromium.launch({
        ...launchOptions,
        executablePath: process.env.CHROMIUM_PATH,
      });
      try {
        for (const lang of TRANSLATED_LANGUAGES) {
          const city = cityOfLanguage(lang);
          for (const width of [375, 1440]) {
            const page = await full.newPage({
              baseURL,
              viewport: { width, height: 900 },
              deviceScaleFactor: 1,
            });
            await page.goto(localePath(lang, cityPath(city)));
            await hydrate(page);
            await page.locator('html[data-fonts]').waitFor({ state: 'attached' });
            await page.evaluate(() => document.fonts.ready);
            await loadLazyImages(page);
            const file = join(folder, `${lang}-${city.id}-${width}.png`);
            await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
            await page.close();
          }
        }
      } finally {
        await full.close();
      }
    });
});
