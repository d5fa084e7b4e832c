import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';

import { CITIES_LIVE } from '@/content/cities';
import { homePage } from '@/content/pages/home';
import { CITIES_TARGETED } from '@/content/claims';
import HomePage from '@/app/page';

describe('Home page', () => {
  it('shows the hero, the three steps and the three feature blocks', () => {
    render(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Scooter sharing made simple' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Scootin' })).toBeInTheDocument();
    // The hero art is the largest paint on a phone: inline, so it paints with the first frame.
    expect(screen.getByRole('img', { name: homePage.hero.image.alt })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml,/),
    );

    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    ['Locate with app', 'Pick your scooter', 'Enjoy the ride'].forEach((title, index) => {
      expect(steps[index]).toContainElement(screen.getByRole('heading', { level: 3, name: title }));
    });

    for (const title of [
      'Easy to use riding telemetry',
      'Coming to a city near you',
      'Zero hassle payments',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
  });

  it('gives the ride guidance of the specification in plain words', () => {
    const { container } = render(<HomePage />);
    const text = container.textContent ?? '';
    expect(text).toMatch(/scan the QR code/i);
    expect(text).toMatch(/retract the cable lock/i);
    expect(text).toMatch(/wear a helmet/i);
    expect(text).toMatch(/away from walkways and accessibility ramps/i);
  });

  it('states the live and targeted city counts from content', () => {
    render(<HomePage />);
    expect(CITIES_LIVE).toBe(4);
    expect(CITIES_TARGETED).toBe(23);
    expect(
      screen.getByText(
        new RegExp(
          `in ${CITIES_LIVE} cities today.*${CITIES_TARGETED} cities over the coming year`,
        ),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/defer payment for up to a month/)).toBeInTheDocument();
  });

  it('gives each Learn More a distinct name that starts with its label, and a real target', () => {
    render(<HomePage />);
    const links = screen.getAllByRole('link', { name: /^Learn More\b/ });
    expect(links).toHaveLength(3);
    const names = links.map((link) => link.textContent);
    expect(new Set(names).size).toBe(3);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/about#digital-era',
      '/locations',
      '/about#values',
    ]);
  });
});
