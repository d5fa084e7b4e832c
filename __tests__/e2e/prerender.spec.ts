import type { LaunchOptions, PlaywrightTestOptions } from '@playwright/test';

import { messagesOf } from '../../lib/messages';
import { launchChromium, openTab } from '../../quality/page-to-page.mjs';
import { expect, test } from './fixtures';

/**
 * The speculation rules (lib/speculationRules.ts, in every page of both root layouts): Chromium
 * prerenders the page a visitor's pointer rests on, runs it hidden and shows it on the click.
 * Over raw CDP through the tab's target (quality/page-to-page.mjs, as the audit measures it):
 * Chromium prerenders nothing while a session is attached to the page alone, as Playwright's
 * is. Firefox and WebKit ignore the rules: their own specs load pages as before.
 */
test.skip(({ browserName }) => browserName !== 'chromium', 'only Chromium prerenders');

let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined;
test.afterEach(async () => {
  await chromium?.close();
});

/** A Chromium of its own (the project's: the headless shell, its flags), and a tab in it. */
async function openChromium(options: LaunchOptions, commands: [string, object][]) {
  const chromeFlags = ['--headless', ...(options.args ?? [])];
  chromium = await launchChromium(options.executablePath, chromeFlags);
  return openTab(chromium.browser, commands);
}

type Screen = Pick<PlaywrightTestOptions, 'baseURL' | 'viewport' | 'isMobile'> & {
  launchOptions: LaunchOptions;
};

/** A tab at the project's screen, with `path` loaded. */
async function openAt(path: string, { baseURL, viewport, isMobile, launchOptions }: Screen) {
  const metrics = { ...viewport!, deviceScaleFactor: 1, mobile: isMobile };
  const tab = await openChromium(launchOptions, [['Emulation.setDeviceMetricsOverride', metrics]]);
  await tab.send('Page.navigate', { url: `${baseURL}${path}` }, tab.page);
  await expect.poll(() => tab.evaluate(path, () => document.readyState)).toBe('complete');
  return tab;
}

// One page of each root layout: app/(en) and app/[segment].
for (const [lang, from, to] of [
  ['en', '/', '/careers'],
  ['id', '/id/about', '/id/locations'],
] as const)
  test(`${lang}: a page prerendered on hover runs hidden, then is the page: fonts, menu, runtime`, async ({
    baseURL,
    viewport,
    isMobile,
    launchOptions,
  }) => {
    const tab = await openAt(from, { baseURL, viewport, isMobile, launchOptions });
    // The footer's link, there at every width (the bar's are in the menu on a phone).
    const click = await tab.pointer(from, to, `footer a[href="${to}"]`);
    // Hidden, it has run its scripts to the end without painting, and without the runtime,
    // which waits for an interaction (deploy/runtime-loading.mjs).
    const hidden = () => [
      (document as Document & { prerendering: boolean }).prerendering,
      document.readyState,
      performance.getEntriesByType('paint').length,
      document.documentElement.hasAttribute('data-hydrated'),
    ];
    await expect
      .poll(() => tab.evaluate(to, hidden), { timeout: 10_000 })
      .toEqual([true, 'complete', 0, false]);
    await click();
    const shown = () => [
      (document as Document & { prerendering: boolean }).prerendering,
      (
        performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
          activationStart: number;
        }
      ).activationStart > 0,
      document.visibilityState,
    ];
    await expect.poll(() => tab.evaluate(to, shown)).toEqual([false, true, 'visible']);
    // The web fonts are on, as on any page after the first (lib/fontLoading.ts).
    const fonts = () =>
      document.documentElement.hasAttribute('data-fonts') &&
      [...document.fonts].some((face) => face.status === 'loaded');
    await expect.poll(() => tab.evaluate(to, fonts), { timeout: 10_000 }).toBe(true);
    // The phone's menu opens before the runtime (invoker commands); the first click or tap
    // starts the runtime, which hydrates the page.
    if (isMobile) {
      const label = messagesOf(lang).layout.openMenu;
      await (
        await tab.pointer(to, '', `button[aria-label="${label}"]`)
      )();
      const open = () => !!document.querySelector('dialog[open]');
      await expect.poll(() => tab.evaluate(to, open)).toBe(true);
    } else await (await tab.pointer(to, '', 'main h1'))();
    const hydrated = () => document.documentElement.hasAttribute('data-hydrated');
    await expect.poll(() => tab.evaluate(to, hydrated), { timeout: 15_000 }).toBe(true);
    await tab.close();
  });

test('Locations prerenders the city the visitor comes to, on the map or the list, and no other', async ({
  baseURL,
  viewport,
  isMobile,
  launchOptions,
}) => {
  const tab = await openAt('/locations', { baseURL, viewport, isMobile, launchOptions });
  /** The paths Chromium holds prerendered in the tab now. */
  const prerendered = async () => {
    const where = () =>
      (document as Document & { prerendering: boolean }).prerendering ? location.pathname : '';
    return (await tab.askEach(where)).filter(Boolean).sort();
  };
  // Nothing while the visitor only reads the page (the cities were once prerendered at once).
  await new Promise((done) => setTimeout(done, 1500));
  expect(await prerendered()).toEqual([]);
  // The link the visitor sees: the map's SVG link on a wide screen, the list's on a phone.
  const shown = (href: string) =>
    [...document.querySelectorAll(`a[href="${href}"]`)]
      .filter((link) => link.checkVisibility({ visibilityProperty: true }))
      .map((link) => link.namespaceURI);
  const html = 'http://www.w3.org/1999/xhtml';
  const svg = 'http://www.w3.org/2000/svg';
  expect(await tab.evaluate('/locations', shown, '/locations/london')).toEqual([
    isMobile ? html : svg,
  ]);
  await tab.pointer('/locations', '/locations/london');
  await expect.poll(prerendered, { timeout: 10_000 }).toEqual(['/locations/london']);
  // Another city: its page too (Chromium keeps the first, within its own limits).
  const click = await tab.pointer('/locations', '/locations/jakarta');
  await expect
    .poll(prerendered, { timeout: 10_000 })
    .toEqual(['/locations/jakarta', '/locations/london']);
  await click();
  const activated = () =>
    (
      performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
        activationStart: number;
      }
    ).activationStart > 0;
  await expect.poll(() => tab.evaluate('/locations/jakarta', activated)).toBe(true);
  await tab.close();
});

test('a visitor whose browser saves data gets no prerender', async ({ baseURL, launchOptions }) => {
  // Chromium 156 itself still prerenders then: the page's own mark stops the rules.
  const tab = await openChromium(launchOptions, [
    ['Emulation.setDataSaverOverride', { dataSaverEnabled: true }],
  ]);
  await tab.send('Page.navigate', { url: `${baseURL}/` }, tab.page);
  await expect.poll(() => tab.evaluate('/', () => document.readyState)).toBe('complete');
  expect(
    await tab.evaluate('/', () => document.documentElement.hasAttribute('data-save-data')),
  ).toBe(true);
  await tab.pointer('/', '/careers', 'footer a[href="/careers"]');
  // Long enough for the prerender the test above sees start: none has.
  await new Promise((done) => setTimeout(done, 2000));
  expect(tab.sessions.size).toBe(1);
  await tab.close();
});
