import { pageHeading, pages as sitePages } from '@/lib/pageRegistry';
import { expect, test } from './fixtures';

/** What the notices the site owes its visitors say; pages.spec.ts checks the promises. */
const notices = [
  {
    ...sitePages.privacy,
    heading: pageHeading('privacy', 'en'),
    parts: ['When you visit this site', 'When you apply for a job', 'Whom to contact'],
    laws: [
      'UK GDPR and the Data Protection Act 2018',
      'Law No. 27 of 2022 on Personal Data Protection (UU PDP)',
      'the Act on the Protection of Personal Information (APPI)',
      'United States and state law',
    ],
  },
  {
    ...sitePages.accessibility,
    heading: pageHeading('accessibility', 'en'),
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
});
