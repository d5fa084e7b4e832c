import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { media } from '@/styles/breakpoints';
import { container, section, visuallyHidden } from '@/styles/layout.css';
import { vars } from '@/styles/theme.css';
import { heading } from '@/styles/typography.css';

/** A page section in the content column, with the site's vertical rhythm. */
export const root = recipe({
  base: [container, section],
  variants: {
    /** The gap between the title and what follows, and between the parts after it (none by default). */
    spacing: {
      compact: { display: 'grid', gap: vars.space.lg },
      regular: { display: 'grid', gap: vars.space.xl },
      roomy: {
        display: 'grid',
        gap: vars.space.xl,
        '@media': { [media.desktop]: { gap: vars.space['2xl'] } },
      },
    },
    /** No space above: the section continues the one before it (home's steps, the job list). */
    joined: { true: { paddingBlockStart: 0 } },
  },
});

/** The section's <h2>: the section title size, or read by assistive technology only. */
export const title = recipe({
  variants: {
    titleVisibility: { visible: heading({ size: 'section' }), hidden: visuallyHidden },
    titleAlign: { center: { textAlign: 'center' } },
  },
  defaultVariants: { titleVisibility: 'visible' },
});

export type SectionVariants = NonNullable<RecipeVariants<typeof root>> &
  NonNullable<RecipeVariants<typeof title>>;
