import { color } from '@/styles/tokens';
import { Island } from '@/components/Island/Island';

import * as styles from './Banner.css';

type BannerProps = {
  title: string;
  /** A title of several words, such as a job's: set a size smaller, clear of the ring. */
  long?: boolean;
  /** The title's language, where it is not the page's (an entry shown in English). */
  lang?: string;
};

/** The dark band at the top of the inner pages, holding the page's one <h1>. */
export function Banner({ title, long = false, lang }: BannerProps) {
  return (
    <Island>
      <div className={styles.root} data-theme="dark">
        <span className={styles.ring} aria-hidden="true" />
        <svg
          className={styles.art}
          viewBox="0 0 560 240"
          preserveAspectRatio="xMaxYMax meet"
          aria-hidden="true"
          focusable="false"
        >
          <g fill={color.slate}>
            <rect x="220" y="120" width="48" height="120" />
            <rect x="276" y="80" width="64" height="160" />
            <rect x="348" y="136" width="40" height="104" />
            <rect x="396" y="56" width="56" height="184" />
            <rect x="460" y="104" width="44" height="136" />
            <rect x="512" y="152" width="48" height="88" />
          </g>
          <g fill={color.ink} opacity="0.55">
            <rect x="288" y="96" width="12" height="12" />
            <rect x="316" y="96" width="12" height="12" />
            <rect x="288" y="124" width="12" height="12" />
            <rect x="408" y="76" width="12" height="12" />
            <rect x="428" y="76" width="12" height="12" />
            <rect x="408" y="104" width="12" height="12" />
            <rect x="472" y="124" width="10" height="10" />
          </g>
          <path d="M160 232h400" stroke={color.sun} strokeWidth="6" strokeDasharray="12 10" />
        </svg>
        <div className={long ? `${styles.inner} ${styles.innerLong}` : styles.inner}>
          <h1 className={long ? `${styles.title} ${styles.titleLong}` : styles.title} lang={lang}>
            {title}
          </h1>
        </div>
      </div>
    </Island>
  );
}
