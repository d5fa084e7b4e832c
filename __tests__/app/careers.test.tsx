import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import CareersPage from '@/app/careers/page';

describe('the Careers page', () => {
  it('has the banner, the mission, the values and the six openings of the specification', () => {
    render(<CareersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    const mission = screen.getByRole('heading', { level: 2, name: 'Care to join our mission?' });
    expect(mission).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /team members/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml,.*viewBox='0 0 445 445'/),
    );
    const values = screen.getByRole('region', { name: 'Why join us ?' });
    expect(within(values).getAllByRole('listitem')).toHaveLength(3);
    const openings = screen.getByRole('region', { name: 'Open positions' });
    const title = (item: HTMLElement) =>
      within(item).getByRole('heading', { level: 3 }).textContent;
    const rows = within(openings).getAllByRole('listitem');
    expect(rows.map((item) => [title(item), item.textContent])).toEqual(
      [
        ['General Manager', 'Jakarta, Indonesia'],
        ['UI/UX Designer', 'Yokohama, Japan'],
        ['Blog Content Copywriter', 'New York, United States'],
        ['Graphic Designer', 'New York, United States'],
        ['Fleet Supervisor', 'Jakarta, Indonesia'],
        ['UX Analyst', 'London, United Kingdom'],
      ].map(([title, location]) => [title, expect.stringContaining(location!)]),
    );
  });
});
