import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import ja from '@/content/messages/ja.json';
import { FOOTER_CTA_ID } from '@/content/site';
import { Footer } from '@/components/Footer/Footer';

/** How a link reads in a list of its role: a navigation's text and address, or its name. */
const named = (role: 'list' | 'navigation') => (link: HTMLElement) =>
  role === 'navigation'
    ? `${link.textContent} ${link.getAttribute('href')}`
    : (link.getAttribute('aria-label') ?? link.textContent);

describe('Footer', () => {
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
    render(<Footer lang="en" />);
    expect(within(screen.getByRole(role, { name })).getAllByRole('link').map(named(role))).toEqual(
      links,
    );
  });

  it('says it all in Japanese on a Japanese page, and links the Japanese pages', () => {
    render(<Footer lang="ja" />);
    expect(
      screen.getByRole('heading', { level: 2, name: ja.layout.footerCtaTitle }),
    ).toHaveAttribute('id', FOOTER_CTA_ID);
    const { footer } = ja.nav;
    expect(
      within(screen.getByRole('navigation', { name: ja.layout.footerNavLabel }))
        .getAllByRole('link')
        .map(named('navigation')),
    ).toEqual([
      `${footer.about} /ja/about`,
      `${footer.locations} /ja/locations`,
      `${footer.careers} /ja/careers`,
    ]);
    expect(
      within(screen.getByRole('navigation', { name: ja.layout.noticesNavLabel }))
        .getAllByRole('link')
        .map(named('navigation')),
    ).toEqual([`${footer.privacy} /ja/privacy`, `${footer.accessibility} /ja/accessibility`]);
    expect(
      within(screen.getByRole('list', { name: ja.layout.socialNavLabel }))
        .getAllByRole('link')
        .map(named('list')),
    ).toEqual([ja.social.facebook, ja.social.x, ja.social.instagram]);
    expect(screen.getByRole('link', { name: ja.layout.logoLabel })).toHaveAttribute('href', '/ja');
  });
});
