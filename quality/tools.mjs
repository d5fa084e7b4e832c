/**
 * What the quality scripts and the browser tests share: where the checkout and Chromium
 * are, Chromium's flags, a throwaway copy of the checkout, serving a built export on a
 * loopback port, the machine a measurement ran on, and results files formatted as the repo's
 * Prettier wants them.
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem, type as osType } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as prettier from 'prettier';

/** The checkout. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The system Chromium (Playwright cannot download its own here); `npm run setup` checks it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's flags for every automated run: no sandbox (containers), no GPU or QUIC, and none
 * of the background traffic (updates, sync) that would add requests or CPU to a measurement.
 */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run']
  .concat(['--disable-background-networking', '--disable-component-update', '--disable-sync'])
  .concat(['--disable-dev-shm-usage']);

/**
 * Runs a script's main() when the file is run as a command, not imported; a thrown error
 * exits 2, kept apart from 1 (a broken budget or gate).
 * @param {string} moduleUrl the script's import.meta.url @param {() => unknown} main
 */
export function runMain(moduleUrl, main) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  Promise.resolve()
    .then(main)
    .catch((error) => {
      console.error(error);
      process.exit(2);
    });
}

/**
 * A copy of the checkout in `dir` (emptied first): its tracked and untracked-but-not-ignored
 * files, so uncommitted work is in it too, but those `leaveOut` matches.
 * @param {string} dir @param {RegExp} [leaveOut] paths relative to the checkout
 */
export function copyCheckout(dir, leaveOut = /(?!)/) {
  rmSync(dir, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root })
    .toString()
    .split('\0')
    .filter((file) => file && !leaveOut.test(file));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(root, file), join(dir, file));
  }
  return dir;
}

/** Writes a results file as `prettier --check .` wants it. @param {string} path @param {string} text */
export async function writeFormatted(path, text) {
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
}

/** A markdown table. @param {string[]} header @param {string[][]} rows */
export function markdownTable(header, rows) {
  /** @param {string[]} cells */
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A figure for a table: fixed digits, or "n/a" when not measured. @param {number | undefined} value */
export const fixed = (value, digits = 0) =>
  value !== undefined && Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

/**
 * The machine a measurement ran on, for the results files: figures depend on it.
 * @param {number[]} loadAtStart os.loadavg() when the measurement started
 */
export function machine(loadAtStart) {
  return {
    cpu: `${cpus()[0]?.model ?? 'unknown'} x ${cpus().length}`,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${osType()} ${release()}`,
    node: process.version,
    loadAverageAtStart: loadAtStart.map((value) => Number(value.toFixed(2))),
  };
}

/** Servers startServer() can run. */
export const SERVERS = /** @type {const} */ (['nginx', 'serve', 'cdn']);
/** @typedef {(typeof SERVERS)[number]} ServerName */

/**
 * Serves a built export on a loopback port for a script; the caller stops it. `nginx` as
 * production, `serve` as `npm run serve` (`config: false`: a host without configuration),
 * `cdn` in the CDN's local runtime; nginx and the CDN serve the checkout's out/ only.
 * @param {{ root: string, dir?: string, port: number, server?: ServerName, config?: boolean,
 *   env?: Record<string, string>, readyUrl?: string }} options env: more of the server's
 *   environment (run.sh's TLS settings); readyUrl: what answers below 400 once it is up.
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startServer(options) {
  const { root, port, server = 'serve', config = true, env = {} } = options;
  const { dir = join(root, 'out'), readyUrl = `http://127.0.0.1:${port}/` } = options;
  if (!SERVERS.includes(server)) throw new Error(`Unknown server ${server}: ${SERVERS}`);
  if (server !== 'serve' && dir !== join(root, 'out'))
    throw new Error(`${server} serves the checkout's out/ only`);
  const serveJson = join(root, 'deploy', 'generated', 'serve.json');
  if (!existsSync(join(dir, 'index.html')) || (config && !existsSync(serveJson)))
    throw new Error(`No build in ${dir}: build first`);
  const origin = `http://127.0.0.1:${port}`;
  // Something already answering there would be measured instead of this server.
  if (await fetch(`${origin}/`).catch(() => null))
    throw new Error(`Port ${port} is already in use: stop that server or pass --port`);
  const bin = (/** @type {string} */ path) => join(root, 'node_modules', path);
  /** @type {Record<ServerName, string[]>} */
  const commands = {
    nginx: ['bash', join(root, 'deploy', 'nginx', 'run.sh'), String(port)],
    // serve reads --config relative to the folder it serves.
    serve: [process.execPath, bin('serve/build/main.js'), dir, '-l', `tcp://127.0.0.1:${port}`]
      .concat(['--no-clipboard', '--no-port-switching'])
      .concat(config ? ['--config', relative(dir, serveJson)] : []),
    cdn: [process.execPath, bin('wrangler/bin/wrangler.js'), 'dev', '--ip', '127.0.0.1']
      .concat(['--port', String(port), '--inspector-port', String(port + 1)])
      .concat(['--persist-to', `.wrangler/bench-${port}`]),
  };
  const [command = '', ...args] = commands[server];
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  // The CDN's runtime compiles its Worker first.
  const deadline = Date.now() + (server === 'cdn' ? 60_000 : 20_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${server} exited: ${stderr.trim()}`);
    const answer = await fetch(readyUrl, { redirect: 'manual' }).catch(() => null);
    if (answer && answer.status < 400) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`${server} did not answer on ${origin} in time: ${stderr.trim()}`);
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
