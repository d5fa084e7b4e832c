import { style } from '@vanilla-extract/css';

import { border, icon, layout, lineHeight, target, width } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';
import { heading, text } from '@/styles/typography.css';

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: layout.badgeGap,
  minWidth: width.storeBadge,
  minHeight: target.storeBadge,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.white,
  color: vars.color.ink,
  textDecoration: 'none',
  // Invisible here; forced colours (Windows high contrast) drop the white fill and paint this
  // outline in the text colour, so the badge keeps its edge.
  outline: `${border.edge} solid transparent`,
  outlineOffset: `calc(-1 * ${border.edge})`,
  transition: `background-color ${vars.motion.fast} ease-out`,
  ':hover': { background: vars.color.sunLight },
});

export const badgeIcon = style({
  width: icon.storeBadge,
  height: icon.storeBadge,
  flexShrink: 0,
});

export const badgeText = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: lineHeight.badge,
});

export const badgeCaption = text({ size: 'caption' });

export const badgeStore = heading({ size: 'storeName' });
