import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import careers from '@/content/pages/careers.json';
import { translator } from '@/lib/messages';

import { closedDesigner, fleetLead, mechanic, openingIn } from '../fixtures/content';
import { careersRoute, props, translatedCareersRoute } from '../fixtures/routes';

describe('the Careers page', () => {
  it('has the banner, the mission, the values and the openings still taking applications', async () => {
    render(await careersRoute().default(props({})));
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Why join us ?' })).toBeInTheDocument();
    const openings = screen.getByRole('region', { name: 'Open positions' });
    const titles = within(openings)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([fleetLead.title, mechanic.title]);
  });

  it('lists the openings in Japanese at /ja/careers, each leading to its Japanese page', async () => {
    const route = translatedCareersRoute();
    render(await route.default(props({ segment: 'ja' })));
    const t = translator('ja');
    expect(
      screen.getByRole('heading', { level: 1, name: careers.ja.banner.title }),
    ).toBeInTheDocument();
    const openings = screen.getByRole('region', { name: careers.ja.jobs.title });
    const japanese = [fleetLead, mechanic].map((job) => openingIn(job, 'ja'));
    const links = within(openings)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => within(heading).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      japanese.map((job) => [job.title, `/ja/careers/${job.id}`]),
    );
    for (const job of japanese)
      expect(
        within(openings).getByRole('link', {
          name: t('careers.applyLabel', { title: job.title, location: job.location }),
        }),
      ).toHaveTextContent(careers.ja.jobs.apply);
    expect(document.body).not.toHaveTextContent(fleetLead.title);
  });
});

describe('the pages the careers route builds', () => {
  it('are the list and a page per live opening, and the build names those closing soon', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(careersRoute().generateStaticParams()).toEqual([
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

  it('are the same in every other language, under its segment, and warn only once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const pagesOf = (segment: string) =>
      [[], [fleetLead.id], [mechanic.id]].map((job) => ({ segment, job }));
    expect(translatedCareersRoute().generateStaticParams()).toEqual([
      ...pagesOf('ja'),
      ...pagesOf('id'),
    ]);
    // The English route says which openings close soon; the languages' routes say nothing.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('answer the 404 view for a closed opening or a deeper path', async () => {
    const route = careersRoute();
    const translated = translatedCareersRoute();
    for (const job of [[closedDesigner.id], [fleetLead.id, 'more']]) {
      await expect(route.default(props({ job }))).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
      await expect(translated.default(props({ segment: 'ja', job }))).rejects.toThrow(
        'NEXT_HTTP_ERROR_FALLBACK;404',
      );
    }
  });
});
