import { beforeEach, describe, expect, it } from '@jest/globals';

import { mirrorDialogState } from '@/components/Navbar/menuStateScript';

/** A hamburger and its dialog as the layout writes them, before any script has run. */
function renderMenu() {
  document.body.innerHTML = `
    <button aria-haspopup="dialog" aria-controls="menu" aria-expanded="false">Open menu</button>
    <dialog id="menu"><a href="/about">About</a></dialog>`;
  mirrorDialogState();
  return {
    button: document.querySelector('button')!,
    dialog: document.querySelector('dialog')!,
  };
}

/** What the browser fires as a dialog starts to open or close (jsdom has no ToggleEvent). */
const beforeToggle = (newState: 'open' | 'closed') =>
  Object.assign(new Event('beforetoggle'), {
    oldState: newState === 'open' ? 'closed' : 'open',
    newState,
  });

/** The script behind the hamburger's aria-expanded (its behaviour in browsers: menu.spec.ts). */
describe('mirrorDialogState', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('says "expanded" as the dialog starts to open and "collapsed" as it starts to close', () => {
    const { button, dialog } = renderMenu();
    dialog.dispatchEvent(beforeToggle('open'));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Before the dialog is closed, so before focus goes back to the hamburger.
    dialog.dispatchEvent(beforeToggle('closed'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the open attribute where the engine fires no toggle events on dialogs', async () => {
    const { button, dialog } = renderMenu();
    dialog.setAttribute('open', '');
    await Promise.resolve(); // mutation observers run as a microtask
    expect(button).toHaveAttribute('aria-expanded', 'true');
    dialog.removeAttribute('open');
    await Promise.resolve();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
