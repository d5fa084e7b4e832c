/**
 * Serves a built export the way `npm run serve` does (serve, with the headers and per-page
 * CSP that deploy/hosting.mjs generated), on a loopback port, for the audit and the growth
 * benchmark. The caller stops it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * @param {{ root: string, dir?: string, port: number }} options
 *   root: the checkout (for node_modules and deploy/generated), dir: the export (root/out).
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startServer({ root, dir = join(root, 'out'), port }) {
  const config = join(root, 'deploy', 'generated', 'serve.json');
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`No build in ${dir}: build first`);
  if (!existsSync(config)) throw new Error(`${config} is missing: run the build first`);
  const origin = `http://127.0.0.1:${port}`;
  // Another server on the port would answer the readiness probe below and be measured instead.
  const busy = await fetch(`${origin}/`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${port} is already in use: stop that server or pass --port`);
  // serve reads --config relative to the directory it serves.
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules', 'serve', 'build', 'main.js'),
      dir,
      '--config',
      relative(dir, config),
      '-l',
      `tcp://127.0.0.1:${port}`,
      '--no-clipboard',
      '--no-port-switching',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve exited: ${stderr.trim()}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`serve did not answer on ${origin} within 20 s: ${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    origin,
    stop: async () => {
      if (child.exitCode === null) child.kill();
      await exited;
    },
  };
}
