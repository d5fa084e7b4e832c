/** Mobile first: every query is a min-width, except where a comment says why. */
export const breakpoints = { tablet: 768, desktop: 1200 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
