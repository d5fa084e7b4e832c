import type { Locator, Page } from '@playwright/test';

import { faqGroups } from '../../content/faq';
import { careersPage } from '@/lib/pages/careers';
import { cityPageIds } from '@/lib/pages/city';
import { FOOTER_CTA_ID } from '../../content/site';
import { localePath, TRANSLATED_LANGUAGES } from '@/content/languages';
import { loadLazyImages } from './axeCheck';
import { everySitemapPath, expect, layoutTag, test, hydrate } from './fixtures';

/** Baselines in __screenshots__/; `npm run test:visual -- --update-snapshots` accepts a change. */

/** The whole document (default), what the window shows, or one element and a margin round it. */
type Capture =
  { kind: 'page' | 'viewport' } | { kind: 'element'; locator: Locator; margin: number };

type VisualCase = {
  /** The baselines' file name: `<name>-<width>.png`; renaming one orphans its files. */
  name: string;
  title: string;
  url: string;
  /** Only at these widths (default: every project's). */
  widths?: readonly number[];
  /** Puts the settled page into the state to capture. */
  act?: (page: Page) => Promise<Capture>;
};

const NOT_FOUND_URL = '/this-page-does-not-exist';

const faqGroup = (page: Page, title: string) => page.getByRole('group', { name: title });
const heroButton = (page: Page) =>
  page.getByRole('main').getByRole('link', { name: 'Get Scootin' });

const pageCases = (
  [
    ['home', 'Home page', '/'],
    ['about', 'About page', '/about'],
    ['careers', 'Careers page', '/careers'],
    [
      'careers-general-manager-jakarta',
      'A job’s page (General Manager, Jakarta)',
      '/careers/general-manager-jakarta',
    ],
    ['locations', 'Locations page', '/locations'],
    ['locations-london', 'A city’s page (London)', '/locations/london'],
    ['privacy', 'Privacy notice', '/privacy'],
    ['accessibility', 'Accessibility statement', '/accessibility'],
    ['not-found', 'The 404 view', NOT_FOUND_URL],
  ] as const
).map(([name, title, url]): VisualCase => ({ name, title, url }));

/**
 * One page per template in each translated language, at the phone's and the desktop's width:
 * the type and the longer words of each language, in the same templates. The city is one of
 * the language's own country; the 404 view is its page, as the CDN and nginx send it.
 */
const ownCity = { ja: 'yokohama', id: 'jakarta' } as const;
const languageCases = TRANSLATED_LANGUAGES.flatMap((lang) =>
  [
    ['home', 'Home page', '/'],
    ['about', 'About page', '/about'],
    ['careers', 'Careers page', '/careers'],
    ['job', 'A job’s page (General Manager, Jakarta)', '/careers/general-manager-jakarta'],
    ['locations', 'Locations page', '/locations'],
    [`city`, `A city’s page (${ownCity[lang]})`, `/locations/${ownCity[lang]}`],
    ['privacy', 'Privacy notice', '/privacy'],
    ['accessibility', 'Accessibility statement', '/accessibility'],
    ['not-found', 'The 404 view', '/404'],
  ].map(([name, title, path]): VisualCase => ({
    name: `${lang}-${name}`,
    title: `${title}, in ${lang === 'ja' ? 'Japanese' : 'Indonesian'}`,
    url: localePath(lang, path!),
    widths: [375, 1440],
  })),
);

const stateCases: VisualCase[] = [
  {
    name: 'menu-open',
    title: 'The phone menu, open',
    url: '/',
    widths: [375],
    act: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      return { kind: 'viewport' };
    },
  },
  // Each group with another item than the initially open one, so the swap shows too.
  ...faqGroups.en.map((group): VisualCase => ({
    name: `faq-${group.id}`,
    title: `FAQ "${group.title}" with its last question open`,
    url: '/about',
    act: async (page) => {
      const last = group.items.at(-1)!;
      const question = faqGroup(page, group.title).locator('summary', { hasText: last.title });
      await question.click();
      await expect(question.locator('xpath=..')).toHaveAttribute('open', '');
      await expect(page.getByText(last.text)).toBeVisible();
      return { kind: 'element', locator: faqGroup(page, group.title), margin: 8 };
    },
  })),
  {
    name: 'footer-after-get-scootin',
    title: 'The footer after Get Scootin, focus on the sign-up',
    url: '/',
    act: async (page) => {
      // From the keyboard: the focus ring shows only for keyboard users.
      await heroButton(page).focus();
      await page.keyboard.press('Enter');
      // Focus moves once the smooth scroll has ended.
      await expect(page.locator(`#${FOOTER_CTA_ID}`)).toBeFocused({ timeout: 5000 });
      return { kind: 'viewport' };
    },
  },
  {
    name: 'button-focus-ring',
    title: 'A button with keyboard focus (Get Scootin in the hero)',
    url: '/',
    act: async (page) => {
      await heroButton(page).focus();
      expect(await heroButton(page).evaluate((el) => el.matches(':focus-visible'))).toBe(true);
      return { kind: 'element', locator: heroButton(page), margin: 16 };
    },
  },
  {
    // The only place the lighter sun colour shows: buttons and store badges under a pointer.
    name: 'button-hover',
    title: 'A button under the mouse pointer (Get Scootin in the hero)',
    url: '/',
    widths: [1440],
    act: async (page) => {
      await heroButton(page).hover();
      return { kind: 'element', locator: heroButton(page), margin: 16 };
    },
  },
];

/** The runtime hydrated, the fonts in, every lazy image loaded and decoded: the same each run. */
async function settle(page: Page) {
  await hydrate(page);
  // The fonts switch on once loaded, and after React's start if they loaded during it.
  await page.locator('html[data-fonts]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
  await loadLazyImages(page);
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
  // And the background images (the map's land), decoded as the page draws them.
  await page.evaluate(() => {
    const urls = [...document.querySelectorAll('*')].flatMap((element) => {
      const url = /^url\("(.+)"\)$/.exec(getComputedStyle(element).backgroundImage)?.[1];
      return url ? [url] : [];
    });
    return Promise.all(urls.map((url) => Object.assign(new Image(), { src: url }).decode()));
  });
  // The copyright's year changes yearly. Hidden, not masked: a mask breaks an open modal.
  await page
    .getByRole('contentinfo')
    .getByText(/^©/)
    .evaluate((element) => (element.style.visibility = 'hidden'));
  // Which openings a page lists depends on the day of the build: left out of the picture, by
  // the sections' ids, which are the same in every language.
  await page
    .locator(
      [
        `#${careersPage.en.jobs.id}`,
        `section[aria-labelledby="${cityPageIds.jobs}-title"]`,
        'section[aria-labelledby="same-city-title"]',
      ].join(', '),
    )
    .evaluateAll((regions) => regions.forEach((region) => (region.style.display = 'none')));
}

// The full browser places glyphs as visitors' Chrome does; the headless shell does not.
test.use({ fullChromium: true });

test.describe('visual regression', { tag: layoutTag }, () => {
  // One image pixel per CSS pixel: downscaling the phone's 2.625 drew the menu's page unscaled.
  test.use({ deviceScaleFactor: 1 });

  for (const visual of [...pageCases, ...languageCases, ...stateCases]) {
    test(visual.title, async ({ page, problems }) => {
      const width = page.viewportSize()!.width;
      test.skip(!!visual.widths && !visual.widths.includes(width), `not shown at ${width} px`);
      const file = `${visual.name}-${width}.png`;
      const { name, title, url } = visual;
      // Read by `npm run review` (quality/review.mjs) from the JSON report.
      const description = { name, title, page: url === NOT_FOUND_URL ? '404' : url, width, file };
      test.info().annotations.push({ type: 'visual', description: JSON.stringify(description) });

      // A baseline of one opening or city: its page may not be in this build (an opening
      // closes, content changes); then the template's baseline wants another page.
      test.skip(
        url !== NOT_FOUND_URL && !url.endsWith('/404') && !everySitemapPath.includes(url),
        `${url} is not a page of this build`,
      );
      const response = await page.goto(url);
      if (url === NOT_FOUND_URL) {
        expect(response?.status()).toBe(404);
        problems.forgiven.push(/status of 404/);
      }
      await settle(page);
      const capture = (await visual.act?.(page)) ?? { kind: 'page' };
      // Let transitions the state started end (an infinite one would never settle).
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
          ),
      );

      if (capture.kind === 'element') {
        await capture.locator.scrollIntoViewIfNeeded();
        const [box, m] = [(await capture.locator.boundingBox())!, capture.margin];
        const [x, y] = [Math.max(0, box.x - m), Math.max(0, box.y - m)];
        const clip = { x, y, width: box.width + 2 * m, height: box.height + 2 * m };
        await expect(page).toHaveScreenshot(file, { clip });
      } else {
        await expect(page).toHaveScreenshot(file, { fullPage: capture.kind === 'page' });
      }
    });
  }
});
