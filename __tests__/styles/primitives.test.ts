/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from '@jest/globals';

/*
 * The rule of issue 19: sizes and type live in styles/ (tokens.ts, typography.css.ts,
 * ornaments.css.ts, layout.css.ts), and components' and routes' styles only use them, so a
 * size that repeats has one name and one value.
 */
const root = path.resolve(__dirname, '../..');

const styleFiles = ['components', 'app'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css.ts'))
    .map((file) => path.join(dir, file)),
);

/** A length in an absolute or font-relative unit written out: '48px', '-1.75rem', '70ch'. */
const rawLength = /(?<![\w$.-])-?(?:\d+\.?\d*|\.\d+)(?:px|rem|em|ch)\b/g;

function findings(pattern: RegExp) {
  return styleFiles.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(pattern)].map((match) => `${file}:${index + 1}: ${match[0]}`),
      ),
  );
}

describe('style primitives', () => {
  it('finds the component and route style files', () => {
    expect(styleFiles).toEqual(
      expect.arrayContaining([path.join('components', 'Button', 'Button.css.ts')]),
    );
    expect(styleFiles.length).toBeGreaterThan(10);
  });

  it('recognises a raw length, and leaves token references and unitless numbers alone', () => {
    const sample = "minHeight: '48px', margin: '-1.75rem', maxWidth: '70ch', x: '.5em'";
    expect(sample.match(rawLength)).toEqual(['48px', '-1.75rem', '70ch', '.5em']);
    expect(
      "width: target.control, lineHeight: 1.2, width: '55%', gap: space2px".match(rawLength),
    ).toBeNull();
  });

  it('has no raw px, rem, em or ch length outside styles/', () => {
    expect(findings(rawLength)).toEqual([]);
  });

  it('sets no font family outside styles/ (the heading and text recipes do)', () => {
    expect(findings(/\bfontFamily\b/g)).toEqual([]);
  });
});
