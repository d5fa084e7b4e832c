import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';

import { cities } from '@/content/cities';
import { HELLO_EMAIL } from '@/content/claims';
import LocationsPage from '@/app/locations/page';

describe('the Locations page', () => {
  it('links every city, on the map and in the small-screen list, to its page', () => {
    render(<LocationsPage />);
    // jsdom has no viewport width, so the map's media query never matches and its mobile-first
    // `display: none` applies: include hidden elements. The browser tests check the switch.
    expect(screen.getByRole('heading', { level: 1, name: 'Locations' })).toBeInTheDocument();
    // A named group whose only content for assistive technology is one link a city.
    const map = screen.getByRole('group', {
      name: 'World map of the cities where Scoot runs',
      hidden: true,
    });
    expect(map.tagName.toLowerCase()).toBe('svg');
    expect(map.querySelector('path')).toHaveAttribute('aria-hidden', 'true');
    // One link a city, in the order the eye reads the map (Tab's order), each with its marker
    // and its visible label, whose words begin the link's name (WCAG 2.5.3).
    const markers = within(map).getAllByRole('link', { hidden: true });
    expect(
      markers.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]).sort(),
    ).toEqual(
      cities.map((city) => [`${city.name}, ${city.country}`, `/locations/${city.id}`]).sort(),
    );
    for (const link of markers) {
      expect(link.querySelector('circle')).not.toBeNull();
      expect(link.getAttribute('aria-label')).toMatch(
        new RegExp(`^${link.querySelector('text')!.textContent}, `),
      );
    }
    const list = screen.getByRole('list', { name: 'Cities where Scoot runs' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(cities.map((city) => `/locations/${city.id}`));
  });

  it('offers Message Us as an e-mail to the hello address with a subject', () => {
    render(<LocationsPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your City Not Listed?' })).toBeVisible();
    const href = screen.getByRole('link', { name: 'Message Us' }).getAttribute('href')!;
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(HELLO_EMAIL);
    expect(url.searchParams.get('subject')).toBe('Please bring Scoot to my city');
  });
});
