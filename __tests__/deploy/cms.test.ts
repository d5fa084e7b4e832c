/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';

import { adminConfig } from '@/cms/src/config';
import { SITE_URL } from '@/lib/siteUrl';

const read = (path: string) => parse(readFileSync(join(process.cwd(), path), 'utf8'));

type Step = { run?: string };

/*
 * What cannot run here (GitHub, Cloudflare): a hosted editor's change goes through review and
 * gets a preview Decap can show, while `npm run cms` writes local files from this machine only.
 */
describe('the admin’s backend', () => {
  // The hosted admin, and the local one `npm run cms` serves beside the dev server.
  const config = adminConfig({ origin: 'https://admin.scoot.example' });
  const local = adminConfig({
    origin: 'http://127.0.0.1:8082',
    localSite: 'http://127.0.0.1:3000',
  });

  it('proposes every change through review on GitHub', () => {
    const github = { name: 'github', repo: 'scoot/scoot-site', branch: 'main' };
    expect(config.backend).toMatchObject(github);
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('opens an entry\'s page on the live site ("View Live"), not on a developer\'s machine', () => {
    // The site's own default origin (lib/siteUrl.ts); the local admin names the dev server.
    expect(config.site_url).toBe(SITE_URL);
    expect(config.display_url).toBe(SITE_URL);
    expect(local.site_url).toBe('http://127.0.0.1:3000');
  });
});

describe('the preview workflow', () => {
  const workflow = read('.github/workflows/cms-preview.yml');
  const steps: Step[] = workflow.jobs.preview.steps;

  it("runs on Decap's editorial-workflow branches only", () => {
    expect(workflow.on).toEqual({ push: { branches: ['cms/**'] } });
  });

  it('posts the commit status Decap shows as View Preview: a "deploy" context, the preview as target', () => {
    const statuses = steps.flatMap((step) =>
      /\/statuses\//.test(step.run ?? '') ? [step.run!] : [],
    );
    expect(statuses.length).toBeGreaterThan(0);
    for (const run of statuses) expect(run).toMatch(/context=[^ ]*deploy/);
    expect(statuses.join('\n')).toMatch(/state=success[^\n]*target_url="\$PREVIEW_URL"/);
    expect(workflow.permissions).toMatchObject({ statuses: 'write' });
  });
});
