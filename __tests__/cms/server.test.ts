/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from '@jest/globals';

const root = realpathSync(process.cwd());

/**
 * `node cms/server.mjs` with these variables (GIT_REPO_DIRECTORY unset unless given: the
 * checkout), which must stop before it listens. Were it to listen, it would be on a free port
 * (0), and the expectations on what it printed would fail.
 */
const refusal = (vars: Record<string, string>) => {
  const env: NodeJS.ProcessEnv = { ...process.env, CMS_PORT: '0', ...vars };
  if (!('GIT_REPO_DIRECTORY' in vars)) delete env.GIT_REPO_DIRECTORY;
  const run = spawnSync(process.execPath, [join(root, 'cms/server.mjs')], {
    env,
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(run.status).not.toBe(0);
  return run.stderr;
};

describe("the CMS server's git mode", () => {
  const repo = mkdtempSync(join(tmpdir(), 'scoot-cms-server-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('refuses this checkout, which the site’s dev server reads, and any folder of it', () => {
    expect(refusal({ CMS_MODE: 'git' })).toContain(`in ${root}, which is this checkout`);
    expect(refusal({ CMS_MODE: 'git', GIT_REPO_DIRECTORY: join(root, 'content') })).toContain(
      'which is this checkout: give it a throwaway clone in GIT_REPO_DIRECTORY instead.',
    );
  });

  it('refuses a repository with a file its "git add ." would sweep into the editor’s commit', () => {
    execFileSync('git', ['init', '--quiet', repo]);
    writeFileSync(join(repo, 'notes.txt'), 'not for the CMS');
    const stderr = refusal({ CMS_MODE: 'git', GIT_REPO_DIRECTORY: repo });
    expect(stderr).toContain('it has uncommitted or untracked files');
    expect(stderr).toContain('?? notes.txt');
  });

  it('knows only the file-system and git modes', () => {
    expect(refusal({ CMS_MODE: 'github', GIT_REPO_DIRECTORY: repo })).toContain(
      'CMS_MODE is "fs" (the default) or "git", not "github"',
    );
  });
});
