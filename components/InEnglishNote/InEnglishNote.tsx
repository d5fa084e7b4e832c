import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';

import * as styles from './InEnglishNote.css';

/**
 * The sentence, in the page's language, saying that the words of this page's entry are not
 * translated yet and are shown in English (content/fallbacks.ts). The English parts carry
 * `lang="en"`, so a screen reader reads them as English.
 */
export function InEnglishNote({ lang }: { lang: Lang }) {
  return (
    <p role="note" className={styles.note}>
      {translator(lang)('layout.inEnglish')}
    </p>
  );
}
