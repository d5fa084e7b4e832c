import localFont from 'next/font/local';

import type { FontVariable, LocalFallback } from '@/lib/fontLoading';

/*
 * Self-hosted from @fontsource (OFL-1.1): no font request leaves the site. next/font
 * adds size-adjusted fallback faces, so the swap from the fallback causes no layout shift.
 * Versions are pinned exactly, so a renamed file fails the build loudly. Not preloaded:
 * the fonts load after the first paint (lib/fontLoading.ts).
 */
export const spaceMono = localFont({
  src: '../node_modules/@fontsource/space-mono/files/space-mono-latin-700-normal.woff2',
  weight: '700',
  style: 'normal',
  variable: '--font-space-mono',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
});

export const lexendDeca = localFont({
  src: '../node_modules/@fontsource/lexend-deca/files/lexend-deca-latin-400-normal.woff2',
  weight: '400',
  style: 'normal',
  variable: '--font-lexend-deca',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
});

/**
 * Metrics of the pinned font files and of the local fonts the fallback faces use, read with
 * fontkit (next/font's own copy) with next/font's average-width sample.
 * DejaVu is the default sans-serif and monospace of most Linux systems.
 */
const dejaVuSans: LocalFallback = {
  suffix: 'Fallback DejaVu',
  names: ['DejaVu Sans', 'DejaVuSans'],
  metrics: { unitsPerEm: 2048, ascent: 1901, descent: -483, lineGap: 0, averageWidth: 1070.3 },
};
const dejaVuSansMonoBold: LocalFallback = {
  suffix: 'Fallback DejaVu',
  names: ['DejaVu Sans Mono Bold', 'DejaVuSansMono-Bold'],
  metrics: { unitsPerEm: 2048, ascent: 1901, descent: -483, lineGap: 0, averageWidth: 1233 },
};

/** The custom properties the two `variable` options above define (next/font wants literals there). */
export const fontVariables: readonly FontVariable[] = [
  {
    property: '--font-space-mono',
    font: spaceMono,
    metrics: { unitsPerEm: 1000, ascent: 1120, descent: -361, lineGap: 0, averageWidth: 612 },
    fallbacks: [dejaVuSansMonoBold],
  },
  {
    property: '--font-lexend-deca',
    font: lexendDeca,
    metrics: { unitsPerEm: 1000, ascent: 1000, descent: -250, lineGap: 0, averageWidth: 505.53 },
    fallbacks: [dejaVuSans],
  },
];
