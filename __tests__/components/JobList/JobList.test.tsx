import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import { applyLabel, applySubject, careersPage } from '@/content/pages/careers';
import { JobList } from '@/components/JobList/JobList';

import { fixtureOpenings } from '../../fixtures/content';

/** Openings of the fixtures; one's title holds characters a mailto: URL must encode. */
const jobs = fixtureOpenings;

function renderJobs() {
  render(
    <JobList
      id="open-positions"
      title={careersPage.jobs.title}
      jobs={jobs}
      email="careers@scoot.example"
      applyText={careersPage.jobs.apply}
      noOpenings={careersPage.jobs.none}
      applyLabel={applyLabel}
      subject={applySubject}
    />,
  );
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

describe('JobList', () => {
  it('lists each opening, its title a link to its page, with its location', () => {
    const items = renderJobs();
    expect(items).toHaveLength(jobs.length);
    items.forEach((item, index) => {
      const job = jobs[index]!;
      const heading = within(item).getByRole('heading', { level: 3 });
      const link = within(heading).getByRole('link', { name: job.title });
      expect(link).toHaveAttribute('href', `/careers/${job.id}`);
      expect(item).toHaveTextContent(job.location);
    });
  });

  it('gives each Apply link a name that says which job it is for, and an e-mail about it', () => {
    renderJobs();
    for (const job of jobs) {
      const link = screen.getByRole('link', { name: `Apply for ${job.title}, ${job.location}` });
      expect(link).toHaveTextContent(/^Apply$/);
      const href = link.getAttribute('href')!;
      // Encoded: no raw spaces, slashes ("UI/UX") or ampersands in the URL.
      expect(href).toMatch(/^mailto:careers@scoot\.example\?subject=[^ /&]+$/);
      expect(new URL(href).searchParams.get('subject')).toBe(
        `Application: ${job.title} (${job.location})`,
      );
    }
  });
});
