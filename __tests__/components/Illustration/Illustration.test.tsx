import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';

import { Illustration, svgDataUrl } from '@/components/Illustration/Illustration';

const image = { src: '/images/step-ride.svg', alt: 'A rider on a scooter', width: 80, height: 80 };

describe('svgDataUrl', () => {
  it('percent-encodes what a URL cannot hold and keeps the rest readable', () => {
    const url = svgDataUrl(
      '<svg viewBox="0 0 8 8">\n  <path fill="#fcb72b" d="M0 0h8"/>\n</svg>\n',
    );
    expect(url).toBe(
      "data:image/svg+xml,%3Csvg viewBox='0 0 8 8'%3E %3Cpath fill='%23fcb72b' d='M0 0h8'/%3E %3C/svg%3E",
    );
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toContain(
      "<path fill='#fcb72b'",
    );
  });
});

describe('Illustration', () => {
  it('is an <img> with its alt text, its size, and the SVG from public/ inline', () => {
    render(<Illustration image={image} className="art" inline />);
    const img = screen.getByRole('img', { name: image.alt });
    expect(img).toHaveAttribute('width', '80');
    expect(img).toHaveAttribute('height', '80');
    expect(img).toHaveClass('art');
    const svg = readFileSync(join(process.cwd(), 'public', image.src), 'utf8');
    expect(img.getAttribute('src')).toBe(svgDataUrl(svg));
    // No request of its own, so nothing to load lazily or to prioritise.
    expect(img).not.toHaveAttribute('loading');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('is the static file, loaded lazily, unless it may be the largest paint', () => {
    render(<Illustration image={image} className="art" />);
    const img = screen.getByRole('img', { name: image.alt });
    expect(img).toHaveAttribute('src', image.src);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '80');
  });
});
