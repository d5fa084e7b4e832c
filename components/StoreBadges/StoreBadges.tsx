import { storeBadges } from '@/content/navigation';
import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
import { BrandIcon } from '@/components/Icon/BrandIcon';

import * as styles from './StoreBadges.css';

/**
 * The App Store and Google Play badges, as a named list of links: the footer's sign-up and a
 * city page's "Getting started". White badges, made for a dark band. Each badge's words are
 * one message, its small caption and the store's name marked in it, so a language can put
 * them in its own order.
 */
export function StoreBadges({ label, lang }: { label: string; lang: Lang }) {
  const t = translator(lang);
  return (
    <ul role="list" className={styles.badges} aria-label={label}>
      {storeBadges.map((badge) => (
        <li key={badge.id}>
          <a href={badge.href} className={styles.badge}>
            <BrandIcon name={badge.id} className={styles.badgeIcon} />
            <span className={styles.badgeText}>
              {t.rich(`stores.${badge.id}`, {
                caption: (words) => <span className={styles.badgeCaption}>{words}</span>,
                store: (words) => <span className={styles.badgeStore}>{words}</span>,
              })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
