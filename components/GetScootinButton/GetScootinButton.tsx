import type { ComponentPropsWithoutRef } from 'react';

import { FOOTER_CTA_ID } from '@/content/site';
import { ButtonLink } from '@/components/Button/Button';

type GetScootinButtonProps = Omit<
  ComponentPropsWithoutRef<typeof ButtonLink>,
  'href' | 'onClick' | 'children'
> & {
  /** Its words in the page's language (the message `layout.getScootin`). */
  label: string;
};

/**
 * "Get Scootin": a link to the footer's sign-up (`#get-scootin`), styled as a button. What it
 * does on a click (wait 200 ms, then scroll there and focus it) is the page's
 * inline script (inPageLinkScript, in the Navbar), so it needs no runtime and no hydration;
 * without JavaScript the browser follows the link.
 */
export function GetScootinButton({ label, ...props }: GetScootinButtonProps) {
  return (
    <ButtonLink href={`#${FOOTER_CTA_ID}`} {...props}>
      {label}
    </ButtonLink>
  );
}
