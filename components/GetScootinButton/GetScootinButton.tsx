'use client';

import { useEffect, useRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';

import { getScootinLabel } from '@/content/navigation';
import { FOOTER_CTA_ID } from '@/content/site';
import { ButtonLink } from '@/components/Button/Button';

import { scrollToFooter } from './scrollToFooter';

/** How long Get Scootin waits before it scrolls to the footer (spec section 9). */
export const SCROLL_TO_FOOTER_DELAY_MS = 200;

type GetScootinButtonProps = Omit<
  ComponentPropsWithoutRef<typeof ButtonLink>,
  'href' | 'onClick' | 'children'
> & {
  /** Runs at once on click, before the delay (the mobile menu closes itself here). */
  onActivate?: () => void;
};

/**
 * "Get Scootin": waits 200 ms (spec section 9), then brings the footer's sign-up into view.
 *
 * It is a link to the sign-up (`#get-scootin`), styled as a button, so it works from the
 * first paint: the runtime starts after that paint (deploy/runtime-loading.mjs), and
 * without JavaScript there is none. Until hydration the browser follows the link (a jump);
 * once hydrated the click handler takes over with the spec's delay, the smooth scroll and
 * the focus move. A click with a modifier key is left to the browser.
 */
export function GetScootinButton({ onActivate, ...rest }: GetScootinButtonProps) {
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    // The delayed scroll replaces the jump, and the address gets no #get-scootin fragment.
    event.preventDefault();
    onActivate?.();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(scrollToFooter, SCROLL_TO_FOOTER_DELAY_MS);
  }

  return (
    <ButtonLink href={`#${FOOTER_CTA_ID}`} onClick={handleClick} {...rest}>
      {getScootinLabel}
    </ButtonLink>
  );
}
