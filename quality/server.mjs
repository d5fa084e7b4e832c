/**
 * Serves a built export on a loopback port, for the audit and the benchmarks; the caller
 * stops it. Either as production does (nginx with deploy/nginx/scoot.conf, through
 * deploy/nginx/run.sh: the precompressed copies, the redirects, the headers) or as
 * `npm run serve` does (serve, with the headers and per-page CSP that deploy/hosting.mjs
 * generated, compressing with gzip on the fly).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Servers startServer() can run. */
export const SERVERS = ['nginx', 'serve'];

/**
 * @param {{ root: string, dir?: string, port: number, server?: 'nginx' | 'serve' }} options
 *   root: the checkout (for node_modules and deploy/generated), dir: the export (root/out;
 *   nginx serves root/out only, as run.sh points scoot.conf there), server: default serve.
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startServer({ root, dir = join(root, 'out'), port, server = 'serve' }) {
  if (!SERVERS.includes(server))
    throw new Error(`Unknown server ${server}: ${SERVERS.join(' or ')}`);
  if (server === 'nginx' && dir !== join(root, 'out'))
    throw new Error("nginx serves the checkout's out/ only (deploy/nginx/run.sh)");
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
  // run.sh execs nginx in the foreground; serve reads --config relative to what it serves.
  const child =
    server === 'nginx'
      ? spawn('bash', [join(root, 'deploy', 'nginx', 'run.sh'), String(port)], {
          stdio: ['ignore', 'ignore', 'pipe'],
        })
      : spawn(
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
    if (child.exitCode !== null) throw new Error(`${server} exited: ${stderr.trim()}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`${server} did not answer on ${origin} within 20 s: ${stderr.trim()}`);
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
