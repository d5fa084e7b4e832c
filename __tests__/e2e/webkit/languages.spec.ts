import { By, Key, type WebDriver } from 'selenium-webdriver';

import { cityPath } from '../../../lib/cities';
import { LANGUAGES, localePath, type Lang } from '@/content/languages';
import { translator } from '../../../lib/messages';
import { jobPath } from '../../../lib/openings';
import { cityOfLanguage, liveOpenings } from '../fixtures';
import { DESKTOP, eventually, expect, hydrate, setSize, test, viewport } from './fixtures';

/*
 * The language switcher in WebKit (languages.spec.ts in Chromium and Firefox): in the phone
 * menu (MiniBrowser's narrowest window is the phone layout) and in the bar on a wide screen,
 * each link to the same page in its language, followed by the keyboard. Without JavaScript:
 * engine.spec.ts's walk.
 */

const samples = [
  ['a city page', cityPath(cityOfLanguage('ja'))],
  ...liveOpenings.slice(0, 1).map((job) => ['a job page', jobPath(job)] as const),
] as const;

const run = <T>(driver: WebDriver, script: string, ...args: unknown[]) =>
  driver.executeScript<T>(script, ...args);

/** The switcher's links in `scope` (a selector), as a visitor and a crawler see them. */
const switcherLinks = (driver: WebDriver, scope: string, lang: Lang) =>
  run<
    {
      text: string;
      href: string;
      hreflang: string;
      lang: string;
      current: string;
      shown: boolean;
    }[]
  >(
    driver,
    `const nav = [...document.querySelectorAll(arguments[0] + ' nav')]
       .find((nav) => nav.getAttribute('aria-label') === arguments[1]);
     return nav ? [...nav.querySelectorAll('a')].map((a) => ({
       text: a.textContent.trim(), href: a.getAttribute('href'),
       hreflang: a.getAttribute('hreflang'), lang: a.getAttribute('lang'),
       current: a.getAttribute('aria-current'), shown: a.checkVisibility(),
     })) : [];`,
    scope,
    translator(lang)('languages.label'),
  );

/** What the switcher on `path` in `current` must hold: the page in every language. */
const expectedLinks = (path: string, current: Lang) =>
  LANGUAGES.map((lang) => ({
    text: translator('en')(`languages.${lang}`),
    href: localePath(lang, path),
    hreflang: lang,
    lang,
    current: lang === current ? 'page' : null,
    shown: true,
  }));

const pageState = (driver: WebDriver) =>
  run<{ path: string; lang: string }>(
    driver,
    'return { path: location.pathname, lang: document.documentElement.lang }',
  );

/** Opens the phone menu by its hamburger and waits for its entrance to end. */
async function openMenu(driver: WebDriver, lang: Lang) {
  const t = translator(lang);
  await driver.findElement(By.css(`button[aria-label="${t('layout.openMenu')}"]`)).click();
  const menu = `dialog[aria-label="${t('layout.menuTitle')}"]`;
  await eventually(
    () => run(driver, `return document.querySelector('${menu}').open`),
    true,
    'open',
  );
  await run(
    driver,
    `return Promise.all(document.querySelector('${menu}').getAnimations({ subtree: true })
       .map((animation) => animation.finished)).then(() => true);`,
  );
  return menu;
}

/** Focuses the switcher's first link, Tabs to the one for `lang` and presses Enter. */
async function followByKeyboard(driver: WebDriver, scope: string, from: Lang, to: Lang) {
  const links = `${scope} nav[aria-label="${translator(from)('languages.label')}"] a`;
  await run(driver, `document.querySelector(arguments[0]).focus()`, links);
  const focused = () =>
    run<string>(driver, 'return document.activeElement.getAttribute("hreflang")');
  for (let press = 0; press < LANGUAGES.length && (await focused()) !== to; press += 1)
    await driver.actions().sendKeys(Key.TAB).perform();
  expect(await focused(), `Tab reached the ${to} link`).toBe(to);
  await driver.actions().sendKeys(Key.ENTER).perform();
}

for (const [what, path] of samples) {
  for (const where of ['menu', 'bar'] as const) {
    test(`WebKit: the switcher in the ${where === 'menu' ? 'phone menu' : 'bar'} on ${what} leads to it in each language, by keyboard`, async ({
      driver,
      origin,
    }) => {
      if (where === 'bar') await setSize(driver, DESKTOP);
      const narrow = async () => (await viewport(driver)).width < 768;
      await eventually(
        narrow,
        where === 'menu',
        `the ${where === 'menu' ? 'phone' : 'wide'} layout`,
      );
      await driver.get(origin + path);
      for (const [from, to] of [
        ['en', 'ja'],
        ['ja', 'id'],
        ['id', 'en'],
      ] as const) {
        expect(await pageState(driver)).toEqual({ path: localePath(from, path), lang: from });
        await hydrate(driver);
        const scope = where === 'menu' ? await openMenu(driver, from) : 'header';
        expect(await switcherLinks(driver, scope, from)).toEqual(expectedLinks(path, from));
        await followByKeyboard(driver, scope, from, to);
        await eventually(() => pageState(driver), { path: localePath(to, path), lang: to }, to);
      }
    });
  }
}
