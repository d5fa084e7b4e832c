import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import { FOOTER_CTA_ID } from '@/content/site';
import { Footer } from '@/components/Footer/Footer';

describe('Footer', () => {
  beforeEach(() => {
    render(<Footer />);
  });

  it('leads with the sign-up call to action, the target Get Scootin scrolls to and focuses', () => {
    const heading = screen.getByRole('heading', { level: 2, name: 'Sign up and Scoot off today' });
    expect(heading).toHaveAttribute('id', FOOTER_CTA_ID);
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it.each([
    ['list', 'Get the app', ['Download on the App Store', 'Get it on Google Play']],
    ['navigation', 'Footer', ['About /about', 'Location /locations', 'Careers /careers']],
    ['navigation', 'Notices', ['Privacy /privacy', 'Accessibility /accessibility']],
    [
      'list',
      'Scoot on social media',
      ['Scoot on Facebook', 'Scoot on X (Twitter)', 'Scoot on Instagram'],
    ],
  ] as const)('has the %s "%s" with its links, each named', (role, name, links) => {
    const named = (link: HTMLElement) =>
      role === 'navigation'
        ? `${link.textContent} ${link.getAttribute('href')}`
        : (link.getAttribute('aria-label') ?? link.textContent);
    expect(within(screen.getByRole(role, { name })).getAllByRole('link').map(named)).toEqual(links);
  });
});
