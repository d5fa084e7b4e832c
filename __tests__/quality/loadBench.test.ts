/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { withoutPrecompressed } from '@/quality/load-bench.mjs';

describe('withoutPrecompressed', () => {
  it('turns off the precompressed copies in the committed scoot.conf, and only that', () => {
    const conf = readFileSync(join(process.cwd(), 'deploy', 'nginx', 'scoot.conf'), 'utf8');
    const before = withoutPrecompressed(conf);
    expect(before).toMatch(/^\s*brotli_static off;$/m);
    expect(before).toMatch(/^\s*gzip_static off;$/m);
    expect(before).toMatch(/^\s*gzip on;$/m); // on-the-fly gzip, as before issue 16
    expect(before.replace(/_static off;/g, '_static on;')).toBe(conf);
  });

  it('refuses a configuration without the lines it expects', () => {
    expect(() => withoutPrecompressed('gzip on;\n')).toThrow(/brotli_static/);
  });
});
