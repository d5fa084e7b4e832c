import { style, styleVariants } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { container, section } from '@/styles/layout.css';
import { vars } from '@/styles/theme.css';

export const root = style([
  container,
  section,
  {
    display: 'grid',
    gap: vars.space.xl,
    alignItems: 'center',
    '@media': {
      [media.desktop]: { gridTemplateColumns: '1fr 1fr', gap: '125px' },
    },
  },
]);

export const figure = style({
  position: 'relative',
  isolation: 'isolate',
  justifySelf: 'center',
  width: '100%',
  maxWidth: '445px',
});

/** Image on the right on desktop (the default reading order puts text first). */
export const imageSide = styleVariants({
  start: { '@media': { [media.desktop]: { order: -1 } } },
  end: {},
});

export const image = style({ width: '100%', height: 'auto' });

/** The sun or snow shape behind each image (decorative). */
export const ornament = style({
  position: 'absolute',
  zIndex: -1,
  insetBlockStart: '-8%',
  insetInlineStart: '-12%',
  width: '70%',
  aspectRatio: '1',
  pointerEvents: 'none',
});

export const ornamentShape = styleVariants({
  circle: { borderRadius: vars.radius.round, background: vars.color.snow },
  halfCircle: {
    borderRadius: '999px 999px 0 0',
    height: 'auto',
    aspectRatio: '2 / 1',
    background: vars.color.sun,
    insetBlockStart: 'auto',
    insetBlockEnd: '-6%',
  },
  ring: {
    borderRadius: vars.radius.round,
    border: `24px solid ${vars.color.sun}`,
    width: '55%',
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  textAlign: 'start',
});

export const title = style({ fontSize: vars.fontSize.section });
