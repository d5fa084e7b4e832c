import { createVar, style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { numberDisc } from '@/styles/ornaments.css';
import { border, icon as iconSizes, layout } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading } from '@/styles/typography.css';

const iconSize = createVar();
const gap = createVar();

export const list = style({
  vars: { [iconSize]: iconSizes.step, [gap]: vars.space.xl },
  display: 'grid',
  gap,
  '@media': {
    [media.tablet]: { vars: { [iconSize]: iconSizes.stepTablet } },
    [media.desktop]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      vars: { [gap]: layout.columnGap },
    },
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
      insetInlineStart: `calc(${iconSize} / 2 - ${border.edge} / 2)`,
      insetBlockStart: `calc(${iconSize} + ${vars.space.xs})`,
      insetBlockEnd: `calc(-1 * ${gap} + ${vars.space.xs})`,
      borderInlineStart: `${border.edge} dashed ${vars.color.mist}`,
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
          insetBlockStart: `calc(${iconSize} / 2 - ${border.edge} / 2)`,
          insetBlockEnd: 'auto',
          width: `calc(100% + ${gap} - ${iconSize} - 2 * ${vars.space.sm})`,
          borderInlineStart: 0,
          borderBlockStart: `${border.edge} dashed ${vars.color.mist}`,
        },
      },
    },
  },
});

export const badge = style({ position: 'relative', width: iconSize, height: iconSize });

export const icon = style({ width: '100%', height: '100%' });

/** The disc overhangs the icon's top right corner. */
export const number = style([
  numberDisc({ size: 'small' }),
  {
    insetBlockStart: `calc(-1 * ${vars.space['2xs']})`,
    insetInlineEnd: `calc(-1 * ${vars.space.xs})`,
  },
]);

export const body = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.xs,
});

export const title = heading({ size: 'card' });
