#!/usr/bin/env node
/**
 * `npm run audit:security` (issue 26): grades the production server with Mozilla's HTTP
 * Observatory, whose scanner and grader are the npm package @mdn/mdn-http-observatory, run
 * here unmodified and offline. nginx serves the built out/ with the committed configuration
 * behind TLS on loopback, with a throwaway certificate made by openssl for this run, plain
 * HTTP redirecting to it (deploy/nginx/run.sh); the scan prints the grade and every test and
 * writes docs/security/latest.md. Exits 1 below A+ or a score of 120.
 *
 * Two things the package does at install are done here instead, because its install script
 * downloads them (and npm ci skips it: package.json `allowScripts`):
 * - the certificate it trusts: NODE_EXTRA_CA_CERTS names the throwaway one, as its own
 *   command does with Mozilla's CA bundle;
 * - Chromium's HSTS preload list: a loopback host is in none, so the scan gets an empty one.
 * And its scan() takes a hostname only (ports 80 and 443, which need root and are shared),
 * so the module hooks below give its retriever the ports this run listens on: the
 * retriever's own `httpPort`/`httpsPort` options. Everything else is the package's code.
 *
 * Options: --port N (HTTPS; HTTP is N+1; default 4395), --skip-write, --json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { markdownTable, root, runMain, startServer, writeFormatted } from './tools.mjs';

/** The goal of issue 26, and what `npm test` holds the site to. */
export const REQUIRED = { grade: 'A+', score: 120 };

const OBSERVATORY = join(root, 'node_modules', '@mdn', 'mdn-http-observatory', 'src');

/**
 * A throwaway TLS certificate for localhost, valid for a day.
 * @param {string} dir
 */
function makeCertificate(dir) {
  const cert = join(dir, 'localhost.pem');
  const key = join(dir, 'localhost-key.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl failed: ${result.stderr}`);
  return { cert, key };
}

/**
 * The scan itself, in a process of its own (NODE_EXTRA_CA_CERTS is read at start-up).
 * @param {{ host: string, httpsPort: number, httpPort: number, cert: string }} options
 * @returns {ScanResult}
 */
function runScan({ host, httpsPort, httpPort, cert }) {
  const result = spawnSync(
    process.execPath,
    [join(root, 'quality', 'observatory.mjs'), '--scan', host],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_EXTRA_CA_CERTS: cert,
        SCOOT_SCAN_PORTS: `${httpPort},${httpsPort}`,
      },
      timeout: 120_000,
    },
  );
  if (result.status !== 0) throw new Error(`the scan failed: ${result.stderr}${result.stdout}`);
  return JSON.parse(result.stdout);
}

/**
 * @typedef {{
 *   scan: { grade: string, score: number, testsPassed: number, testsQuantity: number,
 *     statusCode: number, responseHeaders: Record<string, string> },
 *   tests: Record<string, { result: string, pass: boolean, scoreModifier: number,
 *     scoreDescription?: string }>,
 * }} ScanResult
 */

/** In the scan's process: the package's scan() against the ports SCOOT_SCAN_PORTS names. */
async function scanMain(/** @type {string} */ host) {
  const [httpPort, httpsPort] = String(process.env.SCOOT_SCAN_PORTS).split(',').map(Number);
  const retriever = pathToFileURL(join(OBSERVATORY, 'retriever', 'retriever.js')).href;
  const hsts = pathToFileURL(join(OBSERVATORY, 'analyzer', 'hsts.js')).href;
  const stand = (/** @type {string} */ source) =>
    `data:text/javascript,${encodeURIComponent(source)}`;
  /**
   * module.registerHooks (Node 22.15+, in-thread); @types/node 20 does not declare it.
   * @typedef {{ url: string, shortCircuit?: boolean }} Resolved
   * @type {(hooks: { resolve: (specifier: string, context: { parentURL?: string },
   *   next: (specifier: string, context: object) => Resolved) => Resolved }) => void}
   */
  const registerHooks = /** @type {any} */ (nodeModule).registerHooks;
  registerHooks({
    resolve(specifier, context, next) {
      const resolved = next(specifier, context);
      if (resolved.url === retriever && !context.parentURL?.startsWith('data:')) {
        // The retriever, given this run's ports (its own options).
        return {
          url: stand(
            `import { retrieve as r } from ${JSON.stringify(retriever)};` +
              `export const retrieve = (h) => r(h, { httpPort: ${httpPort}, httpsPort: ${httpsPort} });`,
          ),
          shortCircuit: true,
        };
      }
      if (resolved.url === hsts) {
        // The preload list is downloaded at install; a loopback host is in none.
        return {
          url: stand(
            'export const hsts = () => new Map(); export const isHstsPreloaded = () => null;',
          ),
          shortCircuit: true,
        };
      }
      return resolved;
    },
  });
  const { scan } = await import(pathToFileURL(join(OBSERVATORY, 'scanner', 'index.js')).href);
  const result = await scan(host);
  process.stdout.write(JSON.stringify(result));
}

/**
 * The grade, and each test with its result and score, as a markdown table.
 * @param {ScanResult} result
 */
function report(result) {
  const rows = Object.entries(result.tests).map(([name, test]) => [
    name,
    test.pass ? 'pass' : '**fail**',
    `${test.scoreModifier > 0 ? '+' : ''}${test.scoreModifier}`,
    test.result,
  ]);
  return [
    `Grade **${result.scan.grade}**, score **${result.scan.score}**, ` +
      `${result.scan.testsPassed} of ${result.scan.testsQuantity} tests passed.`,
    '',
    markdownTable(['test', 'outcome', 'score', 'result'], rows),
  ].join('\n');
}

/** @param {ScanResult} result */
const meetsGoal = (result) =>
  result.scan.grade === REQUIRED.grade && result.scan.score >= REQUIRED.score;

/**
 * The whole run: certificate, nginx over TLS, scan, stop.
 * @param {{ port?: number }} [options]
 */
async function gradeNginx({ port = 4395 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'scoot-observatory-'));
  try {
    const { cert, key } = makeCertificate(dir);
    // nginx with scoot.conf over TLS on `port`, plain HTTP on `port + 1` redirecting to it.
    const nginx = await startServer({
      root,
      port,
      server: 'nginx',
      env: { SCOOT_TLS_CERT: cert, SCOOT_TLS_KEY: key, SCOOT_HTTP_PORT: String(port + 1) },
      readyUrl: `http://127.0.0.1:${port + 1}/`,
    });
    try {
      return runScan({ host: 'localhost', httpsPort: port, httpPort: port + 1, cert });
    } finally {
      await nginx.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--scan') return scanMain(args[1] ?? 'localhost');
  const portArg = args.indexOf('--port');
  const port = portArg >= 0 ? Number(args[portArg + 1]) : 4395;
  const result = await gradeNginx({ port });
  const table = report(result);
  // --json: the scan's whole result on stdout, for the browser test; else the table.
  if (args.includes('--json')) writeFileSync(1, JSON.stringify(result));
  else console.log(table);
  if (!args.includes('--skip-write')) {
    const dir = join(root, 'docs', 'security');
    mkdirSync(dir, { recursive: true });
    await writeFormatted(
      join(dir, 'latest.md'),
      [
        '# HTTP Observatory: nginx over TLS',
        '',
        `Written by \`npm run audit:security\` (quality/observatory.mjs) on ` +
          `${new Date().toISOString().slice(0, 10)}: Mozilla's scanner and grader ` +
          '(@mdn/mdn-http-observatory) against the built `out/` on nginx with the committed ' +
          'configuration, behind TLS on loopback with a throwaway certificate.',
        '',
        table,
        '',
        'The headers the scan saw on the home page:',
        '',
        '```',
        ...Object.entries(result.scan.responseHeaders).map(([name, value]) => `${name}: ${value}`),
        '```',
        '',
      ].join('\n'),
    );
  }
  if (!meetsGoal(result)) {
    console.error(
      `Below ${REQUIRED.grade} with ${REQUIRED.score}: ${result.scan.grade}, ${result.scan.score}`,
    );
    process.exit(1);
  }
}

runMain(import.meta.url, main);
