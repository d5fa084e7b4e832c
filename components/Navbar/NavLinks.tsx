'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

import type { NavLink } from '@/content/types';

type NavLinksProps = {
  links: readonly NavLink[];
  listClassName?: string;
  linkClassName?: string;
  onNavigate?: () => void;
};

/**
 * A list of site links, shared by the bar, the mobile menu and the footer. A client
 * component only for usePathname, which marks the current page (aria-current) in the
 * pre-rendered HTML too. Paths compare case-insensitively, as routes do.
 */
export function NavLinks({ links, listClassName, linkClassName, onNavigate }: NavLinksProps) {
  const pathname = usePathname()?.toLowerCase();
  return (
    <ul role="list" className={listClassName}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className={linkClassName}
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
