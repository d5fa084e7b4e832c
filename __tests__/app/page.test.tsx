import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import { CITIES_LIVE } from '@/content/cities';
import { homePage } from '@/content/pages/home';
import { CITIES_TARGETED, PAYMENT_DEFERRAL } from '@/content/claims';
import HomePage from '@/app/(en)/page';

describe('Home page', () => {
  beforeEach(() => {
    render(<HomePage />);
  });

  it('has the hero with Get Scootin, the three steps and the three features', () => {
    const h1 = screen.getByRole('heading', { level: 1, name: 'Scooter sharing made simple' });
    expect(h1).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Scootin' })).toBeInTheDocument();
    // The hero art is the largest paint on a phone: inline, so it paints with the first frame.
    const hero = screen.getByRole('img', { name: homePage.en.hero.image.alt });
    expect(hero).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    const steps = within(screen.getByRole('region', { name: homePage.en.steps.title }));
    expect(steps.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Locate with app',
      'Pick your scooter',
      'Enjoy the ride',
    ]);
    for (const title of [
      'Easy to use riding telemetry',
      'Coming to a city near you',
      'Zero hassle payments',
    ])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  });

  it.each([
    new RegExp(`in ${CITIES_LIVE} cities today.*${CITIES_TARGETED} cities over the coming year`),
    new RegExp(`defer payment for ${PAYMENT_DEFERRAL.en}`),
    /scan the QR code/i,
    /retract the cable lock/i,
    /wear a helmet/i,
    /away from walkways and accessibility ramps/i,
  ])('states the company’s claims and the ride guidance: %s', (text) => {
    expect(document.body.textContent).toMatch(text);
  });

  it('gives each Learn More a distinct name that starts with its label, and a real target', () => {
    const links = screen.getAllByRole('link', { name: /^Learn More\b/ });
    expect(new Set(links.map((link) => link.textContent)).size).toBe(3);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/about#digital-era',
      '/locations',
      '/about#values',
    ]);
  });
});
