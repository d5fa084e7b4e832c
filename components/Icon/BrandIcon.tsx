import { siApple, siFacebook, siGoogleplay, siInstagram, siX } from 'simple-icons';

/*
 * Brand glyphs from simple-icons (CC0-1.0, see public/LICENSES.md). Imported in
 * server components only, so just the paths used end up in the HTML; no icon JS ships.
 */
const icons = {
  facebook: siFacebook,
  x: siX,
  instagram: siInstagram,
  'app-store': siApple,
  'google-play': siGoogleplay,
} as const;

type BrandIconName = keyof typeof icons;

type BrandIconProps = { name: BrandIconName; className?: string };

/** Decorative: the link or button around it carries the accessible name. */
export function BrandIcon({ name, className }: BrandIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={icons[name].path} />
    </svg>
  );
}
