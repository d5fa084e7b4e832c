#!/usr/bin/env node
/**
 * `npm run bench:load` (issue 16): how many visitors the origin serves, before and after the
 * precompressed copies (deploy/precompress.mjs). Not a test: a benchmark, on loopback only,
 * bounded in connections and time.
 *
 * It runs two nginx servers on the built out/, both from deploy/nginx/run.sh and scoot.conf:
 *   before  scoot.conf with brotli_static and gzip_static off: every response gzipped on the
 *           fly at level 6, as nginx served the site until issue 16;
 *   after   scoot.conf as committed: the build's brotli (quality 11) and gzip (level 9) copies.
 * and loads each with autocannon, alternating, on three URLs: a page (/about), the largest
 * start-up chunk the page loads, and the 404 view (/no-such-page). Requests say
 * `Accept-Encoding: gzip, deflate, br, zstd`, as Chromium does. It reports requests per
 * second, latency and bytes per response, the after/before ratios, and fails (exit 1) on any
 * error, timeout or status other than the one expected (200, and 404 for the 404 view).
 * Results: docs/load/latest.{md,json}.
 *
 * Options: --connections N (default 50), --duration S per measurement (default 8),
 *          --rounds N (default 2), --skip-build, --port N (default 4396; before uses N,
 *          after N+1), --out DIR (default docs/load; "-" writes nothing).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { loaderSources } from '../deploy/runtime-loading.mjs';
import { median } from './audit-figures.mjs';
import {
  fixed as fmt,
  machine as describeMachine,
  markdownTable,
  root,
  run,
  runMain,
  startServer,
  writeFormatted,
} from './tools.mjs';
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const VARIANTS = /** @type {const} */ (['before', 'after']);

/**
 * autocannon ships no types (and @types/autocannon describes version 7): what this reads.
 * @typedef {{ average: number, total: number }} Stat
 * @typedef {{
 *   requests: Stat,
 *   throughput: Stat,
 *   latency: { p50: number, p99: number },
 *   statusCodeStats: Record<string, { count: number }>,
 *   errors: number,
 *   timeouts: number,
 *   resets: number,
 * }} AutocannonResult
 * @type {(options: { url: string, connections: number, duration: number, headers: Record<string, string> }) => Promise<AutocannonResult>}
 */
const autocannon = createRequire(import.meta.url)('autocannon');

/**
 * scoot.conf as nginx served the site before the precompressed copies: the same file with
 * the two static modules off, so every text response is gzipped per request.
 * @param {string} conf
 */
export function withoutPrecompressed(conf) {
  const off = conf.replace(/^(\s*)(brotli_static|gzip_static) on;/gm, '$1$2 off;');
  if (off === conf || /(brotli_static|gzip_static) on;/.test(off))
    throw new Error('scoot.conf no longer has the brotli_static/gzip_static lines this expects');
  return off;
}

/**
 * A checkout-shaped copy (out/, deploy/nginx, deploy/generated) that run.sh serves as it
 * serves the checkout, with scoot.conf changed. A copy, not a link: scoot.conf refuses
 * symbolic links (disable_symlinks on).
 */
function beforeCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'scoot-load-'));
  cpSync(join(root, 'out'), join(dir, 'out'), { recursive: true });
  for (const part of ['nginx', 'generated'])
    cpSync(join(root, 'deploy', part), join(dir, 'deploy', part), { recursive: true });
  const conf = join(dir, 'deploy', 'nginx', 'scoot.conf');
  writeFileSync(conf, withoutPrecompressed(readFileSync(conf, 'utf8')));
  return dir;
}

/** The largest start-up chunk /about loads, read from its runtime loader. */
function largestChunk() {
  const html = readFileSync(join(root, 'out', 'about.html'), 'utf8');
  const text = /<script data-runtime-loader="">([^<]*)<\/script>/.exec(html)?.[1];
  const sources = text ? loaderSources(text) : null;
  if (!sources?.length) throw new Error('out/about.html has no runtime loader: build first');
  const size = (/** @type {string} */ source) =>
    readFileSync(join(root, 'out', ...source.split('/'))).length;
  return sources.reduce((a, b) => (size(b) > size(a) ? b : a));
}

/**
 * One measurement: autocannon on one URL for the given time.
 * @param {{ url: string, connections: number, duration: number, status: number }} options
 */
async function measure({ url, connections, duration, status }) {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`${url} is not loopback`);
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  const unexpected = Object.entries(statuses)
    .filter(([code]) => Number(code) !== status)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : NaN,
    errors: result.errors,
    timeouts: result.timeouts,
    resets: result.resets,
    statuses,
    unexpected,
  };
}

/**
 * What one response carries on the wire: its status, encoding and body bytes, fetched once.
 * @param {string} url
 * @returns {Promise<{ status: number | undefined, encoding: string, bodyBytes: number }>}
 */
function probe(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers['content-encoding'] ?? 'identity',
          bodyBytes: bytes,
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '50' },
      duration: { type: 'string', default: '8' },
      rounds: { type: 'string', default: '2' },
      'skip-build': { type: 'boolean', default: false },
      port: { type: 'string', default: process.env.LOAD_PORT ?? '4396' },
      out: { type: 'string', default: join(root, 'docs', 'load') },
    },
  });
  const connections = Number(values.connections);
  const duration = Number(values.duration);
  const rounds = Number(values.rounds);
  const port = Number(values.port);
  if (!(connections >= 1 && connections <= 200)) throw new Error('--connections: 1 to 200');
  if (!(duration >= 1 && duration <= 30)) throw new Error('--duration: 1 to 30 seconds');
  const started = new Date();
  const loadAtStart = loadavg();

  if (!values['skip-build']) run('npm', ['run', 'build']);
  const chunk = largestChunk();
  const targets = [
    { name: 'page', path: '/about', status: 200 },
    { name: 'start-up chunk', path: chunk, status: 200 },
    { name: '404 view', path: '/no-such-page', status: 404 },
  ];
  const copy = beforeCopy();
  const servers = {
    before: await startServer({ root: copy, port, server: 'nginx' }),
    after: await startServer({ root, port: port + 1, server: 'nginx' }),
  };
  /** @typedef {keyof typeof servers} Variant */
  /** @type {Record<string, Partial<Record<Variant, Awaited<ReturnType<typeof measure>>[]>>>} */
  const measured = {};
  /** @type {Record<string, Partial<Record<Variant, Awaited<ReturnType<typeof probe>>>>>} */
  const responses = {};
  try {
    for (const target of targets) {
      /** @type {Partial<Record<Variant, Awaited<ReturnType<typeof probe>>>>} */
      const byVariant = {};
      responses[target.name] = byVariant;
      for (const variant of VARIANTS) {
        byVariant[variant] = await probe(`${servers[variant].origin}${target.path}`);
      }
    }
    for (let round = 1; round <= rounds; round += 1) {
      for (const target of targets) {
        // Alternate which goes first, so that neither always runs on a warmer machine.
        const order = round % 2 ? VARIANTS : [...VARIANTS].reverse();
        for (const variant of order) {
          process.stderr.write(
            `load: round ${round}/${rounds} ${target.name} ${variant} (${connections} connections, ${duration} s)\n`,
          );
          const result = await measure({
            url: `${servers[variant].origin}${target.path}`,
            connections,
            duration,
            status: target.status,
          });
          ((measured[target.name] ??= {})[variant] ??= []).push(result);
        }
      }
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
    rmSync(copy, { recursive: true, force: true });
  }

  const rows = targets.map((target) => {
    /** @param {Variant} variant */
    const of = (variant) => {
      const runs = measured[target.name]?.[variant] ?? [];
      const response = responses[target.name]?.[variant];
      if (!response) throw new Error(`load: ${target.path} was not probed on ${variant}`);
      /** @param {'requests' | 'errors' | 'timeouts' | 'unexpected'} key */
      const sum = (key) => runs.reduce((total, r) => total + r[key], 0);
      return {
        requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
        latencyP50Ms: median(runs.map((r) => r.latencyP50Ms)),
        latencyP99Ms: median(runs.map((r) => r.latencyP99Ms)),
        bytesPerResponse: median(runs.map((r) => r.bytesPerResponse)),
        requests: sum('requests'),
        problems: sum('errors') + sum('timeouts') + sum('unexpected'),
        response,
        runs,
      };
    };
    const before = of('before');
    const after = of('after');
    return {
      target: target.name,
      path: target.path,
      expectedStatus: target.status,
      before,
      after,
      ratio: after.requestsPerSecond / before.requestsPerSecond,
    };
  });
  const problems = rows.reduce((sum, row) => sum + row.before.problems + row.after.problems, 0);

  const header = [
    'target',
    'before: req/s',
    'after: req/s',
    'after / before',
    'latency p50 / p99 ms (before → after)',
    'body on the wire (before → after)',
    'requests',
    'errors, timeouts, unexpected statuses',
  ];
  const table = markdownTable(
    header,
    rows.map((row) => [
      `${row.target} (\`${row.path}\`, ${row.expectedStatus})`,
      fmt(row.before.requestsPerSecond),
      fmt(row.after.requestsPerSecond),
      `× ${fmt(row.ratio, 2)}`,
      `${fmt(row.before.latencyP50Ms)} / ${fmt(row.before.latencyP99Ms)} → ${fmt(row.after.latencyP50Ms)} / ${fmt(row.after.latencyP99Ms)}`,
      `${row.before.response.encoding} ${fmt(row.before.response.bodyBytes / 1000, 1)} kB → ${row.after.response.encoding} ${fmt(row.after.response.bodyBytes / 1000, 1)} kB`,
      String(row.before.requests + row.after.requests),
      String(row.before.problems + row.after.problems),
    ]),
  );
  const machine = describeMachine(loadAtStart);
  const verdict = problems
    ? `${problems} error(s), timeout(s) or unexpected status(es): see latest.json.`
    : 'Zero errors, zero timeouts, and every response had the expected status.';

  console.log(table);
  console.log(`\n${verdict}`);

  if (values.out !== '-') {
    mkdirSync(values.out, { recursive: true });
    const markdown = [
      '# Load benchmark',
      '',
      `Written by \`npm run bench:load\` (quality/load-bench.mjs) on ${started.toISOString()}, on ${machine.cpu} (${machine.memoryGiB} GiB, Node ${machine.node}, load average at start ${machine.loadAverageAtStart.join(', ')}).`,
      `nginx (one worker process) with \`deploy/nginx/scoot.conf\` on loopback, loaded by autocannon with ${connections} connections for ${duration} s per measurement, ${rounds} round(s) alternating the two servers; requests/s and latencies are medians over the rounds.`,
      'Before: the precompressed copies ignored (`brotli_static off; gzip_static off;`), so nginx gzips every response on the fly at level 6, as before issue 16. After: the configuration as committed, sending the build’s brotli (quality 11) copies. Both answer `Accept-Encoding: gzip, deflate, br, zstd`, as Chromium sends it.',
      'autocannon runs on the same machine as nginx and takes CPU of its own, so the ratios say more than the absolute figures.',
      '',
      table,
      '',
      verdict,
      '',
    ].join('\n');
    await writeFormatted(
      join(values.out, 'latest.json'),
      JSON.stringify({
        date: started.toISOString(),
        machine,
        connections,
        durationSeconds: duration,
        rounds,
        rows,
      }),
    );
    await writeFormatted(join(values.out, 'latest.md'), markdown);
    process.stderr.write(`load: wrote ${join(values.out, 'latest.{md,json}')}\n`);
  }
  process.exitCode = problems ? 1 : 0;
}

runMain(import.meta.url, main);
