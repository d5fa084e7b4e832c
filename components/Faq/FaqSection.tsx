import type { FaqGroup as FaqGroupData } from '@/content/types';

import * as styles from './Faq.css';
import { FaqGroup } from './FaqGroup';

type FaqSectionProps = { id: string; title: string; groups: readonly FaqGroupData[] };

/** The About page's FAQ: a titled section holding one accordion per group (spec section 4). */
export function FaqSection({ id, title, groups }: FaqSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {groups.map((group) => (
        <FaqGroup
          key={group.id}
          id={group.id}
          title={group.title}
          items={group.items}
          initiallyOpenId={group.initiallyOpenId}
        />
      ))}
    </section>
  );
}
