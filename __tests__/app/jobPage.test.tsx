import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';

import JobOpeningPage from '@/app/careers/[job]/page';

/** A job's page as the build renders it (an async server component). */
async function renderJob(id: string) {
  const params = Promise.resolve({ job: id });
  render(await JobOpeningPage({ params, searchParams: Promise.resolve({}) }));
}

describe('a job’s page (/careers/<id>)', () => {
  beforeEach(() => renderJob('general-manager-jakarta'));

  it('has the role as its one h1, the facts, the four parts and how to apply', () => {
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'General Manager',
    ]);
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
  });

  it('applies by e-mail with the job in the subject and what to send in the body', () => {
    const name = 'Apply for General Manager, Jakarta, Indonesia';
    const links = screen.getAllByRole('link', { name });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const url = new URL(link.getAttribute('href')!);
      expect(url.pathname).toBe('careers@scoot.example');
      expect(url.searchParams.get('subject')).toBe(
        'Application: General Manager (Jakarta, Indonesia)',
      );
      expect(url.searchParams.get('body')).toMatch(
        /^Hello Scoot team,\r\n\r\nI’d like to apply for the General Manager role in Jakarta, Indonesia\./,
      );
      expect(link).toHaveTextContent(/^Apply$/);
    }
  });

  it('leads back to all openings and on to the others in its city, where there are any', async () => {
    const allOpenings = screen.getByRole('link', { name: 'All open positions' });
    expect(allOpenings).toHaveAttribute('href', '/careers#open-positions');
    const sameCity = screen.getByRole('region', { name: 'More openings in Jakarta' });
    const links = within(sameCity).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fleet Supervisor', '/careers/fleet-supervisor-jakarta'],
    ]);
    cleanup();
    await renderJob('ux-analyst-london');
    expect(screen.queryByRole('heading', { name: /More openings/ })).toBeNull();
  });
});

describe('an opening past its closing date', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('gets no page and leaves the list, and the build names those about to close', () => {
    // The General Manager and the UI/UX Designer take applications through 31 January 2027.
    jest.useFakeTimers({ now: new Date('2027-02-01T08:00:00Z'), doNotFake: ['nextTick'] });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- a fresh module graph for the day */
      const page = require('@/app/careers/[job]/page') as typeof import('@/app/careers/[job]/page');
      const jobs = require('@/content/jobs') as typeof import('@/content/jobs');
      /* eslint-enable @typescript-eslint/no-require-imports */
      const built = page.generateStaticParams().map(({ job }) => job);
      expect(built).toEqual([
        'blog-content-copywriter-new-york',
        'graphic-designer-new-york',
        'fleet-supervisor-jakarta',
        'ux-analyst-london',
      ]);
      expect(jobs.currentOpenings.map((job) => job.id)).toEqual(built);
    });
    expect(warn).toHaveBeenCalledTimes(4);
  });
});
