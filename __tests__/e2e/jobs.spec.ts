import type { Page } from '@playwright/test';

import { currentOpenings } from '../../content/jobs';
import { officeOf } from '../../content/offices';
import { cityOf, jobDescription, salaryRange } from '../../content/pages/careers';
import { endOfDayIn, jobPath } from '../../lib/openings';
import { formatDate } from '../../lib/text';
import { SITE_URL } from '../../lib/siteUrl';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './axeCheck';
import { expect, growthTag, layoutTag, noJsTag, test } from './fixtures';

/*
 * A page per opening (/careers/<id>): what a job seeker reads and how they apply, as the
 * built site serves it. The structured data is checked in the HTML as served, parsed and
 * never run, as a crawler reads it.
 */

/** Jakarta has two openings, London one: the page with and without "More openings in". */
const [generalManager, uxAnalyst] = ['general-manager-jakarta', 'ux-analyst-london'].map((id) =>
  currentOpenings.find((job) => job.id === id)!,
) as [(typeof currentOpenings)[number], (typeof currentOpenings)[number]];

async function expectJobPage(page: Page, job: (typeof currentOpenings)[number]) {
  await expect(page).toHaveTitle(`${job.title} in ${cityOf(job).name} | Scoot`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  const facts = page.getByRole('region', { name: 'At a glance' });
  await expect(facts).toContainText(job.location);
  await expect(facts).toContainText('Full-time');
  await expect(facts).toContainText(salaryRange(job.salary));
  await expect(facts).toContainText(officeOf(job).streetAddress);
  const closes = endOfDayIn(job.validThrough, officeOf(job).timeZone);
  await expect(facts.locator(`time[datetime="${closes}"]`)).toHaveText(
    formatDate(job.validThrough),
  );
  for (const part of ['The role', 'What you’ll do', 'What you’ll bring', 'What we offer'])
    await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'What you’ll do' }).getByRole('listitem'),
  ).toHaveCount(job.duties.length);
  const apply = page.getByRole('link', { name: `Apply for ${job.title}, ${job.location}` });
  await expect(apply.first()).toBeVisible();
  const mail = new URL((await apply.first().getAttribute('href'))!);
  expect(mail.protocol).toBe('mailto:');
  expect(mail.searchParams.get('subject')).toBe(`Application: ${job.title} (${job.location})`);
  expect(mail.searchParams.get('body')).toContain(`apply for the ${job.title} role`);
  await expect(page.getByRole('link', { name: 'All open positions' })).toHaveAttribute(
    'href',
    '/careers#open-positions',
  );
  // What a seeker needs to act: the last day, the address as text, adjustments, what next.
  const howToApply = page.getByRole('region', { name: 'How to apply' });
  await expect(howToApply).toContainText(
    `Apply by ${formatDate(job.validThrough)}, the end of the day in ${cityOf(job).name}.`,
  );
  await expect(howToApply.getByText('careers@scoot.example', { exact: true })).toBeVisible();
  await expect(howToApply.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'href',
    '/privacy#applications',
  );
  const adjustment = new URL(
    (await howToApply.getByRole('link', { name: 'Ask for an adjustment' }).getAttribute('href'))!,
  );
  expect(adjustment.searchParams.get('subject')).toBe(`Adjustment: ${job.title} (${job.location})`);
  await expect(
    page.getByRole('region', { name: 'What happens next' }).getByRole('listitem'),
  ).toHaveCount(5);
}

test.describe('job pages', () => {
  test('every opening has its page, with the facts, the four parts and Apply', async ({ page }) => {
    test.setTimeout(60_000);
    for (const job of currentOpenings) {
      const response = await page.goto(`/careers/${job.id}`);
      expect(response?.status()).toBe(200);
      await expectJobPage(page, job);
    }
  });

  test('the Careers list leads to each page, and the page back to the list', async ({ page }) => {
    await page.goto('/careers');
    await page
      .getByRole('region', { name: 'Open positions' })
      .getByRole('link', { name: generalManager.title, exact: true })
      .click();
    await expect(page).toHaveURL(`/careers/${generalManager.id}`);
    await expectJobPage(page, generalManager);
    await page.getByRole('link', { name: 'Fleet Supervisor', exact: true }).click();
    await expect(page).toHaveURL('/careers/fleet-supervisor-jakarta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fleet Supervisor');
    await page.getByRole('link', { name: 'All open positions' }).click();
    await expect(page).toHaveURL('/careers#open-positions');
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  });

  test('shows the other openings in the same city, and no such part where there are none', async ({
    page,
  }) => {
    await page.goto(`/careers/${generalManager.id}`);
    const sameCity = page.getByRole('region', { name: 'More openings in Jakarta' });
    await expect(sameCity.getByRole('link')).toHaveText(['Fleet Supervisor']);
    await page.goto(`/careers/${uxAnalyst.id}`);
    await expect(page.getByRole('heading', { name: /^More openings/ })).toHaveCount(0);
  });

  test(
    'no job page scrolls sideways, from 320 to 1920 px',
    { tag: growthTag },
    async ({ page, browserName }) => {
      test.setTimeout(30_000 + currentOpenings.length * 2_000);
      // The pages share one template: Firefox lays out one of them (11 s for all six there).
      for (const job of browserName === 'firefox' ? currentOpenings.slice(0, 1) : currentOpenings) {
        await page.goto(jobPath(job));
        await expectNoSidewaysScroll(page, job.id);
      }
    },
  );

  test(
    'has no axe-core violations, with and without other openings in its city',
    { tag: layoutTag },
    async ({ page }, testInfo) => {
      // Every opening's page at the phone and desktop widths (npm run audit no longer runs
      // axe); elsewhere the template's two forms: with other openings in the city, and without.
      const every = ['phone', 'desktop'].includes(testInfo.project.name);
      test.setTimeout(30_000 + currentOpenings.length * 5_000);
      for (const job of every ? currentOpenings : [generalManager, uxAnalyst]) {
        await page.goto(`/careers/${job.id}`);
        await expectNoAxeViolations(page, `/careers/${job.id}`);
      }
    },
  );
});

test.describe('job pages as a crawler reads them', () => {
  test.skip(({ isMobile }) => isMobile, 'the served HTML does not depend on the viewport');

  /**
   * Every JSON-LD node of a page as served, and the text of the description's parts (by
   * their ids, `jobDescription`), in order.
   * @param partIds the parts whose text to read: none for a page that is not a job's
   */
  async function served(page: Page, path: string, partIds: string[] = []) {
    const html = await (await page.request.get(path)).text();
    await page.goto('about:blank');
    return page.evaluate(
      ([source, ids]) => {
        const doc = new DOMParser().parseFromString(source, 'text/html');
        const nodes = [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap(
          (script) => {
            const data = JSON.parse(script.textContent!) as { '@graph'?: object[] };
            return (data['@graph'] ?? [data]) as Record<string, unknown>[];
          },
        );
        return {
          nodes,
          visible: ids
            .map(
              (id) => doc.querySelector(`main section[aria-labelledby="${id}-title"]`)!.textContent,
            )
            .join(''),
          canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
          description: doc.querySelector('meta[name="description"]')?.getAttribute('content'),
          image: doc.querySelector('meta[property="og:image"]')?.getAttribute('content'),
        };
      },
      [html, partIds] as const,
    );
  }

  test('each page carries one JobPosting of what it shows, and /careers none', async ({ page }) => {
    test.setTimeout(60_000);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    for (const job of currentOpenings) {
      const path = `/careers/${job.id}`;
      const head = await served(
        page,
        path,
        jobDescription(job).map((part) => part.id),
      );
      const types = head.nodes.map((node) => node['@type']).sort();
      expect(types).toEqual(['BreadcrumbList', 'JobPosting', 'Organization', 'WebSite']);
      const posting = head.nodes.find((node) => node['@type'] === 'JobPosting')!;
      const office = officeOf(job);
      expect(posting).toMatchObject({
        title: job.title,
        datePosted: job.datePosted,
        validThrough: endOfDayIn(job.validThrough, office.timeZone),
        employmentType: job.employmentType,
        directApply: false,
        hiringOrganization: { '@id': `${SITE_URL}/#organization` },
        identifier: { value: job.id },
        jobLocation: {
          address: {
            streetAddress: office.streetAddress,
            addressLocality: cityOf(job).name,
            addressRegion: office.region,
            postalCode: office.postalCode,
          },
        },
        baseSalary: {
          currency: job.salary.currency,
          value: {
            minValue: job.salary.min,
            maxValue: job.salary.max,
            unitText: job.salary.unit,
          },
        },
      });
      const description = await page.evaluate(
        (html) => new DOMParser().parseFromString(html, 'text/html').body.textContent,
        posting.description as string,
      );
      expect(description).toBe(head.visible);
      expect(head.canonical).toBe(`${SITE_URL}${path}`);
      expect(head.description).toBe(job.summary);
      expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
      const card = await page.request.get(new URL(head.image!).pathname);
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toBe('image/png');
    }
    const careers = await served(page, '/careers');
    expect(careers.nodes.map((node) => node['@type'])).not.toContain('JobPosting');
    const list = careers.nodes.find((node) => node['@type'] === 'ItemList')!;
    expect((list.itemListElement as { url: string }[]).map((item) => item.url)).toEqual(
      currentOpenings.map((job) => `${SITE_URL}/careers/${job.id}`),
    );
  });
});

test.describe('job pages without JavaScript', { tag: noJsTag }, () => {
  test.use({ javaScriptEnabled: false });

  test('still show everything, with working links and Apply', async ({ page }) => {
    await page.goto(`/careers/${generalManager.id}`);
    await expectJobPage(page, generalManager);
    await page.getByRole('link', { name: 'Fleet Supervisor', exact: true }).click();
    await expect(page).toHaveURL('/careers/fleet-supervisor-jakarta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fleet Supervisor');
  });
});
