import { style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { container } from '@/styles/layout.css';
import { vars } from '@/styles/theme.css';

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
export const ornament = style({
  position: 'absolute',
  insetBlockEnd: '-60px',
  insetInlineEnd: '-60px',
  width: '120px',
  height: '120px',
  borderRadius: vars.radius.round,
  border: `18px solid ${vars.color.sun}`,
  pointerEvents: 'none',
  '@media': {
    [media.desktop]: {
      insetBlockEnd: 'auto',
      insetBlockStart: '50%',
      insetInlineEnd: '-90px',
      width: '180px',
      height: '180px',
      borderWidth: '24px',
      transform: 'translateY(-50%)',
    },
  },
});

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
  maxWidth: '540px',
});

export const ctaTitle = style({
  color: vars.color.textOnDark,
  fontSize: vars.fontSize.section,
  scrollMarginTop: vars.space.xl,
});

export const ctaCopy = style({ color: vars.color.mutedOnDark });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '10px',
  minWidth: '184px',
  minHeight: '56px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.white,
  color: vars.color.ink,
  textDecoration: 'none',
  // Invisible here; forced colours (Windows high contrast) drop the white fill and paint this
  // outline in the text colour, so the badge keeps its edge.
  outline: '2px solid transparent',
  outlineOffset: '-2px',
  transition: `background-color ${vars.motion.fast} ease-out`,
  ':hover': { background: vars.color.sunLight },
});

export const badgeIcon = style({ width: '26px', height: '26px', flexShrink: 0 });

export const badgeText = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.15 });

export const badgeCaption = style({ fontSize: '0.75rem' });

export const badgeStore = style({
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: '1.125rem',
});

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

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { marginInlineEnd: 'auto', marginInlineStart: vars.space.xl } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontFamily: vars.font.heading,
  fontWeight: 700,
  color: vars.color.slate,
  textDecoration: 'none',
  ':hover': {
    color: vars.color.ink,
    textDecorationLine: 'underline',
    textDecorationColor: vars.color.sun,
  },
});

export const social = style({ display: 'flex', gap: vars.space.xs });

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  color: vars.color.ink,
  transition: `color ${vars.motion.fast} ease-out`,
  ':hover': { color: vars.color.slate },
});

export const socialIcon = style({ width: '22px', height: '22px' });

export const copyright = style({
  marginBlockStart: vars.space.md,
  fontSize: vars.fontSize.small,
  color: vars.color.slate,
});
