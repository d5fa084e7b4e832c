/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';

const root = join(__dirname, '..', '..');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('npm run deploy and deploy:preview', () => {
  it('build, then call the wrangler commands the README names', () => {
    expect(packageJson.scripts.deploy).toMatch(/^npm run build && .*wrangler deploy$/);
    // wrangler names the preview after the git branch itself (a DNS label, truncated with a
    // hash when the branch is long): WRANGLER_CI_GENERATE_PREVIEW_ALIAS.
    expect(packageJson.scripts['deploy:preview']).toMatch(
      /^npm run build && .*WRANGLER_CI_GENERATE_PREVIEW_ALIAS=true wrangler versions upload$/,
    );
    for (const text of [
      'npm run deploy',
      'npm run deploy:preview',
      'wrangler deploy',
      'wrangler versions upload',
      'CLOUDFLARE_API_TOKEN',
      'CLOUDFLARE_ACCOUNT_ID',
    ]) {
      expect(readme).toContain(text);
    }
  });
});
