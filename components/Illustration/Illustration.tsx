import type { Illustration as IllustrationData } from '@/content/types';
import { artSource } from '@/lib/art';
import { svgDataUrl } from '@/lib/svgDataUrl';

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
