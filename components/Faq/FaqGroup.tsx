import Link from 'next/link';

import { faqAnswersByCity } from '@/lib/pages/city';
import type { City, FaqItem } from '@/content/types';
import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
import { listParts } from '@/lib/text';

import * as styles from './Faq.css';

type FaqGroupProps = {
  id: string;
  title: string;
  items: readonly FaqItem[];
  initiallyOpenId?: string;
  /** The city pages an answer with `cityLinks` leads to, in the list's order. */
  cities: readonly CityLink[];
  lang: Lang;
};

/** A city an answer names: its page, and its rules, which some answers are built from. */
export type CityLink = Pick<City, 'id' | 'name' | 'rules'> & { href: string };

/** "New York, London, Jakarta and Yokohama", each name a link to its city's page. */
function CityLinks({ cities, lang }: { cities: readonly CityLink[]; lang: Lang }) {
  return (
    <>
      {listParts(
        cities.map((city) => city.name),
        lang,
      ).map((part, index) =>
        part.item === undefined ? (
          part.text
        ) : (
          <Link key={index} href={cities[part.item]!.href} prefetch={false}>
            {cities[part.item]!.name}
          </Link>
        ),
      )}
    </>
  );
}

/**
 * One titled FAQ group: an accordion where at most one answer is open.
 *
 * It is the browser's own exclusive accordion, and only that: `<details name="faq-<group>">`
 * per item. A click, Enter or Space on a question opens its answer and closes the group's
 * other one (Chromium 120+, Safari 17.2+, Firefox 130+; an older browser lets several stay
 * open). Each <summary> is announced as a button with its expanded state, and a closed
 * answer leaves the accessibility tree and the tab order.
 *
 * There is no client component and so no second rendering: the state lives in the DOM,
 * which the visitor and React share, so a question opened before the runtime has arrived
 * stays open when the page hydrates. Every answer is in the HTML without JavaScript too.
 */
export function FaqGroup({ id, title, items, initiallyOpenId, cities, lang }: FaqGroupProps) {
  const t = translator(lang);
  const groupId = `faq-${id}`;
  const titleId = `${groupId}-title`;

  return (
    <div id={groupId} className={styles.group} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.groupTitle}>
        {title}
      </h3>
      <div className={styles.items}>
        {items.map((item) => (
          <details
            key={item.id}
            name={groupId}
            open={item.id === initiallyOpenId}
            className={styles.item}
          >
            <summary id={`faq-${item.id}`} className={styles.trigger}>
              <span>{item.title}</span>
              <Chevron />
            </summary>
            <p className={styles.answerText}>
              {item.cityLinks
                ? t.rich('faq.answer', {
                    text: item.text,
                    lead: item.cityLinks,
                    cities: () => <CityLinks cities={cities} lang={lang} />,
                  })
                : item.text}
            </p>
            {item.answerFrom?.map((key) => (
              <ul key={key} role="list" className={styles.byCity}>
                {faqAnswersByCity(key, cities).map(({ cityIds, message, values }) => (
                  <li key={cityIds.join()}>
                    {t.rich(message, {
                      ...values,
                      cities: () => (
                        <CityLinks
                          cities={cities.filter((city) => cityIds.includes(city.id))}
                          lang={lang}
                        />
                      ),
                    })}
                  </li>
                ))}
              </ul>
            ))}
          </details>
        ))}
      </div>
    </div>
  );
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 9l7 7 7-7" />
    </svg>
  );
}
