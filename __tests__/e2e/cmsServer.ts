import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

export const checkout = join(__dirname, '..', '..');

export type CmsServer = Awaited<ReturnType<typeof startCms>>;

/** The branch the admin's backend names (cms/src/config.ts): the git backend's drafts start from it and merge into it. */
export const MAIN = 'main';

/**
 * Settings of the clone for the git backend (cms/server.mjs, CMS_MODE=git), which commits,
 * rebases and merges in it: who the editor is (CI has no global identity), and none of the
 * developer's hooks or commit signing, which would stop or prompt a commit.
 */
const GIT_MODE_CONFIG = {
  'user.name': 'Scoot CMS test',
  'user.email': 'cms-test@example.com',
  'commit.gpgsign': 'false',
  'core.hooksPath': '/dev/null',
};

/**
 * The admin on a loopback port, editing a throwaway clone. With the file-system backend
 * (`mode` 'fs'), `git status` shows what it wrote; with the git backend ('git'), its branches
 * and commits do.
 */
export async function startCms(port: number, { mode = 'fs' }: { mode?: 'fs' | 'git' } = {}) {
  const clone = mkdtempSync(join(tmpdir(), 'scoot-cms-'));
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', checkout, clone]);
  // Hard links, not a symlink: the bundler refuses a node_modules outside the project.
  execFileSync('cp', ['-al', join(checkout, 'node_modules'), join(clone, 'node_modules')]);
  if (mode === 'git') {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: clone });
    // The clone is on whatever branch the checkout was (a feature branch, in a worktree):
    // that commit becomes the clone's main. Without a remote, nothing in it can reach the
    // checkout.
    git('checkout', '--quiet', '-B', MAIN);
    git('remote', 'remove', 'origin');
    for (const [key, value] of Object.entries(GIT_MODE_CONFIG)) git('config', key, value);
  }
  const server: ChildProcess = spawn(process.execPath, [join(checkout, 'cms/server.mjs')], {
    // The server builds the admin from this checkout's sources as it starts, into a folder
    // of its own: the projects that run this spec side by side do not share one.
    env: {
      ...process.env,
      CMS_PORT: String(port),
      CMS_MODE: mode,
      GIT_REPO_DIRECTORY: clone,
      CMS_DIST: `${clone}.admin`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  // It prints its address once it listens.
  for (let out = ''; !out.includes(origin);) {
    const [chunk] = (await Promise.race([
      once(server.stdout!, 'data'),
      once(server, 'exit').then(() => {
        throw new Error(`cms/server.mjs stopped before listening on ${origin}`);
      }),
    ])) as [Buffer];
    out += chunk.toString();
  }
  return {
    admin: `${origin}/admin/`,
    clone,
    stop: async () => {
      server.kill();
      if (server.exitCode === null) await once(server, 'exit');
      rmSync(clone, { recursive: true, force: true });
      rmSync(`${clone}.admin`, { recursive: true, force: true });
    },
  };
}

/** `git status --porcelain` of the clone, one changed path a line. */
export const changedFiles = (clone: string) =>
  execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: clone })
    .toString()
    .split('\n')
    .filter(Boolean)
    .sort();

/**
 * `next build` in the clone, as the site builds (the export in out/), on the day
 * `sourceDateEpoch` names, so that what the build shows does not depend on today. Returns
 * the exit status and output rather than throwing: a spec may expect it to fail.
 */
export const buildClone = (clone: string, sourceDateEpoch: number) =>
  spawnSync(process.execPath, [join(clone, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: clone,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      SOURCE_DATE_EPOCH: String(sourceDateEpoch),
    },
    encoding: 'utf8',
  });

/**
 * `git` in the clone, its output without the last line's end. Without optional locks: a
 * `git status` refreshing the index would hold index.lock, and a checkout the backend runs
 * at that moment would fail.
 */
export const gitIn = (clone: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: clone, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } })
    .toString()
    .replace(/\n$/, '');

/** With CMS_DOCS_SCREENSHOTS set, the screenshots of docs/marketing.md are taken again. */
export async function screenshotForDocs(page: Page, name: string) {
  if (process.env.CMS_DOCS_SCREENSHOTS)
    // Animations finished: a notice that slides in is in its place.
    await page.screenshot({ path: join(checkout, 'docs/marketing', name), animations: 'disabled' });
}
