/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { missingCredentials, previewAlias, WORKER_NAME, wranglerArgs } from '@/deploy/cdn.mjs';

const root = join(__dirname, '..', '..');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('npm run deploy and deploy:preview', () => {
  it('run deploy/cdn.mjs, which calls the wrangler commands the README names', () => {
    expect(packageJson.scripts.deploy).toBe('node deploy/cdn.mjs production');
    expect(packageJson.scripts['deploy:preview']).toBe('node deploy/cdn.mjs preview');
    expect(wranglerArgs('production')).toEqual(['deploy']);
    expect(wranglerArgs('preview', { alias: 'cdn' }).slice(0, 4)).toEqual([
      'versions',
      'upload',
      '--preview-alias',
      'cdn',
    ]);
    expect(wranglerArgs('production', { dryRun: true })).toEqual(['deploy', '--dry-run']);
    expect(() => wranglerArgs('staging')).toThrow(/unknown target/);
    for (const text of [
      'npm run deploy',
      'npm run deploy:preview',
      'wrangler deploy',
      'wrangler versions upload --preview-alias',
      'CLOUDFLARE_API_TOKEN',
      'CLOUDFLARE_ACCOUNT_ID',
    ]) {
      expect(readme).toContain(text);
    }
  });

  it('name the preview after the branch, as a DNS label', () => {
    expect(previewAlias('cdn')).toBe('cdn');
    expect(previewAlias('feature/New_Careers page')).toBe('feature-new-careers-page');
    expect(previewAlias('42-fix')).toBe('fix');
    const long = previewAlias(`marketing/${'spring-campaign-'.repeat(6)}`);
    expect(`${long}-${WORKER_NAME}`.length).toBeLessThanOrEqual(63);
    expect(long).toMatch(/^[a-z][a-z0-9-]*[a-z0-9]$/);
    expect(() => previewAlias('___')).toThrow(/no usable preview alias/);
  });

  it('need both credentials from the environment', () => {
    expect(missingCredentials({})).toEqual(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID']);
    expect(missingCredentials({ CLOUDFLARE_API_TOKEN: 't', CLOUDFLARE_ACCOUNT_ID: ' ' })).toEqual([
      'CLOUDFLARE_ACCOUNT_ID',
    ]);
    expect(missingCredentials({ CLOUDFLARE_API_TOKEN: 't', CLOUDFLARE_ACCOUNT_ID: 'a' })).toEqual(
      [],
    );
  });

  it.each(['production', 'preview'])(
    'stop with a clear message, before building, when the credentials are missing (%s)',
    (target) => {
      const env = { ...process.env };
      delete env.CLOUDFLARE_API_TOKEN;
      delete env.CLOUDFLARE_ACCOUNT_ID;
      const result = spawnSync(process.execPath, [join(root, 'deploy', 'cdn.mjs'), target], {
        cwd: root,
        encoding: 'utf8',
        env,
        timeout: 10_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID are not set');
      expect(result.stdout).not.toContain('next build');
    },
  );
});
