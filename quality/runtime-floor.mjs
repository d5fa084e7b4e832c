#!/usr/bin/env node
/**
 * `npm run bench:runtime` (issue 7): how much of the mobile figures is the framework's
 * client runtime. Not a test, and not a way to ship the site.
 *
 * It copies the export to .bench/runtime-free/ with Next's runtime removed (its script
 * chunks, their preloads, the loader deploy/runtime-loading.mjs puts in their place, and the
 * RSC payload; the site's own tiny routing scripts stay, so the per-page CSP still matches),
 * serves both copies the way `npm run serve` does, and runs Lighthouse's mobile preset on
 * every route, alternating the two so the machine's noise falls on both alike. It prints
 * medians and the ratio of the runtime-free copy to the real site, and writes them to
 * docs/audit/runtime-floor.md: what the runtime still costs, and how close the site is to
 * the floor a page without any script would have.
 *
 * Options: --runs N (default 3), --skip-build, --port N (default 4394; the copy uses N+1),
 *          --out DIR (default docs/audit; "-" writes nothing).
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

import { htmlFiles } from '../deploy/export-files.mjs';
import { discoverRoutes, median } from './audit-figures.mjs';
import { lighthouseRun } from './audit-runs.mjs';
import { KB } from './budgets.mjs';
import { markdownTable, root, run, runMain, startServer, writeFormatted } from './tools.mjs';

/** @typedef {import('./audit-figures.mjs').Summary} Summary */

/**
 * The page without Next's client runtime: no script chunk, no preload of one, no RSC
 * payload. What is left is the HTML a visitor with JavaScript off already gets.
 * @param {string} html
 */
export function withoutRuntime(html) {
  return html
    .replace(/<script\b[^>]*\ssrc="\/_next\/[^"]*"[^>]*><\/script>/g, '')
    .replace(/<script data-runtime-loader="">[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\sas="script"[^>]*\/?>/g, '')
    .replace(/<script>\(?self\.__next_f\b[\s\S]*?<\/script>/g, '');
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'skip-build': { type: 'boolean', default: false },
      port: { type: 'string', default: '4394' },
      out: { type: 'string', default: join(root, 'docs', 'audit') },
    },
  });
  const runs = Number(values.runs);
  const started = new Date();
  const loadAtStart = loadavg().map((value) => value.toFixed(2));

  if (!values['skip-build']) run('npm', ['run', 'build']);
  const copy = join(root, '.bench', 'runtime-free');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(dirname(copy), { recursive: true });
  cpSync(join(root, 'out'), copy, { recursive: true });
  for (const file of htmlFiles(copy)) {
    writeFileSync(file, withoutRuntime(readFileSync(file, 'utf8')));
  }

  const routes = discoverRoutes(join(root, 'out'));
  const port = Number(values.port);
  const variants = [
    { name: 'site', server: await startServer({ root, port }) },
    { name: 'runtime-free', server: await startServer({ root, dir: copy, port: port + 1 }) },
  ];
  /** @type {Record<string, Record<string, Summary[]>>} */
  const measured = {};
  try {
    let done = 0;
    const total = runs * routes.length * variants.length;
    for (let index = 0; index < runs; index += 1) {
      for (const route of routes) {
        for (const { name, server } of variants) {
          done += 1;
          process.stderr.write(`runtime: lighthouse ${done}/${total} ${name} ${route.name}\n`);
          const { mobile: summary } = await lighthouseRun(
            `${server.origin}${route.lighthousePath}`,
            'mobile',
          );
          if (!summary || summary.runtimeError)
            throw new Error(`${route.name}: ${summary?.runtimeError ?? 'no mobile run'}`);
          ((measured[route.name] ??= {})[name] ??= []).push(summary);
        }
      }
    }
  } finally {
    await Promise.all(variants.map(({ server }) => server.stop()));
  }

  /**
   * The table's figures: a name, how to read it from a run, how to print it.
   * @type {[string, (run: Summary) => number, (value: number) => string][]}
   */
  const columns = [
    ['perf', (r) => r.scores.performance, (v) => v.toFixed(0)],
    ['FCP s', (r) => r.metrics.fcpMs, (v) => (v / 1000).toFixed(2)],
    ['LCP s', (r) => r.metrics.lcpMs, (v) => (v / 1000).toFixed(2)],
    ['TBT ms', (r) => r.metrics.tbtMs, (v) => v.toFixed(0)],
    ['JS kB', (r) => r.bytes.script, (v) => (v / KB).toFixed(1)],
    ['total kB', (r) => r.bytes.total, (v) => (v / KB).toFixed(1)],
  ];
  /** @param {Summary[]} list @param {(run: Summary) => number} get */
  const figure = (list, get) => median(list.map(get));
  const rows = routes.map((route) => {
    const { site = [], 'runtime-free': free = [] } = measured[route.name] ?? {};
    if (figure(free, (r) => r.bytes.script) > 0) {
      throw new Error(`${route.name}: the runtime-free copy still loads script`);
    }
    return [
      route.name,
      ...columns.map(([, get, format]) => {
        const [a, b] = [figure(site, get), figure(free, get)];
        return `${format(a)} → ${format(b)}${a > 0 ? ` (×${(b / a).toFixed(2)})` : ''}`;
      }),
    ];
  });
  const table = markdownTable(['route', ...columns.map(([name]) => name)], rows);
  const markdown = [
    '# The framework runtime on the mobile figures',
    '',
    `Written by \`npm run bench:runtime\` (quality/runtime-floor.mjs) on ${started.toISOString()}, on ${cpus()[0]?.model ?? 'unknown'} x ${cpus().length} (load average at start ${loadAtStart.join(', ')}).`,
    `Lighthouse's mobile preset (simulated slow 4G, 4x CPU), ${runs} runs per route and copy, alternating; medians.`,
    'Each cell is the site as built → the same export with Next’s client runtime removed (script chunks, their loader and preloads, the RSC payload); × is runtime-free / site.',
    'The runtime-free copy is a measurement, not a way to ship: without the runtime the menu, the accordion enhancements and Get Scootin do not run.',
    '',
    table,
    '',
  ].join('\n');
  console.log(markdown);
  if (values.out !== '-') {
    const path = join(values.out, 'runtime-floor.md');
    mkdirSync(values.out, { recursive: true });
    await writeFormatted(path, markdown);
    process.stderr.write(`runtime: wrote ${path}\n`);
  }
}

runMain(import.meta.url, main);
