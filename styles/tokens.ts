/**
 * Raw design values from the visual brief (shared/DESIGN.md). This is the only
 * home of hex codes: `theme.css.ts` turns them into CSS variables, and the
 * contrast test reads them directly.
 */
export const color = {
  ink: '#333A44',
  slate: '#495567',
  mist: '#A9B1BD',
  snow: '#F2F4F7',
  white: '#FFFFFF',
  sun: '#FCB72B',
  sunLight: '#FFCE67',
} as const;

export type ColorName = keyof typeof color;

/** Text/background pairs the site uses, each with the WCAG 2.2 AA ratio it must meet. */
export const contrastPairs = [
  { text: 'ink', background: 'white', min: 4.5, use: 'headings on the page' },
  { text: 'slate', background: 'white', min: 4.5, use: 'body text on the page' },
  { text: 'slate', background: 'snow', min: 4.5, use: 'body text on light sections and cards' },
  { text: 'ink', background: 'snow', min: 4.5, use: 'headings on light sections' },
  { text: 'white', background: 'ink', min: 4.5, use: 'text on dark bands and the footer' },
  { text: 'mist', background: 'ink', min: 4.5, use: 'secondary text on dark bands' },
  { text: 'ink', background: 'sun', min: 4.5, use: 'primary button label' },
  { text: 'ink', background: 'sunLight', min: 4.5, use: 'primary button label on hover' },
  { text: 'sun', background: 'ink', min: 3, use: 'focus ring and markers on dark (UI part)' },
  { text: 'ink', background: 'white', min: 3, use: 'focus ring on light (UI part)' },
] as const satisfies readonly {
  text: ColorName;
  background: ColorName;
  min: number;
  use: string;
}[];

export const space = {
  '2xs': '4px',
  xs: '8px',
  sm: '16px',
  md: '24px',
  lg: '32px',
  xl: '48px',
  '2xl': '64px',
  '3xl': '96px',
  '4xl': '120px',
} as const;

/** Fluid type scale: mobile size at 375 px, desktop size at 1200 px. */
export const fontSize = {
  hero: 'clamp(2rem, 1.32rem + 2.91vw, 3.5rem)', // 32 -> 56 px
  section: 'clamp(2rem, 1.55rem + 1.94vw, 3rem)', // 32 -> 48 px
  banner: 'clamp(2.5rem, 2.05rem + 1.94vw, 3.5rem)', // 40 -> 56 px
  card: 'clamp(1.25rem, 1.14rem + 0.48vw, 1.5rem)', // 20 -> 24 px
  body: 'clamp(0.9375rem, 0.85rem + 0.36vw, 1.125rem)', // 15 -> 18 px
  small: '0.875rem',
  button: '1rem',
} as const;

export const lineHeight = {
  tight: '1.1',
  heading: '1.25',
  body: 'clamp(1.5625rem, 1.48rem + 0.36vw, 1.75rem)', // 25 -> 28 px
} as const;

export const radius = {
  sm: '4px',
  md: '8px',
  pill: '999px',
  round: '50%',
} as const;

export const motion = {
  fast: '200ms',
  base: '250ms',
  slow: '300ms',
  easing: 'cubic-bezier(0.22, 1, 0.36, 1)', // ease-out
} as const;

export const layout = {
  contentMax: '1110px',
  gutterMobile: '24px',
  gutterTablet: '40px',
  focusRingWidth: '3px',
  focusRingOffset: '3px',
  navHeight: '72px',
  navHeightDesktop: '96px',
} as const;
