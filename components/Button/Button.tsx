import type { ComponentPropsWithoutRef } from 'react';
import Link from 'next/link';

import * as styles from './Button.css';

type ButtonProps = ComponentPropsWithoutRef<'button'> & styles.ButtonVariants;

/** A button does something on this page; see ButtonLink for one that goes somewhere. */
export function Button({ tone, width, type = 'button', className, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={[styles.button({ tone, width }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

type ButtonLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> &
  styles.ButtonVariants & { href: string };

/** A link styled as a button. Paths inside the site use next/link; mailto: and others a plain <a>. */
export function ButtonLink({ tone, width, href, className, ...rest }: ButtonLinkProps) {
  const classes = [styles.button({ tone, width }), className].filter(Boolean).join(' ');
  if (href.startsWith('/')) {
    // No prefetch, as in NavLinks: a page load fetches only what it shows.
    return <Link href={href} prefetch={false} className={classes} {...rest} />;
  }
  return <a href={href} className={classes} {...rest} />;
}
