import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import { closedDesigner, fleetLead, mechanic, withFixtureContent } from '../fixtures/content';

type Route = typeof import('@/app/careers/[[...job]]/page');

/** The careers route with the fixtures' openings (on FIXTURE_DAY), or only `openings`. */
const routeWith = (openings = [fleetLead, mechanic, closedDesigner]) =>
  withFixtureContent(
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with the fixtures
    () => require('@/app/careers/[[...job]]/page') as Route,
    openings,
  );

async function renderCareers(route: Route) {
  render(await route.default({ params: Promise.resolve({}) }));
}

describe('the Careers page', () => {
  it('has the banner, the mission, the values and the openings still taking applications', async () => {
    await renderCareers(routeWith());
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Why join us ?' })).toBeInTheDocument();
    const openings = screen.getByRole('region', { name: 'Open positions' });
    const titles = within(openings)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([fleetLead.title, mechanic.title]);
  });

  it('says there is no opening, with the careers address, on a day with none', async () => {
    await renderCareers(routeWith([closedDesigner]));
    const openings = screen.getByRole('region', { name: 'Open positions' });
    expect(within(openings).queryByRole('list')).toBeNull();
    expect(openings).toHaveTextContent(/We have no open positions right now\./);
    const address = within(openings).getByRole('link', { name: 'careers@scoot.example' });
    expect(address).toHaveAttribute('href', 'mailto:careers@scoot.example');
  });
});

describe('the pages the careers route builds', () => {
  it('are the list and a page per live opening, and the build names those closing soon', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(routeWith().generateStaticParams()).toEqual([
      { job: [] },
      { job: [fleetLead.id] },
      { job: [mechanic.id] },
    ]);
    // The mechanic's last day is FIXTURE_DAY; the fleet lead's is 27 days on.
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/^content\/jobs\/mechanic-tester-lisbon\.json: closes today/),
    ]);
    warn.mockRestore();
  });

  it('are the list alone on a day with no opening, which the export accepts', () => {
    expect(routeWith([]).generateStaticParams()).toEqual([{ job: [] }]);
  });

  it('answer the 404 view for a closed opening or a deeper path', async () => {
    const route = routeWith();
    for (const job of [[closedDesigner.id], [fleetLead.id, 'more']])
      await expect(route.default({ params: Promise.resolve({ job }) })).rejects.toThrow(
        'NEXT_HTTP_ERROR_FALLBACK;404',
      );
  });
});
