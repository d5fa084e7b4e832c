import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';

import { mainNavLinks } from '@/content/pageRegistry';
import { MobileMenu } from '@/components/Navbar/MobileMenu';
import { menuCopy } from '@/components/Navbar/Navbar';

function setup() {
  const user = userEvent.setup();
  render(<MobileMenu links={mainNavLinks} copy={menuCopy} />);
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  return { user, toggle };
}

// Closed <dialog> content is display:none, so it is not in the accessibility tree.
const menu = () => screen.queryByRole('dialog', { name: 'Menu' });

describe('MobileMenu', () => {
  it('starts closed, with a named hamburger that controls the menu', () => {
    const { toggle } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', expect.any(String));
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.tagName).toBe('DIALOG');
    expect(menu()).not.toBeInTheDocument();
  });

  it('takes over a menu the visitor opened before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MobileMenu links={mainNavLinks} copy={menuCopy} />);
    document.body.append(container);
    // The browser ran the hamburger's command while the runtime was still loading.
    container.querySelector('dialog')!.showModal();

    const consoleError = jest.spyOn(console, 'error');
    await act(async () => {
      render(<MobileMenu links={mainNavLinks} copy={menuCopy} />, { container, hydrate: true });
    });
    expect(consoleError).not.toHaveBeenCalled(); // no hydration mismatch reported
    consoleError.mockRestore();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(menu()).toHaveAttribute('open');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.setup().keyboard('{Escape}');
    expect(menu()).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    container.remove();
  });

  it('opens a modal menu with the same links and Get Scootin', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const dialog = menu()!;
    expect(dialog).toHaveAttribute('open');
    const links = within(dialog).getAllByRole('link').slice(1); // after the logo
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ...mainNavLinks.map((link) => [link.label, link.href]),
      ['Get Scootin', '#get-scootin'],
    ]);
  });

  it('closes with the close button', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(within(menu()!).getByRole('button', { name: 'Close menu' }));

    expect(menu()).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is chosen', async () => {
    // jsdom cannot navigate; stop the link's default action after React has handled the click.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(within(menu()!).getByRole('link', { name: 'Careers' }));
    document.removeEventListener('click', stopNavigation);

    expect(menu()).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and keeps React state in step with the dialog', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.keyboard('{Escape}');

    expect(menu()).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // It opens again after a native close: state did not get stuck at "open".
    await user.click(toggle);
    expect(menu()).toBeInTheDocument();
  });

  it('closes itself when Get Scootin is chosen inside it', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(within(menu()!).getByRole('link', { name: 'Get Scootin' }));

    expect(menu()).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
