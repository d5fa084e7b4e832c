import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { FOOTER_CTA_ID } from '@/content/site';
import { media } from '@/styles/breakpoints';
import {
  GetScootinButton,
  SCROLL_TO_FOOTER_DELAY_MS,
} from '@/components/GetScootinButton/GetScootinButton';

import { setMatchingMedia } from '../../setup/domShims';

function renderWithFooter(onActivate?: () => void) {
  render(
    <>
      <GetScootinButton onActivate={onActivate} />
      <h2 id={FOOTER_CTA_ID} tabIndex={-1}>
        Sign up and Scoot off today
      </h2>
    </>,
  );
  const target = screen.getByRole('heading', { name: 'Sign up and Scoot off today' });
  const scroll = jest.spyOn(target, 'scrollIntoView');
  return { button: screen.getByRole('link', { name: 'Get Scootin' }), target, scroll };
}

describe('GetScootinButton', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is a link to the footer sign-up, so it works before hydration and without JavaScript', () => {
    const { button } = renderWithFooter();
    expect(button).toHaveAttribute('href', `#${FOOTER_CTA_ID}`);
  });

  it('once hydrated, keeps the address and does the delayed scroll instead of the jump', () => {
    const { button } = renderWithFooter();
    // fireEvent returns false when a handler called preventDefault().
    expect(fireEvent.click(button)).toBe(false);
  });

  it('leaves a click with a modifier key to the browser', () => {
    const { button, scroll } = renderWithFooter();
    expect(fireEvent.click(button, { ctrlKey: true })).toBe(true);
    act(() => jest.advanceTimersByTime(SCROLL_TO_FOOTER_DELAY_MS));
    expect(scroll).not.toHaveBeenCalled();
  });

  it('waits 200 ms, then scrolls smoothly to the footer', () => {
    expect(SCROLL_TO_FOOTER_DELAY_MS).toBe(200);
    const { button, scroll } = renderWithFooter();
    fireEvent.click(button);

    act(() => jest.advanceTimersByTime(SCROLL_TO_FOOTER_DELAY_MS - 1));
    expect(scroll).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('moves focus to the footer only once the smooth scroll has ended', () => {
    const { button, target } = renderWithFooter();
    fireEvent.click(button);
    act(() => jest.advanceTimersByTime(SCROLL_TO_FOOTER_DELAY_MS));
    expect(target).not.toHaveFocus();

    act(() => {
      window.dispatchEvent(new Event('scrollend'));
    });
    expect(target).toHaveFocus();
  });

  it('jumps instead, and focuses at once, when the visitor prefers reduced motion', () => {
    setMatchingMedia(media.reducedMotion);
    const { button, target, scroll } = renderWithFooter();
    fireEvent.click(button);
    act(() => jest.advanceTimersByTime(SCROLL_TO_FOOTER_DELAY_MS));

    expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(target).toHaveFocus();
  });

  it('scrolls once when clicked twice within the delay', () => {
    const { button, scroll } = renderWithFooter();
    fireEvent.click(button);
    act(() => jest.advanceTimersByTime(100));
    fireEvent.click(button);
    act(() => jest.advanceTimersByTime(SCROLL_TO_FOOTER_DELAY_MS));

    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it('runs onActivate at once, before the delay (the mobile menu closes there)', () => {
    const onActivate = jest.fn();
    const { button, scroll } = renderWithFooter(onActivate);
    fireEvent.click(button);

    expect(onActivate).toHaveBeenCalledTimes(1);
    expect(scroll).not.toHaveBeenCalled();
  });
});
