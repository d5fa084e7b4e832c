#!/usr/bin/env node
/**
 * `npm run audit` (issue 7): builds the site, serves out/ as production does (nginx, by
 * default) and measures every route against quality/budgets.mjs with Lighthouse 13 on the
 * system Chromium, mobile and desktop, several runs each in a fresh browser profile,
 * interleaved so that the machine's noise spreads over all routes alike. Prints one table of
 * medians and worst runs, writes it to docs/audit/latest.{md,json} with the machine and the
 * date, and exits 1 when a budget is broken (2 when the audit itself fails). The figures,
 * budget checks and tables are in quality/audit-figures.mjs.
 *
 * A mobile run measures the device, not the host (issue 28): Lighthouse gathers the page once
 * (its trace, and its benchmark index of the host), then audits that trace twice, with the
 * CPU slowdown that makes this host Lighthouse's mid-tier phone (calibratedSlowdown) and
 * with twice that for the low-end phone. Lighthouse's gather and audit modes (-G, -A) do the
 * split, with the artifacts in a temporary directory.
 *
 * The 404 view is measured as visitors get it: /no-such-page, answered with 404.html and
 * status 404. Lighthouse would refuse to audit a 404 document (ERRORED_DOCUMENT_REQUEST)
 * unless told to ignore the status (`ignoreStatusCode`); its SEO audits of the status and of
 * indexing then fail there by design (budgets.intendedAuditFailures).
 *
 * axe-core is not run here: every page's browser tests run it at 375 and 1440 px on each
 * `npm test` (__tests__/e2e/axeCheck.ts), and fail on any request to another origin.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

import {
  auditMarkdown,
  calibratedSlowdown,
  CATEGORIES,
  DEVICES,
  discoverRoutes,
  evaluate,
  FORM_FACTORS,
  renderBytesTable,
  renderTable,
  summarise,
} from './audit-figures.mjs';
import { budgets, intendedAuditFailures, REFERENCE_ROUTE } from './budgets.mjs';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  machine,
  root,
  run,
  runMain,
  SERVERS,
  startServer,
  writeFormatted,
} from './tools.mjs';

/** @typedef {import('./audit-figures.mjs').Run} Run */
/** @typedef {import('./audit-figures.mjs').Device} Device */
/** @typedef {Partial<Record<Device, Run>>} DeviceRuns */

const USAGE = `Usage: node quality/audit.mjs [options]   (npm run audit -- [options])
  --runs N          Lighthouse runs per route and form factor (default 5)
  --skip-build      audit the existing out/
  --port N          where to serve it (default $AUDIT_PORT or 4390)
  --server NAME     nginx (default: production, with its brotli copies), serve or cdn
  --route PATH      audit only this route (repeatable; 404 for the 404 view); default: all
  --out DIR         where latest.{md,json} go (default docs/audit; "-" writes nothing)
  --help            this text`;

/** @param {Record<string, unknown>} flags */
const lighthouseFlags = (flags) => ({
  output: /** @type {const} */ ('json'),
  logLevel: /** @type {const} */ ('error'),
  onlyCategories: [...CATEGORIES],
  ignoreStatusCode: true,
  ...flags,
});

/**
 * One Lighthouse run in a fresh Chromium profile, reduced to the figures the audit keeps: for
 * mobile, both phones from the run's one trace.
 * @param {string} url
 * @param {import('./audit-figures.mjs').FormFactor} formFactor
 * @param {string[]} intended audits this route fails by design
 * @returns {Promise<DeviceRuns>}
 */
async function lighthouseRunOnce(url, formFactor, intended) {
  const origin = new URL(url).origin;
  const artifacts = mkdtempSync(join(tmpdir(), 'scoot-lighthouse-'));
  try {
    const chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
    });
    try {
      if (formFactor === 'desktop') {
        const result = await lighthouse(url, lighthouseFlags({ port: chrome.port }), desktopConfig);
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        return { desktop: summarise(result.lhr, origin, intended) };
      }
      await lighthouse(url, lighthouseFlags({ port: chrome.port, gatherMode: artifacts }));
    } finally {
      chrome.kill();
    }
    const saved = join(artifacts, 'artifacts.json');
    const gathered = JSON.parse(readFileSync(saved, 'utf8'));
    const midTier = calibratedSlowdown(gathered.BenchmarkIndex);
    /** @param {'mobile' | 'low-end'} device */
    const audit = async (device) => {
      const cpuSlowdownMultiplier = midTier * budgets.cpuSlowdown[device];
      // Lighthouse refuses to audit with settings other than those it gathered with. The
      // slowdown only enters the simulation (the gathering is unthrottled), so the saved
      // settings are given the one the audit simulates.
      gathered.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
      writeFileSync(saved, JSON.stringify(gathered));
      const result = await lighthouse(url, lighthouseFlags({ auditMode: artifacts }), {
        extends: 'lighthouse:default',
        settings: { throttling: { cpuSlowdownMultiplier } },
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return summarise(result.lhr, origin, intended);
    };
    return { mobile: await audit('mobile'), 'low-end': await audit('low-end') };
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

/**
 * A run Lighthouse itself could not complete (NO_NAVSTART, NO_FCP: a hiccup of the browser on
 * a busy machine) is run once more; a second failure is kept, with its `runtimeError`, and
 * counts as a broken budget.
 * @param {string} url
 * @param {import('./audit-figures.mjs').FormFactor} formFactor
 * @param {string[]} intended
 */
async function lighthouseRun(url, formFactor, intended) {
  const runs = await lighthouseRunOnce(url, formFactor, intended);
  const error = Object.values(runs).find((summary) => summary?.runtimeError)?.runtimeError;
  if (!error) return runs;
  process.stderr.write(`lighthouse: ${error} on ${url}, running it again\n`);
  return lighthouseRunOnce(url, formFactor, intended);
}

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
  /** @type {import('./audit-figures.mjs').RouteResult[]} */
  const results = routes.map((route) => ({ route: route.name }));
  const server = await startServer({ root, port: Number(values.port), server: serverName });
  try {
    const total = runs * FORM_FACTORS.length * routes.length;
    let done = 0;
    for (let index = 0; index < runs; index += 1) {
      for (const formFactor of FORM_FACTORS) {
        for (const [i, route] of routes.entries()) {
          done += 1;
          process.stderr.write(`audit: lighthouse ${done}/${total} ${formFactor} ${route.name}`);
          const measured = await lighthouseRun(
            `${server.origin}${route.path}`,
            formFactor,
            intendedAuditFailures[route.name] ?? [],
          );
          const result = /** @type {import('./audit-figures.mjs').RouteResult} */ (results[i]);
          for (const device of DEVICES) {
            const summary = measured[device];
            if (summary) (result[device] ??= []).push(summary);
          }
          const hosts = Object.values(measured).map((summary) => summary?.host);
          process.stderr.write(
            `: benchmark index ${Math.round(hosts[0]?.benchmarkIndex ?? NaN)}, CPU ${hosts
              .map((host) => `${host?.cpuSlowdown.toFixed(2)}x`)
              .join(' / ')}\n`,
          );
        }
      }
    }
  } finally {
    await server.stop();
  }

  const { failures, marks } = evaluate(results);
  const table = renderTable(results, marks);
  const bytesTable = renderBytesTable(results);
  const version = (/** @type {string} */ name) =>
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  const where = {
    ...machine(loadAtStart),
    // "Chromium 156.0.8078.79 built on Debian ..."
    chromium: execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).split(' ')[1] ?? '',
    lighthouse: version('lighthouse'),
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
    const report = { date: started.toISOString(), machine: where, server: serverName, runs };
    await writeFormatted(
      join(values.out, 'latest.json'),
      JSON.stringify({
        ...report,
        durationMinutes: Number(minutes),
        budgets,
        referenceRoute: REFERENCE_ROUTE,
        results,
        failures,
      }),
    );
    await writeFormatted(
      join(values.out, 'latest.md'),
      auditMarkdown({ ...report, table, bytesTable, failures }),
    );
    process.stderr.write(`audit: wrote ${join(values.out, 'latest.{md,json}')}\n`);
  }
  process.exitCode = failures.length ? 1 : 0;
}

runMain(import.meta.url, main);
