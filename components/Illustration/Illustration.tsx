import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Illustration as IllustrationData } from '@/content/types';

type IllustrationProps = {
  image: IllustrationData;
  className?: string;
};

/**
 * An SVG from public/images as a data: URL, percent-encoded where a URL needs it. The
 * site's art is small (0.3-2.3 kB a file), so a request of its own cost more in headers
 * than the art weighs, and the art a page opens with (the largest paint on a phone) waited
 * for that request. Inline, it paints with the first frame. The quotes inside become
 * single quotes, so the URL sits in a double-quoted attribute as it is.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.replace(/\s*\n\s*/g, ' ').trim();
  return `data:image/svg+xml,${compact
    .replace(/"/g, "'")
    .replace(/[%#<>{}\t\r\n]/g, (character) => encodeURIComponent(character))}`;
}

/**
 * An illustration as a plain <img>: no JavaScript, its alt text for screen readers, and its
 * width and height reserving the space so nothing shifts. A server component: the SVG is
 * read from public/ when the page is built.
 */
export function Illustration({ image, className }: IllustrationProps) {
  const svg = readFileSync(join(process.cwd(), 'public', image.src), 'utf8');
  return (
    <img
      src={svgDataUrl(svg)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
    />
  );
}
