/**
 * What the quality scripts (the audit, the benchmarks, the review) and the browser tests
 * share: where the checkout and Chromium are, how to launch Chromium, running a command,
 * serving a built export on a loopback port, the machine a measurement ran on, and the
 * results files (markdown tables, formatted as the repo's Prettier wants them).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem, type as osType } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as prettier from 'prettier';

/** The checkout. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The system Chromium (Playwright cannot download its own here); `npm run setup` checks it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's flags for every automated run (browser tests, Lighthouse, axe, the growth
 * benchmark): no sandbox (containers), no GPU or QUIC, and none of the background traffic
 * (updates, sync) that would add requests or CPU to a measurement.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Runs a script's main() when the file is run as a command (not imported by a test or
 * another script); a thrown error prints and exits 2, which the scripts keep apart from 1
 * (a broken budget or gate).
 * @param {string} moduleUrl the script's import.meta.url
 * @param {() => unknown} main
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
 * Runs a command in the checkout, its output on stderr; throws when it fails.
 * @param {string} command
 * @param {string[]} args
 */
export function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * Writes a results file formatted with the repo's Prettier settings, so that
 * `prettier --check .` passes on what the audit and the benchmarks commit.
 * @param {string} path
 * @param {string} text
 */
export async function writeFormatted(path, text) {
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
}

/**
 * A markdown table.
 * @param {string[]} header
 * @param {string[][]} rows
 */
export function markdownTable(header, rows) {
  /** @param {string[]} cells */
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * A figure for a table: fixed digits, or "n/a" when it was not measured (NaN).
 * @param {number | undefined} value
 */
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

/**
 * Whether something already answers HTTP on a loopback port: it would answer a readiness
 * probe and be measured (or screenshotted) instead of the server a script starts.
 * @param {number} port
 */
export const portInUse = (port) =>
  fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );

/** Servers startServer() can run. */
export const SERVERS = /** @type {const} */ (['nginx', 'serve', 'cdn']);
/** @typedef {(typeof SERVERS)[number]} ServerName */

/**
 * Serves a built export on a loopback port, for the audit and the benchmarks; the caller
 * stops it. Either as production does (nginx with deploy/nginx/scoot.conf, through
 * deploy/nginx/run.sh: the precompressed copies, the redirects, the headers) or as
 * `npm run serve` does (serve, with the headers and per-page CSP that deploy/hosting.mjs
 * generated, compressing with gzip on the fly), or with serve's defaults alone (config:
 * false): a host without configuration; or in the CDN's local runtime (`cdn`: wrangler dev
 * with the checkout's wrangler.jsonc, its state in a folder of its own).
 * @param {{ root: string, dir?: string, port: number, server?: ServerName, config?: boolean,
 *   env?: Record<string, string>, readyUrl?: string }} options
 *   root: the checkout (for node_modules and deploy/generated), dir: the export (root/out;
 *   nginx serves root/out only, as run.sh points scoot.conf there), server: default serve;
 *   env: more of the server's environment (run.sh's TLS settings), readyUrl: what answers
 *   once it is up (default the origin's /; any status below 400).
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startServer({
  root,
  dir = join(root, 'out'),
  port,
  server = 'serve',
  config: withConfig = true,
  env = {},
  readyUrl = `http://127.0.0.1:${port}/`,
}) {
  if (!SERVERS.includes(server))
    throw new Error(`Unknown server ${server}: ${SERVERS.join(' or ')}`);
  if (server !== 'serve' && dir !== join(root, 'out'))
    throw new Error(`${server} serves the checkout's out/ only (run.sh, wrangler.jsonc)`);
  const config = join(root, 'deploy', 'generated', 'serve.json');
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`No build in ${dir}: build first`);
  if (withConfig && !existsSync(config))
    throw new Error(`${config} is missing: run the build first`);
  const origin = `http://127.0.0.1:${port}`;
  if (await portInUse(port))
    throw new Error(`Port ${port} is already in use: stop that server or pass --port`);
  // run.sh execs nginx in the foreground; serve reads --config relative to what it serves.
  const child =
    server === 'nginx'
      ? spawn('bash', [join(root, 'deploy', 'nginx', 'run.sh'), String(port)], {
          stdio: ['ignore', 'ignore', 'pipe'],
          env: { ...process.env, ...env },
        })
      : server === 'cdn'
        ? spawn(
            process.execPath,
            [
              join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
              'dev',
              ...['--ip', '127.0.0.1', '--port', String(port)],
              ...['--inspector-port', String(port + 1), '--persist-to', `.wrangler/bench-${port}`],
            ],
            {
              cwd: root,
              stdio: ['ignore', 'ignore', 'pipe'],
              env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
            },
          )
        : spawn(
            process.execPath,
            [
              join(root, 'node_modules', 'serve', 'build', 'main.js'),
              dir,
              ...(withConfig ? ['--config', relative(dir, config)] : []),
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

  // The CDN's runtime compiles its Worker first.
  const deadline = Date.now() + (server === 'cdn' ? 60_000 : 20_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${server} exited: ${stderr.trim()}`);
    try {
      const response = await fetch(readyUrl, { redirect: 'manual' });
      if (response.status < 400) break;
    } catch {
      // not listening yet
    }
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

/**
 * A node of a parse5 tree, as the scripts that read built pages use it (parse5's own node
 * types are a union that needs narrowing at every step).
 * @typedef {{
 *   nodeName?: string,
 *   tagName?: string,
 *   attrs?: { name: string, value: string }[],
 *   childNodes?: HtmlNode[],
 *   content?: HtmlNode,
 *   value?: string,
 * }} HtmlNode
 */

/**
 * Every node of a parse5 tree, depth first, including <template> content.
 * @param {HtmlNode} node
 * @returns {Generator<HtmlNode>}
 */
export function* walkHtml(node) {
  yield node;
  for (const child of node.childNodes ?? []) yield* walkHtml(child);
  if (node.content) yield* walkHtml(node.content);
}

/**
 * An attribute of a parse5 element, or undefined.
 * @param {HtmlNode} node
 * @param {string} name
 */
export const attribute = (node, name) => node.attrs?.find((a) => a.name === name)?.value;

/**
 * The text inside a parse5 node (an inline script's or style's source, a title).
 * @param {HtmlNode} node
 * @returns {string}
 */
export const textOf = (node) =>
  (node.childNodes ?? []).map((child) => child.value ?? textOf(child)).join('');
