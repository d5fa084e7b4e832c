import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';
import type { virtual } from '@guidepup/virtual-screen-reader';

import { cities as citiesIn } from '../../content/cities';
import { faqGroups as faqGroupsIn } from '../../content/faq';
import { aboutPage as aboutIn } from '@/lib/pages/about';
import { CAREERS_EMAIL } from '../../content/claims';
import { careersPage as careersIn } from '@/lib/pages/careers';
import { homePage as homeIn } from '@/lib/pages/home';
import { locationsPage as locationsIn } from '@/lib/pages/locations';
import { translator } from '../../lib/messages';
import { disclosures, exposedText, visit } from './a11y';
import { expect, isPhone, liveOpenings as jobOpenings, test } from './fixtures';

/** The English pages' copy, which these walks hear. */
const [cities, faqGroups] = [citiesIn.en, faqGroupsIn.en];
const [aboutPage, careersPage, homePage, locationsPage] = [
  aboutIn.en,
  careersIn.en,
  homeIn.en,
  locationsIn.en,
];
const t = translator('en');
const notFoundPage = { title: t('errors.title'), status: t('errors.notFoundStatus') };

/** Guidepup's virtual screen reader walks each view; what it cannot know, Chromium's tree says. */

declare global {
  interface Window {
    screenReader?: typeof virtual;
  }
}

const BUNDLE_PATH = '/__tests__/virtual-screen-reader.js';
const bundle = readFileSync(require.resolve('@guidepup/virtual-screen-reader/browser.js'));

/** Opens a view and starts the screen reader at its top, served from the site's origin. */
async function startScreenReader(page: Page, path: string) {
  await page.route(`**${BUNDLE_PATH}`, (route) =>
    route.fulfill({ body: bundle, contentType: 'text/javascript' }),
  );
  await visit(page, path);
  await page.evaluate(async (path) => {
    window.screenReader = (await import(path)).virtual;
    await window.screenReader!.start({ container: document.body });
  }, BUNDLE_PATH);
}

type Command = 'act' | 'clearSpokenPhraseLog' | 'spokenPhraseLog';
const reader = (page: Page, command: Command) =>
  page.evaluate(async (command) => (await window.screenReader![command]()) ?? [], command);

/** Moves on until a phrase matches (forwards, or back), and returns what was said so far. */
function moveTo(page: Page, pattern: RegExp, backwards = false) {
  return page.evaluate(
    async ({ source, backwards }) => {
      const reader = window.screenReader!;
      for (let step = 0; step < 2000; step += 1) {
        if (new RegExp(source).test(await reader.lastSpokenPhrase()))
          return reader.spokenPhraseLog();
        await (backwards ? reader.previous() : reader.next());
      }
      throw new Error(`the screen reader never reached ${source}`);
    },
    { source: pattern.source, backwards },
  );
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const questionOf = (item: { title: string }) => exactly(item.title);

type Phrase = string | RegExp;

/** Asserts the phrases come in this order (others may come between), naming the first missing. */
function expectInOrder(log: string[], expected: Phrase[]) {
  let at = 0;
  for (const phrase of expected) {
    const pattern = typeof phrase === 'string' ? exactly(phrase) : phrase;
    const found = log.findIndex((said, index) => index >= at && pattern.test(said));
    const context = log.slice(Math.max(0, at - 1), at + 12).join('\n  ');
    expect(found, `"${pattern.source}" after:\n  ${context}`).toBeGreaterThanOrEqual(0);
    at = found + 1;
  }
}

const footerCta = 'Sign up and Scoot off today';
const getScootin = /^(button|link), Get Scootin$/;
/** Links by their names; a region's phrases (`list, Name`, its inside, `end of list, Name`). */
const links = (names: string[], prefix = '') => names.map((name) => `link, ${prefix}${name}`);
const region = (start: string, inside: Phrase[]) => [start, ...inside, `end of ${start}`];
const startsAsLinks = (names: string[]) => names.map((name) => new RegExp(`^link, ${name}`));
const level = (n: number, items: { title: string }[]) => items.map((item) => `${n}: ${item.title}`);

/** Every page's outline, as a visitor hears the headings ("level: name"). */
const outlines: Record<string, string[]> = {
  '/': [
    `1: ${homePage.hero.title}`,
    `2: ${homePage.steps.title}`,
    ...level(3, homePage.steps.items),
    ...level(2, homePage.features),
  ],
  '/about': [
    '1: About',
    ...level(2, aboutPage.features),
    `2: ${aboutPage.values.title}`,
    ...level(3, aboutPage.values.items),
    `2: ${aboutPage.faq.title}`,
    ...level(3, faqGroups),
  ],
  '/careers': [
    '1: Careers',
    ...level(2, [careersPage.mission, careersPage.values]),
    ...level(3, careersPage.values.items),
    `2: ${careersPage.jobs.title}`,
    ...level(3, jobOpenings),
  ],
  '/locations': ['1: Locations', ...level(2, [locationsPage.map, locationsPage.notListed])],
  '/no-such-page': [`1: ${notFoundPage.title}`],
};

/** What each page says in its <main> that the walk must hear, in order. */
const { listLabel, mapLabel, caption } = locationsPage.map;
const mainContent: Record<string, (phone: boolean) => Phrase[]> = {
  '/': () => [getScootin, ...homePage.features.map(() => /^link, Learn More about /)],
  // Each question, in order; its role and state are checked in Chromium's own tree.
  '/about': () => faqGroups.flatMap((g) => region(`group, ${g.title}`, g.items.map(questionOf))),
  '/careers': () =>
    jobOpenings.length
      ? [
          'list',
          ...jobOpenings.flatMap((job, index) =>
            region(`listitem, level 1, position ${index + 1}, set size ${jobOpenings.length}`, [
              `heading, ${job.title}, level 3`,
              job.location,
              `link, Apply for ${job.title}, ${job.location}`,
            ]),
          ),
          'end of list',
        ]
      : [careersPage.jobs.none, `link, ${CAREERS_EMAIL}`],
  // The cities' links: in a list on phones, on the map on wide screens (each once: below).
  '/locations': (phone) => [
    ...(phone
      ? region(`list, ${listLabel}`, links(cities.map((city) => `${city.name} ${city.country}`)))
      : ['figure', ...region(`group, ${mapLabel}`, [/^link, /]), caption, 'end of figure']),
    'link, Message Us',
  ],
  '/no-such-page': () => [notFoundPage.status, 'link, Back to the home page'],
};

test.beforeEach(({ problems }) => problems.forgiven.push(/status of 404/));

for (const path of Object.keys(outlines)) {
  test(`${path} read by a screen reader: skip link, landmarks, outline, content and footer in order`, async ({
    page,
  }) => {
    await startScreenReader(page, path);
    const log = await moveTo(page, /^end of document$/);
    // The skip link, the bar (its navigation, or the hamburger on phones), <main>, the footer.
    expect(log.slice(0, 2)).toEqual(['document', 'link, Skip to content']);
    expectInOrder(log, [
      ...region('banner', [
        'link, Scoot home',
        ...(isPhone(page)
          ? [/^button, Open menu, 1 control, not expanded, has popup dialog$/]
          : [
              ...region('navigation, Main', startsAsLinks(['About', 'Locations', 'Careers'])),
              getScootin,
            ]),
      ]),
      ...region('main', mainContent[path]!(isPhone(page))),
      ...region('contentinfo', [
        `heading, ${footerCta}, level 2`,
        ...region(
          'list, Get the app',
          links(['Download on the App Store', 'Get it on Google Play']),
        ),
        'link, Scoot home',
        ...region('navigation, Footer', startsAsLinks(['About', 'Location', 'Careers'])),
        ...region(
          'list, Scoot on social media',
          links(['Facebook', 'X (Twitter)', 'Instagram'], 'Scoot on '),
        ),
        /^© \d{4} Scoot\. All rights reserved\.$/,
        ...region('navigation, Notices', startsAsLinks(['Privacy', 'Accessibility'])),
      ]),
      'end of document',
    ]);

    // One h1, then no level skipped on the way down; the footer's sign-up closes the outline.
    const outline = log.flatMap((said) => {
      const heading = /^heading, (.+), level (\d)$/.exec(said);
      return heading ? [`${heading[2]}: ${heading[1]}`] : [];
    });
    expect(outline).toEqual([...outlines[path]!, `2: ${footerCta}`]);

    if (path === '/locations') {
      // Each city is one link, met once: on the map, or in the list on phones.
      for (const { name } of cities) {
        const met = log.filter((said) => said.startsWith('link, ') && said.includes(name));
        expect(met, name).toHaveLength(1);
      }
    }
    if (path === '/about') {
      // Every question is a control that says whether it is expanded.
      const expected = faqGroups.flatMap(({ items, initiallyOpenId }) =>
        items.map(({ title: name, id }) => ({ name, expanded: id === initiallyOpenId })),
      );
      expect(await disclosures(page)).toEqual(expected);
    }
  });
}

test('the FAQ: a screen reader user opens a question and hears it expanded, the other collapsed', async ({
  page,
}) => {
  await startScreenReader(page, '/about');
  const first = faqGroups[0]!.items[0]!;
  const second = faqGroups[0]!.items[1]!;
  const stateOf = async (title: string) =>
    (await disclosures(page)).find((question) => question.name === title)?.expanded;
  // Enter on the question under the reading cursor opens it, as in browse mode.
  await moveTo(page, exactly(second.title));
  await page.locator('summary', { hasText: second.title }).press('Enter');
  await expect.poll(() => stateOf(second.title)).toBe(true);
  expect(await stateOf(first.title)).toBe(false);
  // The first answer, closed, is gone from what a screen reader reads once its slide ends.
  await expect.poll(() => exposedText(page)).not.toContain(first.text);
  expect(await exposedText(page)).toContain(second.text);
});

test('the phone menu: a named dialog, and back on the hamburger, collapsed, when it closes', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'the menu replaces the bar links below 768 px');
  await startScreenReader(page, '/careers');
  await moveTo(page, /^button, Open menu/);
  await reader(page, 'clearSpokenPhraseLog');
  await reader(page, 'act');
  // Focus moves into the dialog, announced by its name; then its contents in order.
  expectInOrder(
    await moveTo(page, /^end of dialog, Menu$/),
    region('dialog, Menu', [
      'link, Scoot home',
      'button, Close menu',
      ...region('navigation, Main', links(['About', 'Locations', 'Careers, current page'])),
      getScootin,
    ]),
  );
  await moveTo(page, /^button, Close menu$/, true);
  await reader(page, 'clearSpokenPhraseLog');
  await reader(page, 'act');
  // Focus lands back on the hamburger, which already says the menu is collapsed.
  await expect
    .poll(() => reader(page, 'spokenPhraseLog'))
    .toEqual(['button, Open menu, 1 control, not expanded, has popup dialog']);
});
