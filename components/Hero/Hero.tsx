import { GetScootinButton } from '@/components/GetScootinButton/GetScootinButton';

import * as styles from './Hero.css';

type HeroProps = { title: string; text: string };

/** The home page's opening: the page's <h1>, a line of copy and Get Scootin. */
export function Hero({ title, text }: HeroProps) {
  return (
    <section className={styles.root} aria-labelledby="hero-title">
      <div className={styles.content}>
        <h1 id="hero-title" className={styles.title}>
          {title}
        </h1>
        <p>{text}</p>
        <GetScootinButton />
      </div>
    </section>
  );
}
