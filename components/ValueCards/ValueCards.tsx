import type { IllustratedItem } from '@/content/types';
import { Illustration } from '@/components/Illustration/Illustration';

import * as styles from './ValueCards.css';

type ValueCardsProps = { id: string; title: string; cards: readonly IllustratedItem[] };

/** A titled row of numbered cards (01, 02, 03...): About's values, Careers' reasons to join. */
export function ValueCards({ id, title, cards }: ValueCardsProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ol role="list" className={styles.list}>
        {cards.map((card, index) => (
          <li key={card.id} className={styles.card}>
            <div className={styles.figure}>
              <Illustration image={card.image} className={styles.image} />
              {/* The list already tells the position; the number is visual. */}
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p>{card.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
