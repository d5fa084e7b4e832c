/**
 * Runs in the page, from an inline script after the menu's markup: the one keeper of
 * `aria-expanded` on each button that opens a dialog (`aria-haspopup="dialog"`), before and
 * after React starts (on the first interaction: deploy/runtime-loading.mjs), however the
 * dialog opens or closes (an invoker command, the polyfill, Escape, a click outside, a link).
 * `beforetoggle` comes as the dialog starts to open or close, before a closing dialog hands
 * focus back to the button, so a screen reader lands on a button that already says
 * "collapsed"; an engine without toggle events on dialogs gets the change from a
 * MutationObserver on `open`, a moment later. The markup says "false": no dialog is open as
 * the page loads.
 *
 * Self-contained: the page receives its source text, so it may use nothing from outside.
 */
export function mirrorDialogState() {
  for (const button of document.querySelectorAll('button[aria-haspopup="dialog"][aria-controls]')) {
    const dialog = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!(dialog instanceof HTMLDialogElement)) continue;
    const say = (open: boolean) => button.setAttribute('aria-expanded', String(open));
    dialog.addEventListener('beforetoggle', (event) =>
      say((event as ToggleEvent).newState === 'open'),
    );
    new MutationObserver(() => say(dialog.open)).observe(dialog, {
      attributes: true,
      attributeFilter: ['open'],
    });
  }
}

export const menuStateScript = `(${mirrorDialogState.toString()})()`;
