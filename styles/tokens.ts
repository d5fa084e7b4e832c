/**
 * Raw design values from the visual brief (shared/DESIGN.md). This is the only
 * home of hex codes and of sizes: `theme.css.ts` turns the themeable ones into CSS
 * variables, components read the rest from here, and the contrast test reads the colours.
 */
export const color = {
  ink: '#333A44',
  slate: '#495567',
  mist: '#A9B1BD',
  snow: '#F2F4F7',
  white: '#FFFFFF',
  sun: '#FCB72B',
  sunLight: '#FFCE67',
  /** Rivers and the sea on the zone maps: no text is set on it. */
  water: '#BFDDF2',
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
  /** The store badges' two lines: "Download on the" over "App Store". */
  caption: '0.75rem',
  storeName: '1.125rem',
  menuLink: '1.25rem',
  logo: '1.75rem',
} as const;

export const lineHeight = {
  tight: '1.1',
  heading: '1.25',
  body: 'clamp(1.5625rem, 1.48rem + 0.36vw, 1.75rem)', // 25 -> 28 px
  /** A button's label, which may wrap to two lines. */
  control: '1.2',
  /** The store badges' two stacked lines. */
  badge: '1.15',
  /** The wordmark: one line, its box as tall as its letters. */
  solid: '1',
} as const;

/** Letter spacing of the heading face: headings, and the wordmark a little tighter. */
export const tracking = {
  heading: '-0.02em',
  logo: '-0.04em',
} as const;

/**
 * Languages whose pages set all their text in the visitor's system fonts, and the stack
 * for each (headings and body alike). Space Mono and Lexend Deca have no Japanese glyphs,
 * and a Japanese web font runs to megabytes: Japanese pages name the Japanese fonts of
 * macOS and iOS (Hiragino), Android and Linux (Noto Sans CJK JP, or Noto Sans JP where
 * installed) and Windows (Yu Gothic, then Meiryo), Latin letters included, so that no
 * browser is left to pick its own default. lib/fontLoading.ts loads no web font on them.
 */
export const systemFontStacks = {
  ja: '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic", YuGothic, Meiryo, sans-serif',
} as const;

export type SystemFontLanguage = keyof typeof systemFontStacks;

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
  /** Section padding on phones (72-96 px); tablet and desktop use space 3xl, 4xl. */
  sectionMobile: '72px',
  /** The gutter between the three columns of steps and of value cards on desktop. */
  columnGap: '30px',
  /** Between the stacked value cards on phones and tablets. */
  cardGap: '56px',
  /** Between a feature block's text and its image on desktop. */
  featureGap: '125px',
  /** Between a store badge's icon and its two lines. */
  badgeGap: '10px',
  /** The inner pages' banner grows with the screen. */
  bannerHeight: '160px',
  bannerHeightTablet: '200px',
  bannerHeightDesktop: '240px',
} as const;

/** Widest a column of its kind grows: the art, the copy beside it, the side menu. */
export const width = {
  /** The hero's copy and art, and the banner's skyline. */
  hero: '560px',
  /** A feature block's image and a value card. */
  figure: '445px',
  /** A value card's illustration. */
  cardFigure: '350px',
  /** The footer's sign-up text. */
  cta: '540px',
  /** The phone menu's panel (85 % of the screen below this). */
  menu: '320px',
  /** An Apply button, so a column of them lines up. */
  apply: '160px',
  /** A store badge, so both are the same width. */
  storeBadge: '184px',
  /** The facts beside a job's description on desktop (in rem: larger text widens it). */
  jobFacts: '20rem',
  /** A city's price card at its narrowest, before the cards wrap (in rem, like jobFacts). */
  priceCard: '16rem',
} as const;

/** Line lengths that stay readable: in characters of the text they hold. */
export const measure = {
  /** The hero's line of copy. */
  lead: '46ch',
  /** An FAQ answer, and a job's description. */
  answer: '70ch',
} as const;

/**
 * Touch targets (WCAG 2.5.8 asks for 24 px; both are well above it). Two sizes on purpose:
 * links that sit in a row of text (bar, footer, logo, social icons) are 44 px tall, so the
 * bar keeps its height; a control on its own (buttons, the menu toggle, the menu's links) is
 * 48 px; an FAQ question is a whole row.
 */
export const target = {
  /** The least a control may be (WCAG 2.5.8): a link set apart from a sentence's flow. */
  minimum: '24px',
  inline: '44px',
  control: '48px',
  storeBadge: '56px',
  row: '64px',
} as const;

/** Icons and marks, by what they stand for. */
export const icon = {
  /** A city's dot in the phone list. */
  marker: '16px',
  social: '22px',
  /** The menu's and the FAQ's line icons, on their 24-unit grid. */
  control: '24px',
  storeBadge: '26px',
  logo: '32px',
  step: '80px',
  stepTablet: '96px',
  /** Number discs, in rem like the numbers in them: larger text grows the disc too. */
  stepNumber: '2rem',
  cardNumber: '3.5rem',
} as const;

/**
 * A city's zone map: its labels in em of the map's own text, so they grow with the
 * visitor's text size (components/ZoneMap/layout.ts plans their room for twice the size).
 */
export const zoneMap = {
  label: '1.25em',
  /** The white edge round a label that keeps it readable over hatching. */
  halo: '0.3em',
  /** A legend's sample of a pattern, in rem like the text beside it. */
  swatch: '2rem',
  /**
   * The narrowest the map and the words beside it may be before the words go below it: in
   * rem, so larger text puts them below sooner instead of squeezing them.
   */
  column: '20rem',
} as const;

/** Line widths: rules, edges, underlines. */
export const border = {
  /** FAQ rules and the navbar's lower edge. */
  hairline: '1px',
  /** Button edges, the steps' dashed line, and the edges forced colours keep. */
  edge: '2px',
  /** The current page's underline in the phone menu, as thick as the focus ring. */
  strong: '3px',
  /** How far below the text a link's underline sits. */
  underlineOffset: '6px',
} as const;

/**
 * The decorative sun rings (banner, footer band, feature images): an outer size and a
 * stroke. Each sits half outside its box, so the offsets are half the size.
 */
export const ornament = {
  ringSmall: '120px',
  ringSmallStroke: '18px',
  ring: '128px',
  ringStroke: '20px',
  ringLarge: '180px',
  ringLargeStroke: '24px',
  /** The banner's ring on desktop: its left edge this far left of the page's centre. */
  bannerRingFromCentre: '620px',
  /** The hero's arrow: 56 px on phones, 96 px from about 690 px wide. */
  heroArrow: 'clamp(56px, 14vw, 96px)',
} as const;
