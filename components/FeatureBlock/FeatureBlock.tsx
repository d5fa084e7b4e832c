import type { ReactNode } from 'react';

import type { Feature } from '@/content/types';
import { Illustration } from '@/components/Illustration/Illustration';
import { Island } from '@/components/Island/Island';

import * as styles from './FeatureBlock.css';

type FeatureBlockProps = {
  /** Its copy and art; the id prefixes the heading's id and is an anchor pages link to. */
  feature: Feature;
  /** Which side the image sits on from the desktop breakpoint; blocks stack on mobile. */
  imageSide?: keyof typeof styles.imageSide;
  ornament?: keyof typeof styles.ornamentShape;
  /** The block's button or link (Learn More, Message Us, ...). */
  action?: ReactNode;
  /** The page's first block: its art is in a phone's first screen, so it is inline. */
  first?: boolean;
};

/** Illustration and text side by side: the repeating block of every page but the 404. */
export function FeatureBlock({
  feature: { id, title, paragraphs, image },
  imageSide = 'end',
  ornament = 'circle',
  action,
  first = false,
}: FeatureBlockProps) {
  const titleId = `${id}-title`;
  return (
    <Island>
      <section id={id} className={styles.root} aria-labelledby={titleId}>
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {action}
        </div>
        <div className={`${styles.figure} ${styles.imageSide[imageSide]}`}>
          <span
            className={`${styles.ornament} ${styles.ornamentShape[ornament]}`}
            aria-hidden="true"
          />
          <Illustration image={image} className={styles.image} inline={first} />
        </div>
      </section>
    </Island>
  );
}
