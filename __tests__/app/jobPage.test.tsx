import { describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';

import ja from '@/content/messages/ja.json';

import { fleetLead, mechanic, openingIn } from '../fixtures/content';
import { careersRoute, props, translatedCareersRoute } from '../fixtures/routes';

/** An opening's page as the build renders it (an async server component), from the fixtures. */
async function renderJob(id: string, openings = [fleetLead, mechanic]) {
  render(await careersRoute(openings).default(props({ job: [id] })));
}

describe('a job’s page (/careers/<id>)', () => {
  it('has the role as its one h1, the facts, the four parts and how to apply', async () => {
    await renderJob(fleetLead.id);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Fleet Lead',
    ]);
    const facts = screen.getByRole('region', { name: 'At a glance' });
    for (const text of ['Lisbon, Portugal', 'Full-time', '1 May 2030', '30 June 2030'])
      expect(facts).toHaveTextContent(text);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'At a glance',
      'The role',
      'What you’ll do',
      'What you’ll bring',
      'What we offer',
      'How to apply',
      'More openings in Lisbon',
    ]);
  });

  it('applies by e-mail with the job in the subject and what to send in the body', async () => {
    await renderJob(mechanic.id);
    const name = 'Apply for Scooter Mechanic & Tester, Lisbon, Portugal';
    const links = screen.getAllByRole('link', { name });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const url = new URL(link.getAttribute('href')!);
      expect(url.pathname).toBe('careers@scoot.example');
      expect(url.searchParams.get('subject')).toBe(
        'Application: Scooter Mechanic & Tester (Lisbon, Portugal)',
      );
      expect(url.searchParams.get('body')).toMatch(
        /^Hello Scoot team,\r\n\r\nI’d like to apply for the Scooter Mechanic & Tester role in Lisbon, Portugal\./,
      );
      expect(link).toHaveTextContent(/^Apply$/);
    }
  });

  it('leads back to all openings and on to the others in its city, where there are any', async () => {
    await renderJob(fleetLead.id);
    const allOpenings = screen.getByRole('link', { name: 'All open positions' });
    expect(allOpenings).toHaveAttribute('href', '/careers#open-positions');
    const sameCity = screen.getByRole('region', { name: 'More openings in Lisbon' });
    const links = within(sameCity).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [mechanic.title, `/careers/${mechanic.id}`],
    ]);
    cleanup();
    await renderJob(fleetLead.id, [fleetLead]);
    expect(screen.queryByRole('heading', { name: /More openings/ })).toBeNull();
  });

  it('is in Japanese at /ja/careers/<id>: the opening’s words, its facts and its headings', async () => {
    const route = translatedCareersRoute([fleetLead, mechanic]);
    render(await route.default(props({ segment: 'ja', job: [fleetLead.id] })));
    const job = openingIn(fleetLead, 'ja');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      job.title,
    ]);
    const facts = screen.getByRole('region', { name: ja.job.factsTitle });
    for (const text of [
      job.location,
      ja.job.employmentTypes.FULL_TIME,
      '2030年5月1日',
      '2030年6月30日',
      // The office in its Japanese words: its name, then an address abroad as ja's
      // job.officeAddress writes it (street first; a Japanese address is JobPage.test.tsx's).
      'リスボン・オフィス',
      'Rua Augusta 100',
      'リスボン（リスボン県）1100-053',
    ])
      expect(facts).toHaveTextContent(text);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      ja.job.factsTitle,
      ja.job.role,
      ja.job.duties,
      ja.job.requirements,
      ja.job.offer,
      ja.job.applyTitle,
      ja.job.sameCity.replace('{city}', 'リスボン'),
    ]);
    expect(screen.getByRole('link', { name: ja.job.back })).toHaveAttribute(
      'href',
      '/ja/careers#open-positions',
    );
    const sameCity = screen.getByRole('region', {
      name: ja.job.sameCity.replace('{city}', 'リスボン'),
    });
    expect(within(sameCity).getByRole('link')).toHaveAttribute(
      'href',
      `/ja/careers/${mechanic.id}`,
    );
  });
});
