import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';
import type { virtual } from '@guidepup/virtual-screen-reader';

import { cities } from '../../content/cities';
import { faqGroups } from '../../content/faq';
import { currentOpenings as jobOpenings } from '../../content/jobs';
import { aboutPage } from '../../content/pages/about';
import { careersPage } from '../../content/pages/careers';
import { homePage } from '../../content/pages/home';
import { locationsPage } from '../../content/pages/locations';
import { notFoundPage } from '../../content/pages/notFound';
import { disclosures, exposedText } from './a11y';
import { expect, isPhone, test, waitForHydration } from './fixtures';

/**
 * A screen reader's walk through every page and the 404 view, at both widths: Guidepup's
 * virtual screen reader, run in the page itself, so it reads the built site as served: the
 * CSS that hides the map or the list, the hydrated page, the native <dialog>. It moves item
 * by item as a visitor does with the reading keys, and the test asserts what it announces,
 * in order. What it cannot know, the FAQ's <summary> roles and states and a closed
 * answer's absence, is read from Chromium's own accessibility tree (`disclosures`).
 */

declare global {
  interface Window {
    screenReader?: typeof virtual;
  }
}

const BUNDLE_PATH = '/__tests__/virtual-screen-reader.js';
const bundle = readFileSync(require.resolve('@guidepup/virtual-screen-reader/browser.js'));

/**
 * Loads the screen reader into the page and starts it at the top. The bundle is served from
 * the site's own origin (Playwright answers the request), which the pages' CSP allows.
 */
async function startScreenReader(page: Page) {
  await page.route(`**${BUNDLE_PATH}`, (route) =>
    route.fulfill({ body: bundle, contentType: 'text/javascript' }),
  );
  await page.evaluate(async (path) => {
    const { virtual } = await import(path);
    window.screenReader = virtual;
    await virtual.start({ container: document.body });
  }, BUNDLE_PATH);
}

/** Reads on to the end of the document and returns everything said from the start. */
function readToEnd(page: Page) {
  return page.evaluate(async () => {
    const reader = window.screenReader!;
    for (
      let step = 0;
      step < 2000 && (await reader.lastSpokenPhrase()) !== 'end of document';
      step += 1
    )
      await reader.next();
    return reader.spokenPhraseLog();
  });
}

/** Moves on until a phrase matches (forwards, or back with `backwards`), and returns it. */
function moveTo(page: Page, pattern: RegExp, { backwards = false } = {}) {
  return page.evaluate(
    async ({ source, flags, backwards }) => {
      const reader = window.screenReader!;
      const pattern = new RegExp(source, flags);
      for (let step = 0; step < 500; step += 1) {
        const phrase = await reader.lastSpokenPhrase();
        if (pattern.test(phrase)) return phrase;
        await (backwards ? reader.previous() : reader.next());
      }
      throw new Error(`the screen reader never reached ${pattern}`);
    },
    { source: pattern.source, flags: pattern.flags, backwards },
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);

/**
 * Asserts that the phrases occur in the log in this order (other phrases may come between),
 * and reports the first one missing with what was said after the last one found.
 */
function expectInOrder(log: string[], expected: (string | RegExp)[]) {
  let at = 0;
  for (const phrase of expected) {
    const pattern = typeof phrase === 'string' ? exactly(phrase) : phrase;
    const found = log.findIndex((said, index) => index >= at && pattern.test(said));
    expect(
      found,
      `"${pattern.source}" after:\n  ${log.slice(Math.max(0, at - 1), at + 12).join('\n  ')}`,
    ).toBeGreaterThanOrEqual(0);
    at = found + 1;
  }
}

/** The headings announced, as "level: name". */
const outline = (log: string[]) =>
  log.flatMap((phrase) => {
    const match = /^heading, (.+), level (\d)$/.exec(phrase);
    return match ? [`${match[2]}: ${match[1]}`] : [];
  });

const footerCta = 'Sign up and Scoot off today';
const getScootin = /^(button|link), Get Scootin$/;

/** What every page's outline is, as a visitor hears the headings. */
const outlines: Record<string, string[]> = {
  '/': [
    `1: ${homePage.hero.title}`,
    `2: ${homePage.steps.title}`,
    ...homePage.steps.items.map((step) => `3: ${step.title}`),
    ...homePage.features.map((feature) => `2: ${feature.title}`),
  ],
  '/about': [
    '1: About',
    ...aboutPage.features.map((feature) => `2: ${feature.title}`),
    `2: ${aboutPage.values.title}`,
    ...aboutPage.values.items.map((card) => `3: ${card.title}`),
    `2: ${aboutPage.faq.title}`,
    ...faqGroups.map((group) => `3: ${group.title}`),
  ],
  '/careers': [
    '1: Careers',
    `2: ${careersPage.mission.title}`,
    `2: ${careersPage.values.title}`,
    ...careersPage.values.items.map((card) => `3: ${card.title}`),
    `2: ${careersPage.jobs.title}`,
    ...jobOpenings.map((job) => `3: ${job.title}`),
  ],
  '/locations': [
    '1: Locations',
    `2: ${locationsPage.map.title}`,
    `2: ${locationsPage.notListed.title}`,
  ],
  '/no-such-page': [`1: ${notFoundPage.title}`],
};

/** What each page says in its <main> that the walk must hear, in order. */
const mainContent: Record<string, (page: Page) => (string | RegExp)[]> = {
  '/': () => [getScootin, ...homePage.features.map(() => /^link, Learn More about /)],
  '/about': () =>
    faqGroups.flatMap((group) => [
      `group, ${group.title}`,
      // Each question, in order; its role and state are checked in Chromium's own tree.
      ...group.items.map((item) => exactly(item.title)),
      `end of group, ${group.title}`,
    ]),
  '/careers': () => [
    'list',
    ...jobOpenings.flatMap((job, index) => [
      `listitem, level 1, position ${index + 1}, set size ${jobOpenings.length}`,
      `heading, ${job.title}, level 3`,
      job.location,
      `link, Apply for ${job.title}, ${job.location}`,
      `end of listitem, level 1, position ${index + 1}, set size ${jobOpenings.length}`,
    ]),
    'end of list',
  ],
  '/locations': (page) =>
    isPhone(page)
      ? [
          `list, ${locationsPage.map.listLabel}`,
          ...cities.map((city) => `link, ${city.name} ${city.country}`),
          `end of list, ${locationsPage.map.listLabel}`,
          'link, Message Us',
        ]
      : [
          'figure',
          `group, ${locationsPage.map.mapLabel}`,
          // The cities' links, in the order the eye reads the map (each once: below).
          /^link, /,
          `end of group, ${locationsPage.map.mapLabel}`,
          locationsPage.map.caption,
          'end of figure',
          'link, Message Us',
        ],
  '/no-such-page': () => [notFoundPage.status, 'link, Back to the home page'],
};

test.beforeEach(({ problems }) => problems.forgiven.push(/status of 404/));

for (const path of Object.keys(outlines)) {
  test(`${path} read by a screen reader: skip link, landmarks, outline, content and footer in order`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    await startScreenReader(page);
    const log = await readToEnd(page);

    // First the skip link, then the bar: its navigation on wide screens, the menu's
    // hamburger (a button that opens a dialog) on phones.
    expect(log.slice(0, 2)).toEqual(['document', 'link, Skip to content']);
    expectInOrder(log, [
      'banner',
      'link, Scoot home',
      ...(isPhone(page)
        ? [/^button, Open menu, 1 control, not expanded, has popup dialog$/]
        : [
            'navigation, Main',
            /^link, About/,
            /^link, Locations/,
            /^link, Careers/,
            'end of navigation, Main',
            getScootin,
          ]),
      'end of banner',
      'main',
      ...mainContent[path]!(page),
      'end of main',
      // The footer: the sign-up, the store badges, the links, the social profiles and the
      // notices.
      'contentinfo',
      `heading, ${footerCta}, level 2`,
      'list, Get the app',
      'link, Download on the App Store',
      'link, Get it on Google Play',
      'end of list, Get the app',
      'link, Scoot home',
      'navigation, Footer',
      /^link, About/,
      /^link, Location/,
      /^link, Careers/,
      'end of navigation, Footer',
      'list, Scoot on social media',
      'link, Scoot on Facebook',
      'link, Scoot on X (Twitter)',
      'link, Scoot on Instagram',
      'end of list, Scoot on social media',
      /^© \d{4} Scoot\. All rights reserved\.$/,
      'navigation, Notices',
      /^link, Privacy/,
      /^link, Accessibility/,
      'end of navigation, Notices',
      'end of contentinfo',
      'end of document',
    ]);

    // One h1, then no level skipped on the way down; the footer's sign-up closes the outline.
    expect(outline(log)).toEqual([...outlines[path]!, `2: ${footerCta}`]);

    if (path === '/locations') {
      // Each city is one link, met once: on the map on wide screens, in the list on phones.
      for (const city of cities) {
        expect(
          log.filter((phrase) => phrase.startsWith('link, ') && phrase.includes(city.name)),
          city.name,
        ).toHaveLength(1);
      }
    }
    if (path === '/about') {
      // Every question is a control that says whether it is expanded: the first of each group.
      expect(await disclosures(page)).toEqual(
        faqGroups.flatMap((group) =>
          group.items.map((item) => ({
            name: item.title,
            expanded: item.id === group.initiallyOpenId,
          })),
        ),
      );
    }
    await page.evaluate(() => window.screenReader!.stop());
  });
}

test('the FAQ: a screen reader user opens a question and hears it expanded, the other collapsed', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  await startScreenReader(page);
  const [group] = faqGroups;
  const [first, second] = group!.items;
  const stateOf = async (title: string) =>
    (await disclosures(page)).find((question) => question.name === title)?.expanded;

  // The reading cursor on the second question; Enter there opens it, as in browse mode.
  await moveTo(page, exactly(second!.title));
  await page.locator('summary', { hasText: second!.title }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(second!.text)).toBeVisible();
  await expect.poll(() => stateOf(second!.title)).toBe(true);
  expect(await stateOf(first!.title)).toBe(false);
  // The first answer, closed now, is gone from what a screen reader can read once its slide
  // has ended; the second is there.
  await expect.poll(() => exposedText(page)).not.toContain(first!.text);
  expect(await exposedText(page)).toContain(second!.text);
  await page.evaluate(() => window.screenReader!.stop());
});

test('the phone menu: a named dialog, and back on the hamburger, collapsed, when it closes', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'the menu replaces the bar links below 768 px');
  await page.goto('/careers');
  await waitForHydration(page);
  await startScreenReader(page);
  const hamburger = page.getByRole('button', { name: 'Open menu' });

  await moveTo(page, /^button, Open menu/);
  await page.evaluate(() => window.screenReader!.clearSpokenPhraseLog());
  await page.evaluate(() => window.screenReader!.act());
  await moveTo(page, /^end of dialog, Menu$/);
  const opened = await page.evaluate(() => window.screenReader!.spokenPhraseLog());
  // Focus moves into the dialog, which is announced by its name; then its contents in order.
  expectInOrder(opened, [
    'dialog, Menu',
    'link, Scoot home',
    'button, Close menu',
    'navigation, Main',
    'link, About',
    'link, Locations',
    'link, Careers, current page',
    'end of navigation, Main',
    getScootin,
    'end of dialog, Menu',
  ]);

  await moveTo(page, /^button, Close menu$/, { backwards: true });
  await page.evaluate(() => window.screenReader!.clearSpokenPhraseLog());
  await page.evaluate(() => window.screenReader!.act());
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(hamburger).toBeFocused();
  // Focus lands on the hamburger, and it already says the menu is collapsed.
  expect(await page.evaluate(() => window.screenReader!.spokenPhraseLog())).toEqual([
    'button, Open menu, 1 control, not expanded, has popup dialog',
  ]);
  await page.evaluate(() => window.screenReader!.stop());
});
