import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';

import { currentOpenings as jobOpenings } from '@/content/jobs';
import { applyLabel, applySubject, careersPage } from '@/content/pages/careers';
import { CAREERS_EMAIL } from '@/content/claims';
import type { JobOpening } from '@/content/types';
import { JobList } from '@/components/JobList/JobList';

function renderJobs(jobs: readonly JobOpening[]) {
  render(
    <JobList
      id="open-positions"
      title={careersPage.jobs.title}
      jobs={jobs}
      email={CAREERS_EMAIL}
      applyText={careersPage.jobs.apply}
      applyLabel={applyLabel}
      subject={applySubject}
    />,
  );
  return screen.getByRole('list');
}

/** What a mail client reads from the link: the address and the decoded subject. */
function parseMailto(href: string) {
  const url = new URL(href);
  return {
    protocol: url.protocol,
    address: url.pathname,
    subject: url.searchParams.get('subject'),
  };
}

describe('JobList', () => {
  it('lists every opening from content, with its exact title and location', () => {
    const list = renderJobs(jobOpenings);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    jobOpenings.forEach((job, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(job.title);
      expect(item).toHaveTextContent(job.location);
    });
  });

  it('leads from each title to the opening’s own page', () => {
    const list = renderJobs(jobOpenings);
    within(list)
      .getAllByRole('listitem')
      .forEach((item, index) => {
        const job = jobOpenings[index]!;
        const heading = within(item).getByRole('heading', { level: 3 });
        expect(within(heading).getByRole('link', { name: job.title })).toHaveAttribute(
          'href',
          `/careers/${job.id}`,
        );
      });
  });

  it('gives each Apply link a distinct name that says which job it is for', () => {
    renderJobs(jobOpenings);
    const links = screen.getAllByRole('link', { name: /^Apply/ });
    expect(links).toHaveLength(jobOpenings.length);
    expect(new Set(links.map((link) => link.getAttribute('aria-label'))).size).toBe(6);
    expect(
      screen.getByRole('link', { name: 'Apply for UI/UX Designer, Yokohama, Japan' }),
    ).toHaveTextContent(/^Apply$/);
  });

  it('opens an e-mail to the careers address with the job and place in the subject', () => {
    renderJobs(jobOpenings);
    for (const job of jobOpenings) {
      const link = screen.getByRole('link', { name: applyLabel(job) });
      const href = link.getAttribute('href')!;
      // Encoded: no raw spaces or slashes from "UI/UX" in the URL.
      expect(href).toMatch(/^mailto:careers@scoot\.example\?subject=[^ /]+$/);
      expect(parseMailto(href)).toEqual({
        protocol: 'mailto:',
        address: CAREERS_EMAIL,
        subject: `Application: ${job.title} (${job.location})`,
      });
    }
    expect(screen.getByRole('link', { name: /^Apply for UI\/UX Designer/ })).toHaveAttribute(
      'href',
      'mailto:careers@scoot.example?subject=Application%3A%20UI%2FUX%20Designer%20(Yokohama%2C%20Japan)',
    );
  });

  it('shows a seventh opening added to the data with no other change', () => {
    const seventh: JobOpening = {
      ...jobOpenings[5]!,
      id: 'scooter-mechanic-tester-london',
      title: 'Scooter Mechanic & Tester',
      summary: 'Keep our London scooters in shape.',
    };
    const list = renderJobs([...jobOpenings, seventh]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    const link = screen.getByRole('link', {
      name: 'Apply for Scooter Mechanic & Tester, London, United Kingdom',
    });
    expect(parseMailto(link.getAttribute('href')!).subject).toBe(
      'Application: Scooter Mechanic & Tester (London, United Kingdom)',
    );
  });
});
