'use client';

import { useState, useSyncExternalStore } from 'react';

import type { FaqItem } from '@/content/types';

import * as styles from './Faq.css';

type FaqGroupProps = {
  id: string;
  title: string;
  items: readonly FaqItem[];
  initiallyOpenId: string | null;
};

const subscribeToNothing = () => () => {};

/**
 * One titled FAQ group: an accordion where at most one answer is open (spec section 4).
 *
 * Two renderings, on purpose:
 *
 * 1. The HTML built at export time (and so what a visitor without JavaScript gets) is a
 *    native exclusive accordion: `<details name="faq-<group>">` per item. Every answer is
 *    in the HTML; the browser opens one on a click, Enter or Space on its <summary> and
 *    closes the group's other one (Chromium 120+, Safari 17.2+, Firefox 130+; older ones
 *    just allow several open). The initially open item carries `open`, so its answer is
 *    readable at once. Plain `<div>`s that are always expanded would be "more readable"
 *    without JS, but would show all six answers to the people with JS before hydration
 *    and then collapse them: a large layout shift. <details> keeps both renderings alike.
 *
 * 2. Once hydrated (useSyncExternalStore: the server snapshot is used for hydration, the
 *    client one right after, so there is no mismatch), the group becomes the WAI-ARIA
 *    accordion of STYLE.md: a <button> in a heading per question, with aria-expanded and
 *    aria-controls, and a labelled region per answer. That gives one explicit state per
 *    group (`openId`, so "at most one open" holds in every browser, by construction), an
 *    expanded state that every screen reader announces (summary support varies), and an
 *    answer that slides open and shut in CSS. Both renderings share ids and class names,
 *    so the swap does not move anything on screen.
 */
export function FaqGroup({ id, title, items, initiallyOpenId }: FaqGroupProps) {
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [openId, setOpenId] = useState(initiallyOpenId);
  const groupId = `faq-${id}`;
  const titleId = `${groupId}-title`;

  return (
    <div id={groupId} className={styles.group} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.groupTitle}>
        {title}
      </h3>
      <div className={styles.items}>
        {items.map((item) => {
          const questionId = `faq-${item.id}`;
          const answerId = `${questionId}-answer`;
          const isOpen = openId === item.id;
          const answer = (
            <div
              id={answerId}
              role="region"
              aria-labelledby={questionId}
              className={styles.answer}
              // Only the enhanced accordion collapses answers itself; in <details> the browser does.
              data-state={isHydrated ? (isOpen ? 'open' : 'closed') : undefined}
            >
              <div className={styles.answerInner}>
                <p className={styles.answerText}>{item.text}</p>
              </div>
            </div>
          );
          const label = (
            <>
              <span>{item.title}</span>
              <Chevron />
            </>
          );

          if (!isHydrated) {
            return (
              <details key={item.id} name={groupId} open={isOpen} className={styles.item}>
                <summary id={questionId} className={styles.trigger}>
                  {label}
                </summary>
                {answer}
              </details>
            );
          }

          return (
            <div key={item.id} className={styles.item}>
              <h4 className={styles.question}>
                <button
                  type="button"
                  id={questionId}
                  className={styles.trigger}
                  aria-expanded={isOpen}
                  aria-controls={answerId}
                  onClick={() => setOpenId(isOpen ? null : item.id)}
                >
                  {label}
                </button>
              </h4>
              {answer}
            </div>
          );
        })}
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
