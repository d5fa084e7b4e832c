'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

import type { NavLink } from '@/content/types';
import { media } from '@/styles/breakpoints';
import { GetScootinButton } from '@/components/GetScootinButton/GetScootinButton';
import { LogoLink } from '@/components/Logo/Logo';

import * as styles from './MobileMenu.css';
import { NavLinks } from './NavLinks';

type MobileMenuProps = {
  links: readonly NavLink[];
  /** Its words, from the server component that renders it (Navbar's menuCopy). */
  copy: Record<'openMenu' | 'closeMenu' | 'menuTitle' | 'mainNavLabel' | 'logoLabel', string>;
};

/**
 * Whether this browser closes the menu on a click outside it from the markup alone
 * (`closedby`). Where it does, React adds no second path for the same action; elsewhere
 * (WebKit) the dialog's click handler does it once hydrated. Opening and closing by the
 * buttons needs no handler in any engine: invoker commands are native, or polyfilled inline
 * before the menu's markup (Navbar). On the server it is false, and handlers are not part of
 * the HTML anyway.
 */
const dismissesItself =
  typeof HTMLDialogElement !== 'undefined' && 'closedBy' in HTMLDialogElement.prototype;

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog makes the page inert, but Tab past its last control still leaves for the
 * browser's own UI. Wrap focus from the last control to the first (and back with Shift).
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The slide-in menu below 768 px, built on a modal <dialog>: the browser makes the page
 * behind it inert, keeps focus inside, closes it on Escape and returns focus to the
 * hamburger. The dialog is the source of truth. The hamburger and the close button carry
 * invoker commands (polyfilled inline where missing, see Navbar) and the dialog closes on a
 * click outside it (`closedby`), so all three work as soon as the page paints, before the
 * runtime has started (it starts on the first interaction); a click handler closes it from
 * outside only in browsers without `closedby`. React state only mirrors the dialog (for
 * aria-expanded), through its `beforetoggle` and `close` events, whatever opened or closed
 * it; until React starts, Navbar's menuStateScript keeps aria-expanded. Choosing a link
 * closes it too (a client-side navigation stays on the page).
 */
export function MobileMenu({ links, copy }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelId = useId();

  // A tap before hydration opened the dialog natively: take its state over.
  useEffect(() => {
    if (dialogRef.current?.open) setIsOpen(true);
  }, []);

  // `beforetoggle` fires as the dialog starts opening or closing, however that happens,
  // and before a closing dialog hands focus back to the hamburger: render "collapsed" at
  // once, or a screen reader lands on a hamburger that still says "expanded" (`close`
  // comes too late). React listens to toggle events on popovers only, so this one is
  // added by hand.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const mirror = (event: Event) => {
      const isOpening = (event as ToggleEvent).newState === 'open';
      flushSync(() => setIsOpen(isOpening));
    };
    dialog.addEventListener('beforetoggle', mirror);
    return () => dialog.removeEventListener('beforetoggle', mirror);
  }, []);

  // Widening past the breakpoint hides the hamburger; don't leave an invisible modal open.
  useEffect(() => {
    if (!isOpen) return;
    const wide = window.matchMedia(media.tablet);
    const closeIfWide = () => wide.matches && dialogRef.current?.close();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [isOpen]);

  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-label={copy.openMenu}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={panelId}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M3 6h18M3 12h18M3 18h18"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {/* The browser may have opened it (its `open` attribute) before hydration. */}
      <dialog
        suppressHydrationWarning
        ref={dialogRef}
        id={panelId}
        className={styles.panel}
        aria-label={copy.menuTitle}
        closedby="any"
        // After focus is back on the hamburger; the effect above updates it before that.
        onClose={() => setIsOpen(false)}
        onKeyDown={keepFocusInside}
        onClick={
          dismissesItself
            ? undefined
            : (event) => {
                // A click on the backdrop lands on the dialog element itself.
                if (event.target === event.currentTarget) close();
              }
        }
      >
        <div className={styles.panelInner}>
          <div className={styles.panelHeader}>
            <LogoLink label={copy.logoLabel} onClick={close} />
            <button
              type="button"
              className={styles.closeButton}
              aria-label={copy.closeMenu}
              command="close"
              commandfor={panelId}
            >
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M5 5l14 14M19 5L5 19"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
          <nav aria-label={copy.mainNavLabel}>
            <NavLinks links={links} placement="menu" onNavigate={close} />
          </nav>
          <GetScootinButton width="full" />
        </div>
      </dialog>
    </>
  );
}
