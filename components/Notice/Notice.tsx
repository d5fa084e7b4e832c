import Link from 'next/link';

import type { NavLink, NoticePart } from '@/content/types';
import { Island } from '@/components/Island/Island';

import * as styles from './Notice.css';

type NoticeProps = {
  /** The paragraphs before the first part: what the notice covers. */
  lead: readonly string[];
  parts: readonly NoticePart[];
  /** The closing line: when the notice was last reviewed. */
  reviewed: string;
};

/** A link of a notice: a page of the site through next/link, an address or another site as is. */
function NoticeLink({ link }: { link: NavLink }) {
  return link.href.startsWith('/') ? (
    <Link href={link.href} prefetch={false} className={styles.link}>
      {link.label}
    </Link>
  ) : (
    <a href={link.href} className={styles.link}>
      {link.label}
    </a>
  );
}

/**
 * One part: a section named by its heading (h2, or h3 for a part of a part), so the page's
 * outline is the notice's table of contents and each part has an anchor to link to.
 */
function NoticeSection({ part, level }: { part: NoticePart; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const titleId = `${part.id}-title`;
  return (
    <section id={part.id} aria-labelledby={titleId} className={styles.part}>
      <Heading id={titleId} className={styles.title({ level })}>
        {part.title}
      </Heading>
      {part.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {part.points && (
        <ul className={styles.points}>
          {part.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {part.links && (
        <ul role="list" className={styles.links}>
          {part.links.map((link) => (
            <li key={link.href}>
              <NoticeLink link={link} />
            </li>
          ))}
        </ul>
      )}
      {part.parts?.map((child) => (
        <NoticeSection key={child.id} part={child} level={3} />
      ))}
    </section>
  );
}

/**
 * A notice the site owes its visitors (the privacy notice, the accessibility statement):
 * plain text in one readable column, under the page's banner.
 */
export function Notice({ lead, parts, reviewed }: NoticeProps) {
  return (
    <div className={styles.root}>
      {lead.map((paragraph) => (
        <p key={paragraph} className={styles.lead}>
          {paragraph}
        </p>
      ))}
      {parts.map((part) => (
        <Island key={part.id}>
          <NoticeSection part={part} level={2} />
        </Island>
      ))}
      <p className={styles.reviewed}>{reviewed}</p>
    </div>
  );
}
