import { FOOTER_CTA_ID } from '@/content/site';
import { media } from '@/styles/breakpoints';

/** How long Get Scootin waits before it scrolls to the footer. */
const SCROLL_TO_FOOTER_DELAY_MS = 200;

/** If `scrollend` never fires (already in view, or an old browser), focus anyway after this. */
const FOCUS_FALLBACK_MS = 1200;

type InPageLinkOptions = {
  /** The footer's sign-up, which every Get Scootin links to. */
  targetId: string;
  delayMs: number;
  reducedMotionQuery: string;
  focusFallbackMs: number;
};

/**
 * Runs in the page, from an inline script, so it works from the first paint whether or not
 * Next's runtime has started (it starts on the first interaction: deploy/runtime-loading.mjs).
 *
 * - A link to the page itself inside the open menu closes the menu first: the modal makes the
 *   page behind it inert, and the browser would scroll it under the open menu.
 * - Get Scootin (any link to the sign-up) waits 200 ms, then scrolls the
 *   sign-up into view, smoothly unless the visitor prefers reduced motion, and moves focus
 *   there. focus() would cancel a smooth scroll in progress (Chromium jumps), so focus waits
 *   for the scroll to end and never scrolls itself. The address gets no #fragment. A click
 *   with a modifier key is left to the browser, as is every click without JavaScript (a jump).
 *
 * Self-contained: the page receives its source text, so it may use nothing from outside.
 */
function enhanceInPageLinks(options: InPageLinkOptions) {
  let timer = 0;

  function scrollToTarget() {
    const target = document.getElementById(options.targetId);
    if (!target) return;
    const reduced = window.matchMedia(options.reducedMotionQuery).matches;
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    if (reduced) {
      target.focus({ preventScroll: true });
      return;
    }
    let fallback = 0;
    const focusTarget = () => {
      window.clearTimeout(fallback);
      window.removeEventListener('scrollend', focusTarget);
      target.focus({ preventScroll: true });
    };
    window.addEventListener('scrollend', focusTarget, { once: true });
    fallback = window.setTimeout(focusTarget, options.focusFallbackMs);
  }

  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
    if (!link || event.defaultPrevented) return;
    const menu = link.closest('dialog');
    if (menu?.open) menu.close();
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (link.getAttribute('href') !== `#${options.targetId}` || event.button !== 0 || modified)
      return;
    event.preventDefault();
    window.clearTimeout(timer);
    timer = window.setTimeout(scrollToTarget, options.delayMs);
  });
}

/** The inline script: enhanceInPageLinks with the site's sign-up, delay and media query. */
export const inPageLinkScript = `(${enhanceInPageLinks.toString()})(${JSON.stringify({
  targetId: FOOTER_CTA_ID,
  delayMs: SCROLL_TO_FOOTER_DELAY_MS,
  reducedMotionQuery: media.reducedMotion,
  focusFallbackMs: FOCUS_FALLBACK_MS,
} satisfies InPageLinkOptions)})`;
