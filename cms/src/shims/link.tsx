import type { AnchorHTMLAttributes, ReactNode } from 'react';

/**
 * next/link in the admin's preview: a plain link. The preview is a picture of the page, not
 * the site, so a link there only has to look and read like the page's (Next's own Link needs
 * its router, which the admin has not).
 */
export default function Link({
  href,
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- Next's own, not an <a> attribute
  prefetch,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  prefetch?: boolean;
  children?: ReactNode;
}) {
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
