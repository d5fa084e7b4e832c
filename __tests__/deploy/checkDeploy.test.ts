/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from '@jest/globals';

import { deployProblem } from '@/deploy/check-deploy.mjs';

/*
 * `npm run deploy` ships the out/ that was built and tested, so the public origin is checked
 * there, on the build itself: a deploy without NEXT_PUBLIC_SITE_URL, or of a build made for
 * another origin, stops before wrangler with a sentence saying what to do.
 */
const folder = mkdtempSync(join(tmpdir(), 'check-deploy-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * An export whose robots.txt is what app/robots.ts writes for this origin (seo.spec.ts checks
 * that line in the real build).
 */
function builtFor(origin: string | undefined): string {
  const out = mkdtempSync(join(folder, 'out-'));
  if (origin !== undefined)
    writeFileSync(
      join(out, 'robots.txt'),
      `User-Agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
  return out;
}

describe('deployProblem', () => {
  const live = builtFor('https://www.scoot.test');

  it('lets a build for the public origin go live', () => {
    expect(deployProblem('https://www.scoot.test', live)).toBeUndefined();
    expect(deployProblem('https://WWW.scoot.test/', live)).toBeUndefined();
  });

  it('refuses without NEXT_PUBLIC_SITE_URL, naming what the pages would point at', () => {
    for (const unset of [undefined, '', '  ']) {
      const problem = deployProblem(unset, live);
      expect(problem).toMatch(/^NEXT_PUBLIC_SITE_URL is not set, so nothing was deployed: /);
      expect(problem).toContain('https://scoot.example');
    }
  });

  it('refuses a value that is not an HTTPS origin, or is the placeholder', () => {
    expect(deployProblem('www.scoot.test', live)).toMatch(/which is not a URL/);
    expect(deployProblem('http://www.scoot.test', live)).toMatch(/not HTTPS/);
    expect(deployProblem('https://scoot.example', builtFor('https://scoot.example'))).toMatch(
      /the placeholder of local builds/,
    );
  });

  it('refuses a build made for another origin, or no build at all', () => {
    expect(deployProblem('https://www.scoot.test', builtFor('https://scoot.example'))).toBe(
      'out/ was built for https://scoot.example, not for https://www.scoot.test, so nothing was deployed: build it again with NEXT_PUBLIC_SITE_URL=https://www.scoot.test npm run build.',
    );
    expect(deployProblem('https://www.scoot.test', builtFor(undefined))).toMatch(
      /^out\/ holds no built site/,
    );
    const noSitemap = builtFor(undefined);
    writeFileSync(join(noSitemap, 'robots.txt'), 'User-Agent: *\nAllow: /\n');
    expect(deployProblem('https://www.scoot.test', noSitemap)).toMatch(/built for no origin/);
  });
});

describe('npm run deploy', () => {
  const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;

  it('checks the build before wrangler uploads it, and does not build again', () => {
    expect(scripts.deploy).toMatch(/^node deploy\/check-deploy\.mjs && .*wrangler deploy$/);
    expect(scripts.deploy).not.toMatch(/build/);
  });

  it('stops with the sentence, exit status 1, when the variable is missing', () => {
    const env = { ...process.env };
    delete env.NEXT_PUBLIC_SITE_URL;
    const run = spawnSync(process.execPath, ['deploy/check-deploy.mjs'], { env, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^deploy: NEXT_PUBLIC_SITE_URL is not set, so nothing was deployed/);
  });
});
