import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import { applyLabel, applySubject, careersPage } from '@/lib/pages/careers';
import { JobList } from '@/components/JobList/JobList';

import type { JobOpening } from '@/content/types';
import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';

import { fixtureOpenings, openingIn } from '../../fixtures/content';

/** Openings of the fixtures; one's title holds characters a mailto: URL must encode. */
const jobs = fixtureOpenings;

function renderJobs(lang: Lang = 'en', list: readonly JobOpening[] = jobs) {
  const { title, apply, none } = careersPage[lang].jobs;
  render(
    <JobList
      id="open-positions"
      title={title}
      jobs={list}
      email="careers@scoot.example"
      applyText={apply}
      noOpenings={none}
      applyLabel={(job) => applyLabel(job, lang)}
      subject={(job) => applySubject(job, lang)}
      lang={lang}
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

  it('links each Japanese opening’s Japanese page, and names its Apply link in Japanese', () => {
    const japanese = jobs.map((job) => openingIn(job, 'ja'));
    const t = translator('ja');
    const items = renderJobs('ja', japanese);
    items.forEach((item, index) => {
      const job = japanese[index]!;
      const link = within(item).getByRole('link', { name: job.title });
      expect(link).toHaveAttribute('href', `/ja/careers/${job.id}`);
      expect(item).toHaveTextContent(job.location);
      const apply = within(item).getByRole('link', {
        name: t('careers.applyLabel', { title: job.title, location: job.location }),
      });
      expect(new URL(apply.getAttribute('href')!).searchParams.get('subject')).toBe(
        t('careers.applySubject', { title: job.title, location: job.location }),
      );
    });
    expect(japanese.map((job) => job.title)).not.toContain(jobs[0]!.title);
  });
});
