import { storeBadges } from '@/content/navigation';
import { BrandIcon } from '@/components/Icon/BrandIcon';

import * as styles from './StoreBadges.css';

/**
 * The App Store and Google Play badges, as a named list of links: the footer's sign-up and a
 * city page's "Getting started". White badges, made for a dark band.
 */
export function StoreBadges({ label }: { label: string }) {
  return (
    <ul role="list" className={styles.badges} aria-label={label}>
      {storeBadges.map((badge) => (
        <li key={badge.id}>
          <a href={badge.href} className={styles.badge}>
            <BrandIcon name={badge.id} className={styles.badgeIcon} />
            <span className={styles.badgeText}>
              <span className={styles.badgeCaption}>{badge.caption} </span>
              <span className={styles.badgeStore}>{badge.store}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
