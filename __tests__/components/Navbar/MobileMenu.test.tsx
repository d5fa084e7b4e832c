import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import { mainNavLinks } from '@/lib/pageRegistry';
import { MobileMenu } from '@/components/Navbar/MobileMenu';
import { menuCopy } from '@/components/Navbar/Navbar';

/** The menu's markup and names; its behaviour is the browser's <dialog> (menu.spec.ts). */
describe('MobileMenu', () => {
  beforeAll(() => {
    // jsdom has no matchMedia; the menu listens for the viewport widening past the phone's.
    window.matchMedia = (query: string) =>
      ({
        media: query,
        matches: false,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
  });

  it('is a named hamburger that controls a dialog holding the links and Get Scootin', () => {
    const { container } = render(
      <MobileMenu links={mainNavLinks.en} copy={menuCopy('en')} home="/" />,
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const dialog = container.querySelector('dialog')!;
    expect(toggle.getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog).toHaveAttribute('aria-label', 'Menu');
    const links = within(dialog).getAllByRole('link', { hidden: true }).slice(1); // after the logo
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ...mainNavLinks.en.map((link) => [link.label, link.href]),
      ['Get Scootin', '#get-scootin'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Close menu', hidden: true })).toBeTruthy();
  });

  it('says its names in the page’s language, and leads to that language’s pages', () => {
    const copy = menuCopy('ja');
    const { container } = render(<MobileMenu links={mainNavLinks.ja} copy={copy} home="/ja" />);
    expect(screen.getByRole('button', { name: copy.openMenu })).toBeTruthy();
    const dialog = container.querySelector('dialog')!;
    expect(dialog).toHaveAttribute('aria-label', copy.menuTitle);
    const [logo, ...links] = within(dialog).getAllByRole('link', { hidden: true });
    expect(logo).toHaveAttribute('href', '/ja');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ...mainNavLinks.ja.map((link) => [link.label, link.href]),
      [copy.getScootin, '#get-scootin'],
    ]);
  });
});
