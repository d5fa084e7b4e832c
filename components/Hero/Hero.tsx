import type { Illustration as IllustrationData } from '@/content/types';
import { GetScootinButton } from '@/components/GetScootinButton/GetScootinButton';
import { Illustration } from '@/components/Illustration/Illustration';
import { Island } from '@/components/Island/Island';

import * as styles from './Hero.css';

type HeroProps = {
  title: string;
  text: string;
  image?: IllustrationData;
  /** Get Scootin's words in the page's language. */
  actionLabel: string;
};

/** The home page's opening: the page's <h1>, a line of copy, Get Scootin and the hero art. */
export function Hero({ title, text, image, actionLabel }: HeroProps) {
  return (
    <Island>
      <section className={styles.root} aria-labelledby="hero-title">
        <div className={styles.content}>
          <h1 id="hero-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.text}>{text}</p>
          <GetScootinButton label={actionLabel} />
        </div>
        {image ? (
          <div className={styles.figure}>
            {/* The right-angle arrow: pure ornament, so hidden from assistive tech. */}
            <svg className={styles.arrow} viewBox="0 0 120 96" aria-hidden="true" focusable="false">
              <path d="M4 4h92v76" />
              <path d="M80 66l16 16 16-16" />
            </svg>
            <span className={styles.disc} aria-hidden="true" />
            {/* The page's largest paint on a phone (LCP): inline, it paints with the first frame. */}
            <Illustration image={image} className={styles.image} inline />
          </div>
        ) : null}
      </section>
    </Island>
  );
}
