'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

import type { NavLink } from '@/content/types';

import * as styles from './NavLinks.css';

type NavLinksProps = Required<styles.NavLinksVariants> & {
  links: readonly NavLink[];
  onNavigate?: () => void;
};

/**
 * A list of site links, shared by the bar, the mobile menu and the footer. A client
 * component only for usePathname, which marks the current page (aria-current) in the
 * pre-rendered HTML too. Paths compare case-insensitively, as routes do.
 *
 * No prefetching, here or in any site link: Next would fetch the payload of every link in
 * view as soon as the page is idle, 11 kB on a phone and 34 kB on a desktop per page load,
 * for pages the visitor may never open. A click fetches the one page it needs, a few kB of
 * static files.
 */
export function NavLinks({ links, placement, onNavigate }: NavLinksProps) {
  const pathname = usePathname()?.toLowerCase();
  return (
    <ul role="list" className={styles.list({ placement })}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            prefetch={false}
            className={styles.link({ placement })}
            aria-current={pathname === link.href ? 'page' : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
