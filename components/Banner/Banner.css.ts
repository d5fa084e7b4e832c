import { style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { container } from '@/styles/layout.css';
import { vars } from '@/styles/theme.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.ink,
  color: vars.color.textOnDark,
});

export const inner = style([
  container,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    minHeight: '160px',
    '@media': {
      [media.tablet]: { minHeight: '200px' },
      [media.desktop]: { minHeight: '240px' },
    },
  },
]);

export const title = style({
  position: 'relative',
  zIndex: 1,
  color: vars.color.textOnDark,
  fontSize: vars.fontSize.banner,
  lineHeight: vars.lineHeight.tight,
});

/** A city-block skyline in ink tones behind the title, plus a sun ring: decorative only. */
export const art = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  width: 'min(70%, 560px)',
  height: '100%',
  pointerEvents: 'none',
});

export const ring = style({
  position: 'absolute',
  insetInlineStart: '-64px',
  insetBlockEnd: '-64px',
  width: '128px',
  height: '128px',
  borderRadius: vars.radius.round,
  border: `20px solid ${vars.color.sun}`,
  pointerEvents: 'none',
  '@media': { [media.desktop]: { insetInlineStart: 'calc(50% - 620px)' } },
});
