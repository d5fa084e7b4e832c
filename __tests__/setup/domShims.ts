/**
 * jsdom lacks a few browser APIs the site uses. These shims follow the HTML
 * specification's observable behaviour closely enough for component tests; the
 * real browser behaviour is covered by the Playwright tests in __tests__/e2e.
 */

// <dialog>: showModal/close, and Escape on an open modal fires `cancel` then closes it.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    this.dataset.modal = 'true';
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    delete this.dataset.modal;
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const modal = document.querySelector<HTMLDialogElement>('dialog[open][data-modal]');
    if (modal && modal.dispatchEvent(new Event('cancel', { cancelable: true }))) modal.close();
  });
}

// matchMedia: no query matches unless a test says so with setMatchingMedia().
let matchingQueries = new Set<string>();
export function setMatchingMedia(...queries: string[]) {
  matchingQueries = new Set(queries);
}

// Tests that declare `@jest-environment node` (server rendering) have no DOM to shim.
const hasDom = typeof window !== 'undefined';

if (hasDom)
  window.matchMedia = (query: string) =>
    ({
      matches: matchingQueries.has(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

// Layout does not exist in jsdom; tests spy on this to see where the page would scroll.
if (hasDom) Element.prototype.scrollIntoView = function scrollIntoView() {};
