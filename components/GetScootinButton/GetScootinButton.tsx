'use client';

import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';

import { getScootinLabel } from '@/content/navigation';
import { SCROLL_TO_FOOTER_DELAY_MS } from '@/content/site';
import { Button } from '@/components/Button/Button';

import { scrollToFooter } from './scrollToFooter';

type GetScootinButtonProps = Omit<
  ComponentPropsWithoutRef<typeof Button>,
  'onClick' | 'children'
> & {
  /** Runs at once on click, before the delay (the mobile menu closes itself here). */
  onActivate?: () => void;
};

/** "Get Scootin": waits 200 ms (spec section 9), then brings the footer's sign-up into view. */
export function GetScootinButton({ onActivate, ...rest }: GetScootinButtonProps) {
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function handleClick() {
    onActivate?.();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(scrollToFooter, SCROLL_TO_FOOTER_DELAY_MS);
  }

  return (
    <Button onClick={handleClick} {...rest}>
      {getScootinLabel}
    </Button>
  );
}
