'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

import type { NavLink } from '@/content/types';
import { media } from '@/styles/breakpoints';
import { GetScootinButton } from '@/components/GetScootinButton/GetScootinButton';
import { LogoLink } from '@/components/Logo/Logo';

import * as styles from './MobileMenu.css';
import { NavLinks } from './NavLinks';

type MobileMenuProps = {
  links: readonly NavLink[];
  /** Its words, from the server component that renders it (Navbar's menuCopy). */
  copy: Record<
    'openMenu' | 'closeMenu' | 'menuTitle' | 'mainNavLabel' | 'logoLabel' | 'getScootin',
    string
  >;
  /** The home page in the page's language, which the logo links. */
  home: string;
  /** The language switcher, under the links. */
  children?: ReactNode;
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
 * outside only in browsers without `closedby`. The hamburger's aria-expanded follows the
 * dialog through Navbar's menuStateScript, with or without React, so the component keeps no
 * state of its own. Choosing a link closes it too (a client-side navigation stays on the
 * page).
 */
export function MobileMenu({ links, copy, home, children }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelId = useId();

  // Widening past the breakpoint hides the hamburger; don't leave an invisible modal open.
  useEffect(() => {
    const wide = window.matchMedia(media.tablet);
    const closeIfWide = () => wide.matches && dialogRef.current?.close();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, []);

  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-label={copy.openMenu}
        // The initial state; menuStateScript keeps it from there (the markup may say "true"
        // by the time React hydrates, which React leaves as it is).
        aria-expanded={false}
        suppressHydrationWarning
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
            <LogoLink label={copy.logoLabel} href={home} onClick={close} />
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
          {children}
          <GetScootinButton label={copy.getScootin} width="full" />
        </div>
      </dialog>
    </>
  );
}
