import type { IllustratedItem } from '@/content/types';
import { Illustration } from '@/components/Illustration/Illustration';
import { Section } from '@/components/Section/Section';

import * as styles from './ValueCards.css';

type ValueCardsProps = { id: string; title: string; cards: readonly IllustratedItem[] };

/** A titled row of numbered cards (01, 02, 03...): About's values, Careers' reasons to join. */
export function ValueCards({ id, title, cards }: ValueCardsProps) {
  return (
    <Section id={id} title={title} spacing="regular" titleAlign="center">
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
    </Section>
  );
}
