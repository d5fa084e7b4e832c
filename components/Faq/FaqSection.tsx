import type { FaqGroup as FaqGroupData } from '@/content/types';
import type { Lang } from '@/content/languages';
import { Section } from '@/components/Section/Section';

import { type CityLink, FaqGroup } from './FaqGroup';

type FaqSectionProps = {
  id: string;
  title: string;
  groups: readonly FaqGroupData[];
  /** The city pages that answers about local rules lead to. */
  cities: readonly CityLink[];
  lang: Lang;
};

/** The About page's FAQ: a titled section holding one accordion per group. */
export function FaqSection({ id, title, groups, cities, lang }: FaqSectionProps) {
  return (
    <Section id={id} title={title} spacing="roomy">
      {groups.map((group) => (
        <FaqGroup key={group.id} {...group} cities={cities} lang={lang} />
      ))}
    </Section>
  );
}
