import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';

import { Illustration } from '@/components/Illustration/Illustration';
import { svgDataUrl } from '@/lib/svgDataUrl';

const image = { src: '/images/step-ride.svg', alt: 'A rider on a scooter', width: 80, height: 80 };

describe('Illustration', () => {
  it('inlines an SVG as a data URL, percent-encoding only what a URL cannot hold', () => {
    expect(
      svgDataUrl('<svg viewBox="0 0 8 8">\n  <path fill="#fcb72b" d="M0 0h8"/>\n</svg>\n'),
    ).toBe(
      "data:image/svg+xml,%3Csvg viewBox='0 0 8 8'%3E %3Cpath fill='%23fcb72b' d='M0 0h8'/%3E %3C/svg%3E",
    );
  });

  it.each([
    // Inline, it makes no request, so there is nothing to load lazily or to prioritise.
    [true, svgDataUrl(readFileSync(join(process.cwd(), 'public', image.src), 'utf8')), null],
    [false, image.src, 'lazy'],
  ])('is a sized <img> with its alt text (inline: %s)', (inline, src, loading) => {
    render(<Illustration image={image} className="art" inline={inline} />);
    const img = screen.getByRole('img', { name: image.alt });
    expect(img).toHaveClass('art');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['80', '80']);
    expect([img.getAttribute('src'), img.getAttribute('loading')]).toEqual([src, loading]);
    expect(img).not.toHaveAttribute('fetchpriority');
  });
});
