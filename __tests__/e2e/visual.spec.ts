import type { Locator, Page } from '@playwright/test';

import { faqGroups } from '../../content/faq';
import { FOOTER_CTA_ID } from '../../content/site';
import { loadLazyImages } from './axeCheck';
import { expect, layoutTag, pages, test, waitForHydration } from './fixtures';

/**
 * Visual regression: each case is captured at every width its project runs (phone 375,
 * tablet 768, desktop 1440 px) and compared with its baseline under __screenshots__/
 * (snapshotPathTemplate in playwright.config.mts). `npm run test:visual --
 * --update-snapshots` accepts an intended change. `npm run review` reads the rows below from
 * this spec's annotations.
 */

/** What a case captures once the page is in its state. */
type Capture =
  /** The whole document, top to bottom. */
  | { kind: 'page' }
  /** What the visitor sees in the window as it is scrolled. */
  | { kind: 'viewport' }
  /** One element and a margin round it (enough for the focus ring outside its box). */
  | { kind: 'element'; locator: Locator; margin: number };

type VisualCase = {
  /** The baselines' file name: `<name>-<width>.png`. Kebab-case; renaming one orphans its files. */
  name: string;
  /** What the capture shows, in plain words (the test title and the review page). */
  title: string;
  /** The page it belongs to, for the review's summary: a route, or '404' for the error view. */
  page: (typeof pages)[number] | `/careers/${string}` | `/locations/${string}` | '404';
  url: string;
  /** Only at these widths (default: every project's). The phone menu exists below 768 px. */
  widths?: readonly number[];
  /** Puts the settled page into the state to capture, and says what to capture. */
  act?: (page: Page) => Promise<Capture>;
};

const PHONE = 375;
const DESKTOP = 1440;
const NOT_FOUND_URL = '/this-page-does-not-exist';

const faqGroup = (page: Page, title: string) => page.getByRole('group', { name: title });

/** The whole of each page: name, title, URL (the page it shows). */
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
).map(([name, title, url]): VisualCase => ({
  name,
  title,
  url,
  page: url === NOT_FOUND_URL ? '404' : url,
}));

const stateCases: VisualCase[] = [
  {
    name: 'menu-open',
    title: 'The phone menu, open',
    page: '/',
    url: '/',
    widths: [PHONE],
    act: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      return { kind: 'viewport' };
    },
  },
  // Each group with another item than the initially open one, so the swap shows too.
  ...faqGroups.map((group): VisualCase => ({
    name: `faq-${group.id}`,
    title: `FAQ "${group.title}" with its last question open`,
    page: '/about',
    url: '/about',
    act: async (page) => {
      const last = group.items.at(-1)!;
      // A question is its <details>' <summary>.
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
    page: '/',
    url: '/',
    act: async (page) => {
      // From the keyboard, as the focus ring only shows for keyboard users.
      await page.getByRole('main').getByRole('link', { name: 'Get Scootin' }).focus();
      await page.keyboard.press('Enter');
      // Focus moves once the smooth scroll has ended (scrollToFooter.ts).
      await expect(page.locator(`#${FOOTER_CTA_ID}`)).toBeFocused({ timeout: 5000 });
      return { kind: 'viewport' };
    },
  },
  {
    name: 'button-focus-ring',
    title: 'A button with keyboard focus (Get Scootin in the hero)',
    page: '/',
    url: '/',
    act: async (page) => {
      const button = page.getByRole('main').getByRole('link', { name: 'Get Scootin' });
      await button.focus();
      expect(await button.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
      return { kind: 'element', locator: button, margin: 16 };
    },
  },
  {
    // The only place the lighter sun colour shows: buttons and store badges under a pointer.
    name: 'button-hover',
    title: 'A button under the mouse pointer (Get Scootin in the hero)',
    page: '/',
    url: '/',
    widths: [DESKTOP],
    act: async (page) => {
      const button = page.getByRole('main').getByRole('link', { name: 'Get Scootin' });
      await button.hover();
      return { kind: 'element', locator: button, margin: 16 };
    },
  },
];

const visualCases = [...pageCases, ...stateCases];

/**
 * Brings the page to a state that renders the same on every run: the runtime hydrated
 * (client components render their enhanced markup after it), the self-hosted fonts in,
 * and every lazy image loaded and decoded.
 */
async function settle(page: Page) {
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  await loadLazyImages(page);
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
  // The copyright line holds the build's year, which would fail every baseline on 1 January.
  // Hidden, not masked: its box still counts, and Playwright's mask overlay breaks the
  // rendering of an open modal dialog (the page behind drawn without its backdrop).
  await page
    .getByRole('contentinfo')
    .getByText(/^©/)
    .evaluate((element) => (element.style.visibility = 'hidden'));
}

// In the full browser, which places glyphs as visitors' Chrome does (the headless shell the
// other specs run in draws the 207 px Get Scootin button 210 px wide).
test.use({ fullChromium: true });

test.describe('visual regression', { tag: layoutTag }, () => {
  // One image pixel per CSS pixel at every width: small files, and Chromium's downscaling of
  // the phone's 2.625 ratio (scale: 'css') drew the page behind the open menu unscaled.
  test.use({ deviceScaleFactor: 1 });

  for (const visual of visualCases) {
    test(visual.title, async ({ page, problems }) => {
      const width = page.viewportSize()!.width;
      test.skip(!!visual.widths && !visual.widths.includes(width), `not shown at ${width} px`);
      const file = `${visual.name}-${width}.png`;
      // Read by `npm run review` (quality/review.mjs) from the JSON report.
      test.info().annotations.push({
        type: 'visual',
        description: JSON.stringify({
          name: visual.name,
          title: visual.title,
          page: visual.page,
          width,
          file,
        }),
      });

      const response = await page.goto(visual.url);
      if (visual.page === '404') {
        expect(response?.status()).toBe(404);
        // The browser logs the 404 document itself as a failed resource: that one is expected.
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
        const box = (await capture.locator.boundingBox())!;
        const clip = {
          x: Math.max(0, box.x - capture.margin),
          y: Math.max(0, box.y - capture.margin),
          width: box.width + 2 * capture.margin,
          height: box.height + 2 * capture.margin,
        };
        await expect(page).toHaveScreenshot(file, { clip });
      } else {
        await expect(page).toHaveScreenshot(file, { fullPage: capture.kind === 'page' });
      }
    });
  }
});
