import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const checkout = join(__dirname, '..', '..');

export type CmsServer = Awaited<ReturnType<typeof startCms>>;

/** The admin on a loopback port, editing a throwaway clone: `git status` shows what it wrote. */
export async function startCms(port: number) {
  const clone = mkdtempSync(join(tmpdir(), 'scoot-cms-'));
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', checkout, clone]);
  // Hard links, not a symlink: the bundler refuses a node_modules outside the project.
  execFileSync('cp', ['-al', join(checkout, 'node_modules'), join(clone, 'node_modules')]);
  const server: ChildProcess = spawn(process.execPath, [join(checkout, 'cms/server.mjs')], {
    // The server builds the admin from this checkout's sources as it starts, into a folder
    // of its own: the projects that run this spec side by side do not share one.
    env: {
      ...process.env,
      CMS_PORT: String(port),
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
