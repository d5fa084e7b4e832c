import { priceCards, pricesIntro, whenAndWhere } from '@/lib/pages/cityFeed';
import type { CityFeed } from '@/content/gbfs';
import type { Geography } from '@/content/geography';
import type { City } from '@/content/types';
import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
import { Island } from '@/components/Island/Island';
import { ZoneMap } from '@/components/ZoneMap/ZoneMap';

import * as styles from './CityPage.css';

/** The section ids, beside the page's others (content/pages/city.ts). */
export const cityFeedIds = { prices: 'prices', when: 'when-and-where' } as const;

/**
 * What a ride costs and where it may end, from the city's GBFS files: a card per plan, then
 * the hours, where a ride ends, the zones, and the zones' map. Server components: no JavaScript
 * of their own.
 */
export function CityFeedSections({
  city,
  feed,
  geography,
  lang,
}: {
  city: Pick<City, 'id' | 'name' | 'rules'>;
  feed: CityFeed;
  /** The map's water and places (read by the view: this component also runs in the admin). */
  geography?: Geography;
  lang: Lang;
}) {
  const t = translator(lang);
  const { prices, when } = cityFeedIds;
  const { hours, end, zones } = whenAndWhere(feed, city, lang);
  return (
    <>
      <Island>
        <section aria-labelledby={`${prices}-title`} className={styles.part}>
          <h2 id={`${prices}-title`} className={styles.partTitle}>
            {t('city.pricesTitle')}
          </h2>
          <p className={styles.lead}>{pricesIntro(feed, city, lang)}</p>
          <ul role="list" className={styles.priceCards}>
            {priceCards(feed, lang).map(({ id, name, sentences }) => (
              <li key={id} className={styles.priceCard}>
                <h3 className={styles.ruleTitle}>{name}</h3>
                {sentences.map((sentence) => (
                  <p key={sentence}>{sentence}</p>
                ))}
              </li>
            ))}
          </ul>
        </section>
      </Island>

      <Island>
        <section aria-labelledby={`${when}-title`} className={styles.part}>
          <h2 id={`${when}-title`} className={styles.partTitle}>
            {t('city.whenTitle')}
          </h2>
          <div className={styles.ruleBody}>
            <p>{hours}</p>
            <p>{end}</p>
            {zones.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </div>
          <ZoneMap id={`${when}-map`} city={city} feed={feed} geography={geography} lang={lang} />
        </section>
      </Island>
    </>
  );
}
