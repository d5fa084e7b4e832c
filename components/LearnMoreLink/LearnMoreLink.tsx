import type { ContextLink } from '@/content/types';
import { localePath, type Lang } from '@/content/languages';
import { visuallyHidden } from '@/styles/layout.css';
import { ButtonLink } from '@/components/Button/Button';
import type { ButtonVariants } from '@/components/Button/Button.css';

type LearnMoreLinkProps = { link: ContextLink; lang: Lang } & ButtonVariants;

/**
 * "Learn More" as seen, "Learn More about payments and our values" as heard: several such
 * links on one page need names that tell them apart (WCAG 2.4.4), and the visible label
 * comes first so voice users can say what they see (WCAG 2.5.3).
 */
export function LearnMoreLink({ link, lang, ...variants }: LearnMoreLinkProps) {
  // A page of the site, in the page's language; any other address as it is.
  const href = link.href.startsWith('/') ? localePath(lang, link.href) : link.href;
  return (
    <ButtonLink href={href} {...variants}>
      {link.label}
      <span className={visuallyHidden}>{` ${link.context}`}</span>
    </ButtonLink>
  );
}
