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
