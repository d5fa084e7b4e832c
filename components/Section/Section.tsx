import type { ReactNode } from 'react';

import { Island } from '@/components/Island/Island';

import * as styles from './Section.css';

type SectionProps = styles.SectionVariants & {
  /** The section's id (an anchor other pages can link to); its heading's is `<id>-title`. */
  id: string;
  title: string;
  children: ReactNode;
};

/**
 * A titled page section: `<section aria-labelledby>` named by its own <h2>, so the section
 * is a landmark with the heading's words and the outline stays in order. Shown or visually
 * hidden, the heading is always there for assistive technology.
 */
export function Section({
  id,
  title,
  spacing,
  joined,
  titleVisibility,
  titleAlign,
  children,
}: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <Island>
      <section id={id} className={styles.root({ spacing, joined })} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title({ titleVisibility, titleAlign })}>
          {title}
        </h2>
        {children}
      </section>
    </Island>
  );
}
