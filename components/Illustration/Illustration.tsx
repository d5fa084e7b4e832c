import type { Illustration as IllustrationData } from '@/content/types';

type IllustrationProps = {
  image: IllustrationData;
  className?: string;
  /** Above the fold (the LCP candidate): load at once, with high priority. */
  priority?: boolean;
};

/**
 * An SVG illustration from public/images, as a plain <img>: no JavaScript, cached
 * across pages, and its width and height reserve the space so nothing shifts.
 */
export function Illustration({ image, className, priority = false }: IllustrationProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
