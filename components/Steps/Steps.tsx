import type { IllustratedItem } from '@/content/types';
import { visuallyHidden } from '@/styles/layout.css';
import { Illustration } from '@/components/Illustration/Illustration';

import * as styles from './Steps.css';

type StepsProps = { id: string; title: string; steps: readonly IllustratedItem[] };

/**
 * Numbered steps joined by a dashed line: vertical on mobile and tablet, horizontal on
 * desktop. The <ol> carries the order for assistive tech; the numbers and the line are visual.
 */
export function Steps({ id, title, steps }: StepsProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={visuallyHidden}>
        {title}
      </h2>
      <ol role="list" className={styles.list}>
        {steps.map((step, index) => (
          <li key={step.id} className={styles.step}>
            <div className={styles.badge}>
              <Illustration image={step.image} className={styles.icon} />
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <div className={styles.body}>
              <h3 className={styles.title}>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
