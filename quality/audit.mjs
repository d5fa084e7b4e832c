#!/usr/bin/env node
/**
 * `npm run audit` (issue 7): builds the site, serves out/ as `npm run serve` does, and
 * measures every route against quality/budgets.mjs:
 *   - Lighthouse 12 on the system Chromium, mobile and desktop configurations, several
 *     fresh runs each (a new browser profile per run), interleaved so that the machine's
 *     noise spreads over all routes alike;
 *   - axe-core in Playwright at 375 px (with the mobile runs) and 1440 px (desktop), after
 *     scrolling the page through so lazy content is in.
 * Prints one table of medians, writes the same to docs/audit/latest.{md,json} with the
 * machine and the date, and exits 1 when a budget is broken (2 when the audit itself fails).
 * The command only runs things: the measuring is in quality/audit-runs.mjs, the figures,
 * budgets and tables in quality/audit-figures.mjs.
 *
 * Options: see USAGE below (`node quality/audit.mjs --help`).
 *
 * The 404 view is measured as visitors get it: /no-such-page, answered with 404.html and
 * status 404. Lighthouse would refuse to audit a 404 document (ERRORED_DOCUMENT_REQUEST)
 * unless told to ignore the status (`ignoreStatusCode`); its SEO audits of the status and of
 * indexing then fail there by design (budgets.intendedAuditFailures).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import axe from 'axe-core';

import {
  aggregate,
  auditMarkdown,
  DEVICES,
  discoverRoutes,
  evaluate,
  FORM_FACTORS,
  median,
  renderBytesTable,
  renderTable,
} from './audit-figures.mjs';
import { axeAll, lighthouseRun } from './audit-runs.mjs';
import { budgets, intendedAuditFailures, REFERENCE_ROUTE } from './budgets.mjs';
import { machine, root, run, runMain, SERVERS, startServer, writeFormatted } from './tools.mjs';

const USAGE = `Usage: node quality/audit.mjs [options]   (npm run audit -- [options])
  --runs N          Lighthouse runs per route and form factor (default 5)
  --skip-build      audit the existing out/
  --port N          where to serve it (default $AUDIT_PORT or 4390)
  --server NAME     nginx (default: production, with its brotli copies), serve or cdn
  --route PATH      audit only this route (repeatable; 404 for the 404 view); default: all
  --out DIR         where latest.{md,json} go (default docs/audit; "-" writes nothing)
  --help            this text`;

/** @typedef {import('./audit-figures.mjs').Summary} Summary */
/** @typedef {import('./audit-figures.mjs').FormFactor} FormFactor */
/** @typedef {import('./audit-figures.mjs').Device} Device */

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'skip-build': { type: 'boolean', default: false },
      port: { type: 'string', default: process.env.AUDIT_PORT ?? '4390' },
      server: { type: 'string', default: 'nginx' },
      out: { type: 'string', default: join(root, 'docs', 'audit') },
      route: { type: 'string', multiple: true },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const runs = Number(values.runs);
  const serverName = /** @type {import('./tools.mjs').ServerName} */ (values.server);
  if (!SERVERS.includes(serverName))
    throw new Error(`--server ${serverName}: use ${SERVERS.join(' or ')}`);
  const started = new Date();
  const loadAtStart = loadavg();

  if (!values['skip-build']) run('npm', ['run', 'build']);
  const routes = discoverRoutes(join(root, 'out')).filter(
    (route) => !values.route || values.route.includes(route.name),
  );
  if (routes.length === 0) throw new Error(`--route ${values.route?.join(', ')}: no such route`);
  const server = await startServer({ root, port: Number(values.port), server: serverName });
  /** @type {Record<string, Partial<Record<Device, Summary[]>>>} */
  const lighthouseRuns = {};
  let axeRun;
  try {
    const total = runs * FORM_FACTORS.length * routes.length;
    let done = 0;
    for (let index = 0; index < runs; index += 1) {
      for (const formFactor of FORM_FACTORS) {
        for (const route of routes) {
          done += 1;
          process.stderr.write(`audit: lighthouse ${done}/${total} ${formFactor} ${route.name}\n`);
          const summaries = await lighthouseRun(
            `${server.origin}${route.lighthousePath}`,
            formFactor,
            intendedAuditFailures[route.name] ?? [],
          );
          for (const device of DEVICES) {
            const summary = summaries[device];
            if (summary) ((lighthouseRuns[route.name] ??= {})[device] ??= []).push(summary);
          }
          const host = summaries.mobile?.host ?? summaries.desktop?.host;
          process.stderr.write(
            `audit:   benchmark index ${Math.round(host?.benchmarkIndex ?? NaN)}, CPU ${Object.values(
              summaries,
            )
              .map((s) => `${s?.host?.cpuSlowdown.toFixed(2)}x`)
              .join(' / ')}\n`,
          );
        }
      }
    }
    process.stderr.write('audit: axe-core at 375 and 1440 px\n');
    axeRun = await axeAll(server.origin, routes);
  } finally {
    await server.stop();
  }

  const results = routes.map((route) => {
    /** @param {Device} device */
    const measured = (device) => {
      const perRun = lighthouseRuns[route.name]?.[device] ?? [];
      return {
        ...aggregate(perRun),
        axe: device === 'low-end' ? undefined : axeRun.results[route.name]?.[device],
        perRun: perRun.map(({ scores, metrics, bytes, rawBytes, requests, lcpElement, host }) => ({
          host,
          scores,
          metrics,
          bytes,
          rawBytes,
          requests,
          lcpElement,
        })),
      };
    };
    return {
      route: route.name,
      lighthouseUrl: route.lighthousePath,
      axeUrl: route.axePath,
      mobile: measured('mobile'),
      'low-end': measured('low-end'),
      desktop: measured('desktop'),
    };
  });
  const { failures, marks } = evaluate(results);
  const table = renderTable(results, marks);
  const bytesTable = renderBytesTable(results);
  const benchmarkIndex = median(
    Object.values(lighthouseRuns).flatMap((byForm) =>
      Object.values(byForm).flatMap((list) => list.map((r) => r.benchmarkIndex)),
    ),
  );
  const lighthouseVersion = JSON.parse(
    readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ).version;
  const where = {
    ...machine(loadAtStart),
    chromium: axeRun.chromiumVersion,
    lighthouse: lighthouseVersion,
    axeCore: axe.version,
    lighthouseBenchmarkIndex: Math.round(benchmarkIndex),
  };
  const minutes = ((Date.now() - started.getTime()) / 60000).toFixed(1);

  console.log(table);
  console.log(
    failures.length
      ? `\n${failures.length} budget(s) broken:\n${failures.map((f) => `  - ${f}`).join('\n')}`
      : '\nEvery budget holds.',
  );
  console.log(`\n${bytesTable}`);
  console.log(
    `\n${runs} run(s) per route and form factor on ${serverName}, median and worst; ${minutes} min.`,
  );

  if (values.out !== '-') {
    mkdirSync(values.out, { recursive: true });
    const json = {
      date: started.toISOString(),
      machine: where,
      server: serverName,
      runsPerRoute: runs,
      durationMinutes: Number(minutes),
      budgets,
      referenceRoute: REFERENCE_ROUTE,
      results,
      failures,
    };
    const markdown = auditMarkdown({
      date: started.toISOString(),
      machine: where,
      server: serverName,
      runs,
      table,
      bytesTable,
      failures,
    });
    await writeFormatted(join(values.out, 'latest.json'), JSON.stringify(json));
    await writeFormatted(join(values.out, 'latest.md'), markdown);
    process.stderr.write(`audit: wrote ${join(values.out, 'latest.{md,json}')}\n`);
  }
  process.exitCode = failures.length ? 1 : 0;
}

runMain(import.meta.url, main);
