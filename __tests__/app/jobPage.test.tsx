import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';

import { currentOpenings } from '@/content/jobs';
import JobOpeningPage, { generateMetadata, generateStaticParams } from '@/app/careers/[job]/page';

/** A job's page as the build renders it (an async server component). */
async function renderJob(id: string) {
  render(
    await JobOpeningPage({
      params: Promise.resolve({ job: id }),
      searchParams: Promise.resolve({}),
    }),
  );
}

const generalManager = currentOpenings.find((job) => job.id === 'general-manager-jakarta')!;

/** What a mail client reads from a mailto: link. */
function parseMailto(href: string) {
  const url = new URL(href);
  return {
    address: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  };
}

describe('a job’s page (/careers/<id>)', () => {
  it('is built for every current opening, by its slug', () => {
    expect(generateStaticParams()).toEqual(currentOpenings.map((job) => ({ job: job.id })));
  });

  it('has the role as its one h1, the facts, the four parts and how to apply', async () => {
    await renderJob(generalManager.id);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('General Manager');
    const facts = screen.getByRole('region', { name: 'At a glance' });
    for (const text of ['Jakarta, Indonesia', 'Full-time', '2 November 2026', '31 January 2027'])
      expect(facts).toHaveTextContent(text);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'At a glance',
      'The role',
      'What you’ll do',
      'What you’ll bring',
      'What we offer',
      'How to apply',
      'More openings in Jakarta',
    ]);
    const duties = screen.getByRole('region', { name: 'What you’ll do' });
    expect(within(duties).getAllByRole('listitem')).toHaveLength(generalManager.duties.length);
  });

  it('applies by e-mail with the job in the subject and what to send in the body', async () => {
    await renderJob(generalManager.id);
    const links = screen.getAllByRole('link', {
      name: 'Apply for General Manager, Jakarta, Indonesia',
    });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const mail = parseMailto(link.getAttribute('href')!);
      expect(mail.address).toBe('careers@scoot.example');
      expect(mail.subject).toBe('Application: General Manager (Jakarta, Indonesia)');
      expect(mail.body).toMatch(
        /^Hello Scoot team,\r\n\r\nI’d like to apply for the General Manager role in Jakarta, Indonesia\./,
      );
      expect(link).toHaveTextContent(/^Apply$/);
    }
  });

  it('leads back to all openings and on to the others in its city', async () => {
    await renderJob(generalManager.id);
    expect(screen.getByRole('link', { name: 'All open positions' })).toHaveAttribute(
      'href',
      '/careers#open-positions',
    );
    const sameCity = screen.getByRole('region', { name: 'More openings in Jakarta' });
    expect(within(sameCity).getByRole('link', { name: 'Fleet Supervisor' })).toHaveAttribute(
      'href',
      '/careers/fleet-supervisor-jakarta',
    );
    expect(within(sameCity).getAllByRole('link')).toHaveLength(1);
  });

  it('leaves out the other-openings part in a city with one opening', async () => {
    await renderJob('ux-analyst-london');
    expect(screen.queryByRole('heading', { name: /More openings/ })).toBeNull();
  });

  it('has its own title, description, canonical URL and share card', async () => {
    const metadata = await generateMetadata({
      params: Promise.resolve({ job: generalManager.id }),
      searchParams: Promise.resolve({}),
    });
    expect(metadata.title).toBe('General Manager in Jakarta');
    expect(metadata.description).toBe(generalManager.summary);
    expect(metadata.alternates?.canonical).toMatch(/\/careers\/general-manager-jakarta$/);
    expect(JSON.stringify(metadata.openGraph)).toContain('/social/job-general-manager-jakarta.png');
  });
});

describe('closing dates', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  /** The modules a build loads, loaded afresh on `day`. */
  function buildOn(day: string) {
    jest.useFakeTimers({ now: new Date(`${day}T08:00:00Z`), doNotFake: ['nextTick'] });
    let built = {} as {
      params: { job: string }[];
      sitemap: string[];
      listed: number;
    };
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- a fresh module graph per day */
      const page = require('@/app/careers/[job]/page') as typeof import('@/app/careers/[job]/page');
      const sitemap = require('@/app/sitemap') as typeof import('@/app/sitemap');
      const jobs = require('@/content/jobs') as typeof import('@/content/jobs');
      /* eslint-enable @typescript-eslint/no-require-imports */
      built = {
        params: page.generateStaticParams(),
        sitemap: sitemap.default().map((entry) => new URL(entry.url).pathname),
        listed: jobs.currentOpenings.length,
      };
    });
    return built;
  }

  it('leaves a closed opening out of the pages, the sitemap and the list', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    // The General Manager and the UI/UX Designer take applications through 31 January 2027.
    const built = buildOn('2027-02-01');
    expect(built.params.map(({ job }) => job)).toEqual([
      'blog-content-copywriter-new-york',
      'graphic-designer-new-york',
      'fleet-supervisor-jakarta',
      'ux-analyst-london',
    ]);
    expect(built.sitemap.filter((path) => path.startsWith('/careers/'))).toEqual(
      built.params.map(({ job }) => `/careers/${job}`),
    );
    expect(built.listed).toBe(4);
    // The other four close within 14 days of that day: the build says so.
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/jobs\/blog-content-copywriter-new-york\.json: closes in 6 days/),
      expect.stringMatching(/jobs\/graphic-designer-new-york\.json: closes in 6 days/),
      expect.stringMatching(/jobs\/fleet-supervisor-jakarta\.json: closes in 13 days/),
      expect.stringMatching(/jobs\/ux-analyst-london\.json: closes in 13 days/),
    ]);
    warn.mockRestore();
  });

  it('builds every opening, silently, while all are far from closing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(buildOn('2026-11-24').params).toHaveLength(6);
    expect(warn.mock.calls).toEqual([]);
    warn.mockRestore();
  });
});
