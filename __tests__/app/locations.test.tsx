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
    // One image, named with every city (and its country), whose drawing is presentational.
    const map = screen.getByRole('img', { name: /^World map of the cities/, hidden: true });
    expect(map.tagName.toLowerCase()).toBe('svg');
    expect(map).toHaveAccessibleName(
      `World map of the cities where Scoot runs: ${cities
        .map((city) => `${city.name}, ${city.country}`)
        .join('; ')}`,
    );
    const labels = [...map.querySelectorAll('text')];
    expect(labels.map((label) => label.textContent)).toEqual(cities.map((city) => city.name));
    expect(map.querySelectorAll('circle')).toHaveLength(cities.length);
    for (const part of map.children) expect(part).toHaveAttribute('aria-hidden', 'true');
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
