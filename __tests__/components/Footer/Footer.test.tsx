import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import { FOOTER_CTA_ID } from '@/content/site';
import { Footer } from '@/components/Footer/Footer';

describe('Footer', () => {
  beforeEach(() => {
    render(<Footer />);
  });

  it('leads with the sign-up call to action, the target of Get Scootin', () => {
    const heading = screen.getByRole('heading', { level: 2, name: 'Sign up and Scoot off today' });
    expect(heading).toHaveAttribute('id', FOOTER_CTA_ID);
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('offers App Store and Google Play badges', () => {
    const badges = within(screen.getByRole('list', { name: 'Get the app' })).getAllByRole('link');
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'Download on the App Store',
      'Get it on Google Play',
    ]);
  });

  it('links About, Location and Careers', () => {
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About', '/about'],
      ['Location', '/locations'],
      ['Careers', '/careers'],
    ]);
  });

  it('leads to the privacy notice and the accessibility statement, apart from those links', () => {
    const nav = screen.getByRole('navigation', { name: 'Notices' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Privacy', '/privacy'],
      ['Accessibility', '/accessibility'],
    ]);
  });

  it('names each social icon link', () => {
    const social = screen.getByRole('list', { name: 'Scoot on social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Scoot on Facebook', 'Scoot on X (Twitter)', 'Scoot on Instagram']);
  });
});
