/**
 * Runs in the page, from an inline script after the menu's markup: keeps `aria-expanded` on
 * each button that opens a dialog (`aria-haspopup="dialog"`) true while its dialog is open,
 * however it opened (an invoker command, the polyfill, showModal) and whether or not React
 * has started yet (it starts on the first interaction: deploy/runtime-loading.mjs). Once
 * hydrated, MobileMenu mirrors the same state; the two agree, since both read the dialog.
 *
 * Self-contained: the page receives its source text, so it may use nothing from outside.
 */
export function mirrorDialogState() {
  for (const button of document.querySelectorAll('button[aria-haspopup="dialog"][aria-controls]')) {
    const dialog = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!(dialog instanceof HTMLDialogElement)) continue;
    const mirror = () => button.setAttribute('aria-expanded', String(dialog.open));
    new MutationObserver(mirror).observe(dialog, { attributes: true, attributeFilter: ['open'] });
  }
}

export const menuStateScript = `(${mirrorDialogState.toString()})()`;
