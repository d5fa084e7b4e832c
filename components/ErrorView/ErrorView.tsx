import type { ReactNode } from 'react';

import { Island } from '@/components/Island/Island';

import * as styles from './ErrorView.css';

type ErrorViewProps = {
  title: string;
  /** "404 Not Found", or another status and its text, or an error message. */
  status: string;
  text?: string;
  /** Links and buttons: a way home, a retry. */
  children?: ReactNode;
};

/** The site's error view (404, 400 and runtime errors), inside the shared layout. */
export function ErrorView({ title, status, text, children }: ErrorViewProps) {
  return (
    <Island>
      <section className={styles.root} aria-labelledby="error-title">
        <h1 id="error-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.status}>{status}</p>
        {text ? <p>{text}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </section>
    </Island>
  );
}
