/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

type Step = { run?: string; env?: Record<string, string>; uses?: string };

/**
 * What cannot run here (GitHub, Cloudflare): the preview workflow of the CMS's editorial
 * workflow, and the admin's settings that send a hosted editor's change through review while
 * `npm run cms` writes to the local files.
 */
describe('the CMS preview workflow', () => {
  const workflow = parse(read('.github/workflows/cms-preview.yml'));
  const steps: Step[] = workflow.jobs.preview.steps;
  const runs = steps.map((step) => step.run ?? '').join('\n');

  it("runs on pushes to Decap's editorial-workflow branches only", () => {
    expect(Object.keys(workflow.on)).toEqual(['push']);
    expect(workflow.on.push.branches).toEqual(['cms/**']);
  });

  it('installs with npm ci and uploads with npm run deploy:preview', () => {
    expect(runs).toMatch(/^npm ci$/m);
    expect(runs).toMatch(/npm run deploy:preview/);
    expect(read('package.json')).toMatch(/"deploy:preview": ".*wrangler versions upload/);
  });

  it('posts a commit status whose context contains "deploy", with the preview as its target', () => {
    const statuses = steps.filter((step) => /\/statuses\//.test(step.run ?? ''));
    expect(statuses.length).toBeGreaterThan(0);
    for (const step of statuses) expect(step.run).toMatch(/context=[^ ]*deploy/);
    expect(runs).toMatch(/state=success[^\n]*target_url="\$PREVIEW_URL"/);
    expect(workflow.permissions).toMatchObject({ statuses: 'write' });
  });

  it('names its secrets and inlines none', () => {
    const env = Object.assign({}, ...steps.map((step) => step.env ?? {}));
    expect(env.CLOUDFLARE_API_TOKEN).toBe('${{ secrets.CLOUDFLARE_API_TOKEN }}');
    expect(env.CLOUDFLARE_ACCOUNT_ID).toBe('${{ secrets.CLOUDFLARE_ACCOUNT_ID }}');
    expect(env.GH_TOKEN).toBe('${{ secrets.GITHUB_TOKEN }}');
    for (const value of Object.values(env) as string[])
      expect(value).toMatch(/^\$\{\{ (secrets|steps)\.[\w.]+ \}\}$/);
  });
});

describe("the admin's config", () => {
  const config = parse(read('cms/admin/config.yml'));

  it('proposes every change through review on GitHub', () => {
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'scoot/scoot-site',
      branch: 'main',
    });
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('uses a local backend on loopback only', () => {
    expect(new URL(config.local_backend.url).hostname).toBe('127.0.0.1');
  });

  it('covers every data file', () => {
    const files = config.collections.flatMap((c: { files?: { file: string }[] }) =>
      (c.files ?? []).map((f) => f.file),
    );
    const folders = config.collections.flatMap((c: { folder?: string }) => c.folder ?? []);
    expect(files.sort()).toEqual(
      [
        'content/faq.json',
        'content/pages/about.json',
        'content/pages/careers.json',
        'content/pages/home.json',
        'content/pages/locations.json',
        'content/site.json',
      ].sort(),
    );
    expect(folders.sort()).toEqual(['content/cities', 'content/jobs', 'content/offices']);
  });
});
