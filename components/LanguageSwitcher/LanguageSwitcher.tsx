'use client';

import { usePathname } from 'next/navigation';

import { LANGUAGES, localePath, type Lang } from '@/content/languages';
import { samePageIn } from '@/lib/languagePaths';

import * as styles from './LanguageSwitcher.css';

type LanguageSwitcherProps = {
  /** The page's language, marked as the current one. */
  lang: Lang;
  /** The list's accessible name, in the page's language ("Language"). */
  label: string;
  /** Each language's name in itself: English, 日本語, Bahasa Indonesia. */
  names: Readonly<Record<Lang, string>>;
  /** Where the list sits: the bar (a compact row) or the phone menu (large targets). */
  placement: 'bar' | 'menu';
};

/**
 * Plain links to this page in each language, each named in its own language and script
 * (`lang` on the link, so a screen reader says "日本語" in Japanese) and marked with
 * `hreflang`. A client component only for usePathname, which knows the page's path in the
 * pre-rendered HTML too: the links work without JavaScript, as every link of the site does.
 * A switch is a full page load (each language has its root layout).
 */
export function LanguageSwitcher({ lang, label, names, placement }: LanguageSwitcherProps) {
  const path = usePathname() ?? '/';
  return (
    <nav aria-label={label}>
      <ul role="list" className={styles.list({ placement })}>
        {LANGUAGES.map((other) => (
          <li key={other}>
            <a
              href={localePath(other, samePageIn(path))}
              hrefLang={other}
              lang={other}
              aria-current={other === lang ? 'page' : undefined}
              className={styles.link({ placement })}
            >
              {names[other]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
