import { createVar, style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { container, section } from '@/styles/layout.css';
import { vars } from '@/styles/theme.css';

const iconSize = createVar();
const gap = createVar();

export const root = style([container, section, { paddingBlockStart: 0 }]);

export const list = style({
  vars: { [iconSize]: '80px', [gap]: vars.space.xl },
  display: 'grid',
  gap,
  '@media': {
    [media.tablet]: { vars: { [iconSize]: '96px' } },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', vars: { [gap]: '30px' } },
  },
});

const connector = {
  content: '""',
  position: 'absolute',
  pointerEvents: 'none',
} as const;

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${iconSize} minmax(0, 1fr)`,
  columnGap: vars.space.md,
  alignItems: 'start',
  alignContent: 'start',
  selectors: {
    // Mobile and tablet: a vertical dash from below this icon, through the gap, to the next icon.
    '&:not(:last-child)::after': {
      ...connector,
      insetInlineStart: `calc(${iconSize} / 2 - 1px)`,
      insetBlockStart: `calc(${iconSize} + ${vars.space.xs})`,
      insetBlockEnd: `calc(-1 * ${gap} + ${vars.space.xs})`,
      borderInlineStart: `2px dashed ${vars.color.mist}`,
    },
  },
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      justifyItems: 'center',
      rowGap: vars.space.md,
      textAlign: 'center',
      selectors: {
        // Desktop: a horizontal dash from this (centred) icon to the next column's icon.
        '&:not(:last-child)::after': {
          insetInlineStart: `calc(50% + ${iconSize} / 2 + ${vars.space.sm})`,
          insetBlockStart: `calc(${iconSize} / 2 - 1px)`,
          insetBlockEnd: 'auto',
          width: `calc(100% + ${gap} - ${iconSize} - 2 * ${vars.space.sm})`,
          borderInlineStart: 0,
          borderBlockStart: `2px dashed ${vars.color.mist}`,
        },
      },
    },
  },
});

export const badge = style({ position: 'relative', width: iconSize, height: iconSize });

export const icon = style({ width: '100%', height: '100%' });

export const number = style({
  position: 'absolute',
  insetBlockStart: '-4px',
  insetInlineEnd: '-8px',
  display: 'grid',
  placeItems: 'center',
  // In rem, like its number: a larger default text size grows the disc with it.
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.round,
  background: vars.color.sun,
  color: vars.color.ink,
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: vars.fontSize.small,
});

export const body = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.xs,
});

export const title = style({ fontSize: vars.fontSize.card });
