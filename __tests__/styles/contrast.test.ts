import { describe, expect, it } from '@jest/globals';

import { color, contrastPairs } from '@/styles/tokens';

/** WCAG 2.2 relative luminance and contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). */
function luminance(hex: string) {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrastRatio(foreground: string, background: string) {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('colour contrast of the design tokens (WCAG 2.2 AA)', () => {
  it.each(contrastPairs)(
    '$text on $background ($use) meets $min:1',
    ({ text, background, min }) => {
      expect(contrastRatio(color[text], color[background])).toBeGreaterThanOrEqual(min);
    },
  );
});
