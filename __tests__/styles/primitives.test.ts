/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';

/** Sizes and type live in styles/, so a size that repeats has one name and one value. */
const styleFiles = ['components', 'app'].flatMap((dir) =>
  readdirSync(join(process.cwd(), dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css.ts'))
    .map((file) => join(dir, file)),
);

function findings(pattern: RegExp) {
  expect(styleFiles.length).toBeGreaterThan(10);
  return styleFiles.flatMap((file) =>
    readFileSync(join(process.cwd(), file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(pattern)].map((match) => `${file}:${index + 1}: ${match[0]}`),
      ),
  );
}

describe('style primitives', () => {
  it.each([
    // A length in an absolute or font-relative unit written out: '48px', '-1.75rem', '.5em'.
    ['a raw px, rem, em or ch length', /(?<![\w$.-])-?(?:\d+\.?\d*|\.\d+)(?:px|rem|em|ch)\b/g],
    ['a font family (the heading and text recipes set them)', /\bfontFamily\b/g],
  ])('no style outside styles/ sets %s', (_, pattern) => {
    expect(findings(pattern)).toEqual([]);
  });
});
