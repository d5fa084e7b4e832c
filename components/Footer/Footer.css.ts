import { style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { container } from '@/styles/layout.css';
import { ring } from '@/styles/ornaments.css';
import { icon, ornament as ornamentSize, target, width } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading, text } from '@/styles/typography.css';

export const root = style({ marginTop: 'auto' });

/** The ink band with the sign-up call to action. */
export const band = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.ink,
  color: vars.color.textOnDark,
  paddingBlock: vars.space['2xl'],
  '@media': { [media.desktop]: { paddingBlock: vars.space['3xl'] } },
});

/** Decorative sun half-circle at the band's edge. */
export const ornament = style([
  ring({ size: 'small' }),
  {
    insetBlockEnd: `calc(${ornamentSize.ringSmall} / -2)`,
    insetInlineEnd: `calc(${ornamentSize.ringSmall} / -2)`,
    '@media': {
      [media.desktop]: {
        insetBlockEnd: 'auto',
        insetBlockStart: '50%',
        insetInlineEnd: `calc(${ornamentSize.ringLarge} / -2)`,
        width: ornamentSize.ringLarge,
        height: ornamentSize.ringLarge,
        borderWidth: ornamentSize.ringLargeStroke,
        transform: 'translateY(-50%)',
      },
    },
  },
]);

export const bandInner = style([
  container,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.lg,
    textAlign: 'center',
    '@media': {
      [media.desktop]: {
        flexDirection: 'row',
        justifyContent: 'space-between',
        textAlign: 'start',
      },
    },
  },
]);

export const ctaText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: width.cta,
});

export const ctaTitle = style([
  heading({ size: 'section', tone: 'onDark' }),
  { scrollMarginTop: vars.space.xl },
]);

export const ctaCopy = text({ tone: 'mutedOnDark' });

/** The light bar below the band: logo, links, social icons. */
export const bar = style({ background: vars.color.snow, paddingBlock: vars.space.lg });

export const barInner = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.md,
    '@media': {
      [media.tablet]: { flexDirection: 'row', justifyContent: 'space-between' },
    },
  },
]);

export const social = style({ display: 'flex', gap: vars.space.xs });

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: target.inline,
  height: target.inline,
  color: vars.color.ink,
  transition: `color ${vars.motion.fast} ease-out`,
  ':hover': { color: vars.color.slate },
});

export const socialIcon = style({ width: icon.social, height: icon.social });

/** The copyright line and the notices: stacked and centred on phones, a row from tablets. */
export const fine = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xs,
    marginBlockStart: vars.space.md,
    '@media': {
      [media.tablet]: { flexDirection: 'row', justifyContent: 'space-between' },
    },
  },
]);

export const copyright = text({ size: 'small', tone: 'muted' });
