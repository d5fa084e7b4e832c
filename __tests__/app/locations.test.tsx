import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import { cities } from '@/content/cities';
import { cityAndCountry } from '@/lib/cities';
import LocationsPage from '@/app/(en)/locations/page';

describe('the Locations page', () => {
  it('links every city, on the map and in the small-screen list, to its page', () => {
    render(<LocationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Locations' })).toBeInTheDocument();
    // jsdom matches no media query, so the map keeps its mobile-first `display: none`.
    const map = screen.getByRole('group', {
      name: 'World map of the cities where Scoot runs',
      hidden: true,
    });
    expect(map.tagName).toBe('svg');
    // The land is the map's background image (app/locations/land.svg), not in the page.
    expect(map.querySelector('path')).toBeNull();
    // One link a city, its marker and its visible label, whose words begin its name (WCAG 2.5.3).
    const markers = within(map).getAllByRole('link', { hidden: true });
    expect(markers.map((link) => link.getAttribute('aria-label')).sort()).toEqual(
      cities.en.map((city) => cityAndCountry(city)).sort(),
    );
    for (const link of markers) {
      const label = link.getAttribute('aria-label')!;
      const city = cities.en.find((candidate) => label.startsWith(candidate.name))!;
      expect(link).toHaveAttribute('href', `/locations/${city.id}`);
      expect(link.querySelector('circle')).not.toBeNull();
      expect(link.querySelector('text')).toHaveTextContent(city.name);
    }
    const list = screen.getByRole('list', { name: 'Cities where Scoot runs' });
    const hrefs = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(cities.en.map((city) => `/locations/${city.id}`));
  });
});
