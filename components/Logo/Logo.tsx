import Link from 'next/link';

import { SITE_NAME } from '@/content/site';
import { color } from '@/styles/tokens';

import * as styles from './Logo.css';

type LogoLinkProps = {
  /** Its accessible name (the message `layout.logoLabel`), passed in so client components need no messages. */
  label: string;
  /** The home page in the page's language. */
  href: string;
  onClick?: () => void;
};

/** The Scoot wordmark: a sun disc with a scooter wheel, and the name. Links home. */
export function LogoLink({ label, href, onClick }: LogoLinkProps) {
  return (
    <Link
      href={href}
      prefetch={false} // see NavLinks: no speculative page fetches
      aria-label={label}
      onClick={onClick}
      className={styles.root}
    >
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill={color.sun} />
        <path
          d="M9 22h10l4-12h3"
          fill="none"
          stroke={color.ink}
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="22" r="3" fill={color.ink} />
        <circle cx="22" cy="22" r="3" fill={color.ink} />
      </svg>
      <span>{SITE_NAME.toLowerCase()}</span>
    </Link>
  );
}
