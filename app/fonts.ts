import localFont from 'next/font/local';

/*
 * Self-hosted from @fontsource (OFL-1.1): no font request leaves the site. next/font
 * adds size-adjusted fallback faces, so the swap from the fallback causes no layout shift.
 * Versions are pinned exactly, so a renamed file fails the build loudly.
 */
export const spaceMono = localFont({
  src: '../node_modules/@fontsource/space-mono/files/space-mono-latin-700-normal.woff2',
  weight: '700',
  style: 'normal',
  variable: '--font-space-mono',
  display: 'swap',
  adjustFontFallback: 'Arial',
});

export const lexendDeca = localFont({
  src: '../node_modules/@fontsource/lexend-deca/files/lexend-deca-latin-400-normal.woff2',
  weight: '400',
  style: 'normal',
  variable: '--font-lexend-deca',
  display: 'swap',
  adjustFontFallback: 'Arial',
});
