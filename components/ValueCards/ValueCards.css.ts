import { style } from '@vanilla-extract/css';

import { media } from '@/styles/breakpoints';
import { container, section } from '@/styles/layout.css';
import { vars } from '@/styles/theme.css';

export const root = style([container, section, { display: 'grid', gap: vars.space.xl }]);

export const title = style({ fontSize: vars.fontSize.section, textAlign: 'center' });

export const list = style({
  display: 'grid',
  gap: '56px',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: '30px' } },
});

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  maxWidth: '445px',
  marginInline: 'auto',
});

/*
 * A definite width: as a shrink-to-fit grid item, the figure gave a not-yet-loaded lazy image
 * (whose `width: 100%` overrides its width attribute) a 0 x 0 box, so the card jumped on load.
 */
export const figure = style({
  position: 'relative',
  width: '100%',
  maxWidth: '350px',
  marginBlockEnd: vars.space.md,
});

export const image = style({ width: '100%', height: 'auto' });

/** The numbered sun circle overlapping the illustration's lower edge. */
export const number = style({
  position: 'absolute',
  insetBlockEnd: '-1.75rem',
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  display: 'grid',
  placeItems: 'center',
  // In rem, like its number: a larger default text size grows the disc with it.
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.round,
  background: vars.color.sun,
  color: vars.color.ink,
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: vars.fontSize.card,
});

export const cardTitle = style({ fontSize: vars.fontSize.card, marginBlockStart: vars.space.sm });
