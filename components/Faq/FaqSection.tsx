import type { FaqGroup as FaqGroupData } from '@/content/types';
import { Section } from '@/components/Section/Section';

import { FaqGroup } from './FaqGroup';

type FaqSectionProps = { id: string; title: string; groups: readonly FaqGroupData[] };

/** The About page's FAQ: a titled section holding one accordion per group (spec section 4). */
export function FaqSection({ id, title, groups }: FaqSectionProps) {
  return (
    <Section id={id} title={title} spacing="roomy">
      {groups.map((group) => (
        <FaqGroup key={group.id} {...group} />
      ))}
    </Section>
  );
}
