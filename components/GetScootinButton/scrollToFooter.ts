import { FOOTER_CTA_ID } from '@/content/site';
import { media } from '@/styles/breakpoints';

/** If `scrollend` never fires (already in view, or an old browser), focus anyway after this. */
const FOCUS_FALLBACK_MS = 1200;

/**
 * Scrolls the footer's call to action into view, smoothly unless the visitor prefers
 * reduced motion, then moves keyboard focus there. focus() would cancel a smooth scroll
 * in progress (Chromium jumps), so focus waits for the scroll to end and never scrolls itself.
 */
export function scrollToFooter() {
  const target = document.getElementById(FOOTER_CTA_ID);
  if (!target) return;

  const prefersReducedMotion = window.matchMedia(media.reducedMotion).matches;
  target.scrollIntoView({ behavior: prefersReducedMotion ? 'auto' : 'smooth', block: 'start' });

  if (prefersReducedMotion) {
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
  fallback = window.setTimeout(focusTarget, FOCUS_FALLBACK_MS);
}
