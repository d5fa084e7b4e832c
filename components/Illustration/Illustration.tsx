import type { Illustration as IllustrationData } from '@/content/types';
import { artSource } from '@/lib/art';

type IllustrationProps = {
  image: IllustrationData;
  className?: string;
  /**
   * In the markup, as a data: URL: only for art in a page's first screen on a phone, which
   * may be its largest paint. Other art is the static file from public/, loaded lazily.
   */
  inline?: boolean;
};

/**
 * An SVG from public/images as a data: URL, percent-encoded where a URL needs it. The
 * site's art is small (0.3-2.3 kB a file), so a request of its own costs more in headers
 * than the art weighs, and the art a page opens with (the largest paint on a phone) would
 * wait for that request. Inline, it paints with the first frame. The quotes inside become
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
 * width and height reserving the space so nothing shifts. A server component.
 *
 * Inline art is in the page twice more than its markup: in the RSC payload, which the
 * client parses at start-up, and in the DOM React hydrates. So only art that may
 * be the largest paint is inline (read from public/ when the page is built); the rest is a
 * URL of a few dozen bytes, fetched when it nears the screen.
 */
export function Illustration({ image, className, inline = false }: IllustrationProps) {
  const src = inline ? svgDataUrl(artSource(image.src)) : image.src;
  return (
    <img
      src={src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={inline ? undefined : 'lazy'}
      decoding={inline ? undefined : 'async'}
    />
  );
}
