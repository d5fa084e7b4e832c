import { noticeNavLinks, pages as sitePages } from '../../content/pageRegistry';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './axeCheck';
import { expect, growthTag, layoutTag, noJsTag, test, waitForHydration } from './fixtures';

/*
 * The notices the site owes its visitors, /privacy and /accessibility: what they say, as
 * served. That every page links them is in layout.spec.ts; that no page sets a cookie or asks
 * another origin for anything (what the privacy notice promises) is the fixtures' rule for
 * every test, and the last test here walks the sitemap so the rule meets every page.
 */

const notices = [
  {
    path: sitePages.privacy.path,
    heading: sitePages.privacy.heading,
    parts: ['When you visit this site', 'When you apply for a job', 'Whom to contact'],
    laws: [
      'UK GDPR and the Data Protection Act 2018',
      'Law No. 27 of 2022 on Personal Data Protection (UU PDP)',
      'the Act on the Protection of Personal Information (APPI)',
      'United States and state law',
    ],
  },
  {
    path: sitePages.accessibility.path,
    heading: sitePages.accessibility.heading,
    parts: [
      'Conformance status',
      'What we do',
      'How we test it',
      'Compatibility',
      'Known limitations',
      'Tell us about a barrier',
    ],
    laws: [],
  },
];

test.describe('the privacy notice and the accessibility statement', () => {
  for (const notice of notices) {
    test(`${notice.path} has its heading, its parts and a way to write to us`, async ({ page }) => {
      await page.goto(notice.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.heading);
      for (const part of notice.parts)
        await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible();
      for (const law of notice.laws)
        await expect(page.getByRole('heading', { level: 3, name: law })).toBeVisible();
      await expect(page.getByRole('main').locator('a[href^="mailto:"]').first()).toBeVisible();
      await expect(page.getByRole('main')).toContainText(/last reviewed on \d+ \w+ \d{4}\./);
    });
  }

  test('no notice scrolls sideways, from 320 to 1920 px', { tag: growthTag }, async ({ page }) => {
    for (const { path } of notices) {
      await page.goto(path);
      await expectNoSidewaysScroll(page, path);
    }
  });

  test('has no axe-core violations', { tag: layoutTag }, async ({ page }) => {
    for (const { path } of notices) {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    }
  });
});

test.describe('the notices without JavaScript', { tag: noJsTag }, () => {
  test.use({ javaScriptEnabled: false });

  test('read in full, and the footer leads to both', async ({ page }) => {
    for (const { path, heading, parts } of notices) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(parts.length + 1);
      const footer = page.getByRole('navigation', { name: 'Notices' });
      for (const { label, href } of noticeNavLinks)
        await expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });
});

test.describe('what the privacy notice promises', () => {
  test.skip(({ isMobile }) => isMobile, 'cookies and requests do not depend on the viewport');

  test('no page of the sitemap sets a cookie or asks another origin for anything', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(paths).toEqual(expect.arrayContaining(noticeNavLinks.map((link) => link.href)));
    for (const path of paths) {
      await page.goto(path);
      // Once the runtime has run, whatever a script would store or fetch has happened.
      await waitForHydration(page);
      expect(await page.evaluate(() => document.cookie), path).toBe('');
    }
    // The fixtures then fail the test on any cookie or foreign request seen on the way.
  });
});
