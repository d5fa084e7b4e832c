import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';

import { cities } from '@/content/cities';
import { HELLO_EMAIL } from '@/content/site';
import LocationsPage from '@/app/locations/page';

describe('the Locations page', () => {
  it('marks every city on the map and in the small-screen list', () => {
    render(<LocationsPage />);
    // jsdom has no viewport width, so the map's media query never matches and its mobile-first
    // `display: none` applies: include hidden elements. The browser tests check the switch.
    expect(screen.getByRole('heading', { level: 1, name: 'Locations' })).toBeInTheDocument();
    const map = screen.getByRole('group', { name: /world map/i, hidden: true });
    expect(map.tagName.toLowerCase()).toBe('svg');
    const markers = within(map).getAllByRole('listitem', { hidden: true });
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual(
      cities.map((city) => `${city.name}, ${city.country}`),
    );
    markers.forEach((marker, index) => {
      expect(marker.querySelector('text')).toHaveTextContent(cities[index]!.name);
      expect(marker.querySelector('circle')).not.toBeNull();
    });
    const list = screen.getByRole('list', { name: 'Cities where Scoot runs' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(cities.length);
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
