import type { Browser, Page, TestInfo } from '@playwright/test';

import { footerNavLinks, mainNavLinks, noticeNavLinks } from '@/lib/pageRegistry';
import { storeBadges } from '../../content/navigation';
import { langOfPath, localePath, type Lang } from '@/content/languages';
import { translator } from '../../lib/messages';
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
  translatedSample,
  hydrate,
  type Problems,
} from './fixtures';

/** What holds on every English URL of the built sitemap and on the 404 view, in every project. */
const views = [...sitemapPaths, NOT_FOUND];
/** The projects that walk every URL; the rest take one page of each template, to save time. */
const everyUrl = ['phone', 'desktop'];

/** The widths a project stands for, its own and its neighbour's, together 320 to 1920 px. */
const widthsOf = (width: number) =>
  ({ 375: [320, 375], 768: [768, 1024], 1440: [1440, 1920] })[width] ?? [width];
/** Every width the projects stand for, for the pages checked in one project only. */
const allWidths = [320, 375, 768, 1024, 1440, 1920];

/** The layout's words a visitor meets on every page, in a language. */
type LayoutWords = {
  home: string;
  logo: string;
  signUp: string;
  footerLinks: (string | RegExp)[];
  /** The layout's navigation groups, by name, with the registry's links each holds. */
  navigation: (readonly [string, { href: string }[]])[];
};

/** The English words, as a reader sees them. */
const english: LayoutWords = {
  home: '/',
  logo: 'Scoot home',
  signUp: 'Sign up and Scoot off today',
  footerLinks: [
    'Download on the App Store',
    'Get it on Google Play',
    ...['Facebook', 'X (Twitter)', 'Instagram'].map((site) => `Scoot on ${site}`),
  ],
  navigation: [
    ['Main', mainNavLinks.en],
    ['Footer', footerNavLinks.en],
    ['Notices', noticeNavLinks.en],
  ],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Another language's words, from its messages. A store badge is named by its two parts, in
 * the message's order, with the space the browser may put between their boxes.
 */
function layoutWordsIn(lang: Lang): LayoutWords {
  const t = translator(lang);
  const part = (chunks: unknown) => `\n${String(chunks)}\n`;
  const badgeName = (id: (typeof storeBadges)[number]['id']) => {
    const parts = t.markup(`stores.${id}`, { caption: part, store: part }).split('\n');
    return new RegExp(
      `^${parts
        .map((text) => escape(text.trim()))
        .filter(Boolean)
        .join('\\s*')}$`,
    );
  };
  return {
    home: localePath(lang, '/'),
    logo: t('layout.logoLabel'),
    signUp: t('layout.footerCtaTitle'),
    footerLinks: [
      ...storeBadges.map(({ id }) => badgeName(id)),
      ...(['facebook', 'x', 'instagram'] as const).map((id) => t(`social.${id}`)),
    ],
    navigation: [
      [t('layout.mainNavLabel'), mainNavLinks[lang]],
      [t('layout.footerNavLabel'), footerNavLinks[lang]],
      [t('layout.noticesNavLabel'), noticeNavLinks[lang]],
    ],
  };
}

/**
 * The layout on the page at `path`, no cookie, and no sideways scrolling at any of `widths`;
 * `asLoaded` checks the page before its runtime starts.
 */
async function expectLayout(
  page: Page,
  path: string,
  words: LayoutWords,
  widths: number[],
  asLoaded?: () => Promise<void>,
) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(path === NOT_FOUND ? 404 : 200);
  await asLoaded?.();
  await expect(page.locator('h1')).toHaveCount(1);
  const logo = page.getByRole('banner').getByRole('link', { name: words.logo });
  await expect(logo).toHaveAttribute('href', words.home);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { level: 2, name: words.signUp })).toBeVisible();
  for (const name of words.footerLinks)
    await expect(footer.getByRole('link', { name })).toBeVisible();
  // Once the runtime has run, anything a script would store is stored.
  await hydrate(page);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await hasHorizontalOverflow(page), `sideways scrolling at ${width} px`).toBe(false);
  }
}

/** axe on the page as loaded, every image boxed before it loads. */
async function expectAccessible(page: Page, path: string) {
  await page.goto(path);
  expect(await imagesWithoutBox(page), 'images with no box before they load').toEqual([]);
  await loadLazyImages(page);
  await expectNoAxeViolations(page, 'the page as loaded');
}

/** The page without JavaScript: the same text as scripted, and every navigation link shown. */
async function expectSameWithoutJs(
  { page, browser, problems }: { page: Page; browser: Browser; problems: Problems },
  testInfo: TestInfo,
  path: string,
  words: LayoutWords,
) {
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
    for (const [name, expected] of words.navigation) {
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
}

for (const path of views) {
  test.describe(path, () => {
    test.skip(
      ({ projectName }) =>
        !everyUrl.includes(projectName) && !oneOfEachTemplate.includes(path as never),
      'one page of each template at this width and in this engine',
    );
    test.beforeEach(({ problems }) => {
      // The browser logs the 404 document itself as a failed resource: that one is expected.
      if (path === NOT_FOUND) problems.forgiven.push(/status of 404/);
    });

    test(
      'has the layout, sets no cookie and never scrolls sideways',
      { tag: [layoutTag, growthTag] },
      ({ page }) => expectLayout(page, path, english, widthsOf(page.viewportSize()!.width)),
    );

    test(
      'has no axe violations, and every image has its box before it loads',
      { tag: layoutTag },
      ({ page }) => expectAccessible(page, path),
    );

    test(
      'without JavaScript, shows the same content and every navigation link',
      { tag: noJsTag },
      ({ page, browser, problems }, testInfo) =>
        expectSameWithoutJs({ page, browser, problems }, testInfo, path, english),
    );
  });
}

/*
 * The other languages: one page of each template (fixtures' languageSample), in the desktop
 * project alone, the layout over the widths the projects stand for (320 to 1920 px), axe at the
 * desktop's and the phone's. The words change each page's length and where lines break; the
 * templates, the data and the layout are the English pages', so one page of each is enough.
 */
for (const path of translatedSample) {
  const lang = langOfPath(path);
  const words = layoutWordsIn(lang);
  test.describe(path, () => {
    test.skip(({ projectName }) => projectName !== 'desktop', 'each language once, at every width');

    // One load for both: the layout's checks, then axe at the desktop's and the phone's width.
    test('has the layout, never scrolls sideways, has no axe violations, boxes its images', async ({
      page,
    }) => {
      await expectLayout(page, path, words, allWidths, async () => {
        expect(await imagesWithoutBox(page), 'images with no box before they load').toEqual([]);
      });
      await loadLazyImages(page);
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, `the page at ${width} px`);
      }
    });

    test(
      'without JavaScript, shows the same content and every navigation link',
      { tag: noJsTag },
      ({ page, browser, problems }, testInfo) =>
        expectSameWithoutJs({ page, browser, problems }, testInfo, path, words),
    );
  });
}
