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
 *
 * Options: --runs N (default 3), --skip-build, --port N (default $AUDIT_PORT or 4390),
 *          --out DIR (default docs/audit; "-" writes nothing).
 *
 * The 404 view is answered with status 404, which Lighthouse refuses to audit
 * (ERRORED_DOCUMENT_REQUEST). Lighthouse therefore loads /_not-found, the same file
 * (out/_not-found.html is byte-identical to out/404.html) served with status 200, while
 * axe checks the real /no-such-page response.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, type as osType, release } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { chromium, devices } from '@playwright/test';
import axe from 'axe-core';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import * as prettier from 'prettier';

import { budgets, intendedAuditFailures, KB, REFERENCE_ROUTE } from './budgets.mjs';
import { startServer } from './server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FORM_FACTORS = /** @type {const} */ (['mobile', 'desktop']);
const AXE_WIDTH = { mobile: 375, desktop: 1440 };
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'];
/** Lighthouse resource types, grouped into the table's columns. */
const BYTE_GROUPS = {
  document: ['Document'],
  script: ['Script'],
  stylesheet: ['Stylesheet'],
  font: ['Font'],
  image: ['Image'],
};

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The routes to audit: every page of the export whose file name is lowercase (the alias
 * pages /About, /ABOUT render the same page), then the 404 view. A new page is audited
 * without anyone listing it here.
 * @param {string} outDir
 */
export function discoverRoutes(outDir) {
  const errorViews = new Set(['404', '_not-found', '400']);
  const pages = readdirSync(outDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.slice(0, -'.html'.length))
    .filter((name) => !errorViews.has(name) && name === name.toLowerCase())
    .map((name) => (name === 'index' ? '/' : `/${name}`))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
  return [
    ...pages.map((path) => ({ name: path, lighthousePath: path, axePath: path })),
    { name: REFERENCE_ROUTE, lighthousePath: '/_not-found', axePath: '/no-such-page' },
  ];
}

/** One Lighthouse run in a fresh Chromium profile, reduced to the figures the audit keeps. */
async function lighthouseRunOnce(url, formFactor, intended) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return summarise(result.lhr, new URL(url).origin, intended);
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run, as the audit and the benchmarks take it. A run Lighthouse itself could
 * not complete (NO_NAVSTART, NO_FCP: a hiccup of the browser on a busy machine) is run once
 * more; a second failure is returned, with its `runtimeError`, for the caller to count.
 */
export async function lighthouseRun(url, formFactor, intended = []) {
  const summary = await lighthouseRunOnce(url, formFactor, intended);
  if (!summary.runtimeError) return summary;
  process.stderr.write(`lighthouse: ${summary.runtimeError} on ${url}, running it again\n`);
  return lighthouseRunOnce(url, formFactor, intended);
}

/**
 * A category's score as Lighthouse computes it (the weighted mean of its audits' scores),
 * leaving out the audits the route fails on purpose; null audits (not applicable) do not count.
 */
function categoryScore(lhr, category, intended) {
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const score = lhr.audits[ref.id]?.score;
    if (intended.includes(ref.id) || ref.weight === 0 || typeof score !== 'number') continue;
    weighted += ref.weight * score;
    weights += ref.weight;
  }
  return weights ? Math.round((weighted / weights) * 100) : NaN;
}

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} origin
 * @param {string[]} intended audits this route fails by design (budgets.intendedAuditFailures)
 */
function summarise(lhr, origin, intended) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = /** @type {{ url: string, resourceType?: string, transferSize?: number }[]} */ (
    lhr.audits['network-requests']?.details?.items ?? []
  );
  const bytes = { total: 0, other: 0 };
  for (const group of Object.keys(BYTE_GROUPS)) bytes[group] = 0;
  for (const request of requests) {
    const size = request.transferSize ?? 0;
    bytes.total += size;
    const group = Object.keys(BYTE_GROUPS).find((name) =>
      BYTE_GROUPS[name].includes(request.resourceType),
    );
    bytes[group ?? 'other'] += size;
  }
  const foreign = requests
    .map((request) => request.url)
    .filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);
  /** Audits of the four categories that did not pass, for the report's "why". */
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter(
        (ref) =>
          ref.weight > 0 && !intended.includes(ref.id) && (lhr.audits[ref.id]?.score ?? 1) < 1,
      )
      .map((ref) => `${category}: ${ref.id}`),
  );
  const adjusted = CATEGORIES.filter((category) =>
    (lhr.categories[category]?.auditRefs ?? []).some(
      (ref) => intended.includes(ref.id) && (lhr.audits[ref.id]?.score ?? 1) < 1,
    ),
  );
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => {
        if (adjusted.includes(category)) return [category, categoryScore(lhr, category, intended)];
        const score = lhr.categories[category]?.score;
        return [category, typeof score === 'number' ? Math.round(score * 100) : NaN];
      }),
    ),
    adjusted,
    metrics: {
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      siMs: audit('speed-index'),
    },
    bytes,
    requests: requests.length,
    foreign,
    failing,
    runtimeError: lhr.runtimeError?.code ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/** Scrolls through the page once, so lazy images and anything below the fold are in. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
}

/** axe-core on every route at the two widths, plus any request that left the origin. */
async function axeAll(origin, routes) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
  });
  const results = {};
  try {
    for (const route of routes) {
      results[route.name] = {};
      for (const formFactor of FORM_FACTORS) {
        const width = AXE_WIDTH[formFactor];
        const context = await browser.newContext(
          formFactor === 'mobile'
            ? { ...devices['Pixel 7'], viewport: { width, height: 812 } }
            : { viewport: { width, height: 900 } },
        );
        const page = await context.newPage();
        const foreign = [];
        page.on('request', (request) => {
          const url = request.url();
          if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) foreign.push(url);
        });
        await page.goto(`${origin}${route.axePath}`, { waitUntil: 'load' });
        await scrollThrough(page);
        // Through the DevTools protocol: the page's CSP rightly refuses an injected <script>.
        await page.evaluate(axe.source);
        const violations = await page.evaluate(async () => {
          const { violations } = await /** @type {any} */ (window).axe.run(document);
          return violations.map((violation) => ({
            id: violation.id,
            impact: violation.impact,
            targets: violation.nodes.map((node) => node.target.join(' ')),
          }));
        });
        results[route.name][formFactor] = { width, violations, foreign };
        await context.close();
      }
    }
    return { results, chromiumVersion: browser.version() };
  } finally {
    await browser.close();
  }
}

const num = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const kb = (bytes) => num(bytes / KB, 1);

/**
 * Medians over the runs of one route and form factor. Foreign requests are the union of all
 * runs, not a median: one stray request is one too many.
 */
function aggregate(runs) {
  const pick = (get) => median(runs.map(get));
  const first = runs[0];
  return {
    scores: Object.fromEntries(Object.keys(first.scores).map((k) => [k, pick((r) => r.scores[k])])),
    metrics: Object.fromEntries(
      Object.keys(first.metrics).map((k) => [k, pick((r) => r.metrics[k])]),
    ),
    bytes: Object.fromEntries(Object.keys(first.bytes).map((k) => [k, pick((r) => r.bytes[k])])),
    requests: pick((r) => r.requests),
    foreign: [...new Set(runs.flatMap((r) => r.foreign))],
    failing: [...new Set(runs.flatMap((r) => r.failing))],
    adjusted: [...new Set(runs.flatMap((r) => r.adjusted))],
    runtimeErrors: [...new Set(runs.map((r) => r.runtimeError).filter(Boolean))],
  };
}

/** Every broken budget, as sentences; also marks the broken cells for the table. */
export function evaluate(results) {
  const failures = [];
  const marks = new Set();
  const fail = (route, formFactor, cell, message) => {
    failures.push(`${route} (${formFactor}): ${message}`);
    marks.add(`${route}|${formFactor}|${cell}`);
  };
  for (const formFactor of FORM_FACTORS) {
    const reference = results.find((r) => r.route === REFERENCE_ROUTE)?.[formFactor];
    for (const result of results) {
      const { route } = result;
      const m = result[formFactor];
      for (const error of m.runtimeErrors) fail(route, formFactor, 'route', `Lighthouse ${error}`);
      for (const [category, minimum] of Object.entries(budgets.scores[formFactor])) {
        const score = m.scores[category];
        if (!(score >= minimum)) {
          const why = m.failing
            .filter((f) => f.startsWith(`${category}:`))
            .map((f) => f.split(': ')[1]);
          fail(
            route,
            formFactor,
            category,
            `${category} ${num(score)} < ${minimum}` +
              (why.length ? ` (failing audits: ${why.join(', ')})` : ''),
          );
        }
      }
      if (formFactor === 'mobile') {
        const { largestContentfulPaintMs, totalBlockingTimeMs, cumulativeLayoutShift } =
          budgets.mobileMetrics;
        if (!(m.metrics.lcpMs <= largestContentfulPaintMs))
          fail(
            route,
            formFactor,
            'lcp',
            `LCP ${num(m.metrics.lcpMs)} ms > ${largestContentfulPaintMs} ms`,
          );
        if (!(m.metrics.tbtMs <= totalBlockingTimeMs))
          fail(
            route,
            formFactor,
            'tbt',
            `TBT ${num(m.metrics.tbtMs)} ms > ${totalBlockingTimeMs} ms`,
          );
        if (!(m.metrics.cls <= cumulativeLayoutShift))
          fail(route, formFactor, 'cls', `CLS ${num(m.metrics.cls, 3)} > ${cumulativeLayoutShift}`);
      }
      if (reference && route !== REFERENCE_ROUTE) {
        const limit = reference.bytes.script + budgets.bytes.scriptOverReference;
        if (!(m.bytes.script <= limit))
          fail(
            route,
            formFactor,
            'script',
            `JS ${kb(m.bytes.script)} kB > ${REFERENCE_ROUTE}'s ${kb(reference.bytes.script)} kB + ${kb(budgets.bytes.scriptOverReference)} kB`,
          );
      }
      if (!(m.bytes.total <= budgets.bytes.total))
        fail(
          route,
          formFactor,
          'total',
          `total transfer ${kb(m.bytes.total)} kB > ${kb(budgets.bytes.total)} kB`,
        );
      if (!(m.bytes.font <= budgets.bytes.fonts))
        fail(
          route,
          formFactor,
          'font',
          `fonts ${kb(m.bytes.font)} kB > ${kb(budgets.bytes.fonts)} kB`,
        );
      const foreign = [...m.foreign, ...(m.axe?.foreign ?? [])];
      if (foreign.length > budgets.foreignRequests)
        fail(
          route,
          formFactor,
          'foreign',
          `requests to other origins: ${[...new Set(foreign)].join(', ')}`,
        );
      const violations = m.axe?.violations ?? [];
      if (violations.length > budgets.axeViolations)
        fail(
          route,
          formFactor,
          'axe',
          `axe at ${m.axe.width} px: ${violations.map((v) => `${v.id} (${v.impact}) on ${v.targets.join(', ')}`).join('; ')}`,
        );
    }
  }
  return { failures, marks };
}

/** The one table: a row per route and form factor, broken budgets marked with ✗. */
export function renderTable(results, marks) {
  const header = [
    'route',
    'form',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CLS',
    'SI s',
    'JS kB (vs 404)',
    'CSS kB',
    'font kB',
    'img kB',
    'HTML kB',
    'other kB',
    'total kB',
    'requests',
    'axe c/s/m/m',
  ];
  const rows = [];
  for (const result of results) {
    for (const formFactor of FORM_FACTORS) {
      const m = result[formFactor];
      const mark = (cell, text) =>
        marks.has(`${result.route}|${formFactor}|${cell}`) ? `${text} ✗` : text;
      const reference = results.find((r) => r.route === REFERENCE_ROUTE)?.[formFactor];
      const delta =
        reference && result.route !== REFERENCE_ROUTE
          ? ` (${m.bytes.script >= reference.bytes.script ? '+' : ''}${kb(m.bytes.script - reference.bytes.script)})`
          : '';
      const impacts = IMPACTS.map(
        (impact) => (m.axe?.violations ?? []).filter((v) => v.impact === impact).length,
      );
      rows.push([
        mark('route', result.route),
        formFactor,
        ...CATEGORIES.map((category) =>
          mark(category, `${num(m.scores[category])}${m.adjusted.includes(category) ? '†' : ''}`),
        ),
        num(m.metrics.fcpMs / 1000, 2),
        mark('lcp', num(m.metrics.lcpMs / 1000, 2)),
        mark('tbt', num(m.metrics.tbtMs)),
        mark('cls', num(m.metrics.cls, 3)),
        num(m.metrics.siMs / 1000, 2),
        mark('script', `${kb(m.bytes.script)}${delta}`),
        kb(m.bytes.stylesheet),
        mark('font', kb(m.bytes.font)),
        kb(m.bytes.image),
        kb(m.bytes.document),
        kb(m.bytes.other),
        mark('total', kb(m.bytes.total)),
        mark('foreign', num(m.requests)),
        mark('axe', impacts.join('/')),
      ]);
    }
  }
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * Writes a results file formatted with the repo's Prettier settings, so that
 * `prettier --check .` passes on what the audit and the benchmarks commit.
 */
export async function writeFormatted(path, text) {
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
}

/** Runs a command in the checkout, its output on stderr; throws when it fails. */
export function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'skip-build': { type: 'boolean', default: false },
      port: { type: 'string', default: process.env.AUDIT_PORT ?? '4390' },
      out: { type: 'string', default: join(root, 'docs', 'audit') },
    },
  });
  const runs = Number(values.runs);
  const started = new Date();
  const loadAtStart = loadavg();

  if (!values['skip-build']) run('npm', ['run', 'build']);
  const routes = discoverRoutes(join(root, 'out'));
  const server = await startServer({ root, port: Number(values.port) });
  /** @type {Record<string, Record<string, ReturnType<typeof summarise>[]>>} */
  const lighthouseRuns = {};
  let axeResults;
  let chromiumVersion;
  try {
    const total = runs * FORM_FACTORS.length * routes.length;
    let done = 0;
    for (let index = 0; index < runs; index += 1) {
      for (const formFactor of FORM_FACTORS) {
        for (const route of routes) {
          done += 1;
          process.stderr.write(`audit: lighthouse ${done}/${total} ${formFactor} ${route.name}\n`);
          const summary = await lighthouseRun(
            `${server.origin}${route.lighthousePath}`,
            formFactor,
            intendedAuditFailures[route.name] ?? [],
          );
          ((lighthouseRuns[route.name] ??= {})[formFactor] ??= []).push(summary);
        }
      }
    }
    process.stderr.write('audit: axe-core at 375 and 1440 px\n');
    ({ results: axeResults, chromiumVersion } = await axeAll(server.origin, routes));
  } finally {
    await server.stop();
  }

  const results = routes.map((route) => ({
    route: route.name,
    lighthouseUrl: route.lighthousePath,
    axeUrl: route.axePath,
    ...Object.fromEntries(
      FORM_FACTORS.map((formFactor) => {
        const perRun = lighthouseRuns[route.name][formFactor];
        return [
          formFactor,
          {
            ...aggregate(perRun),
            axe: axeResults[route.name][formFactor],
            runs: perRun.map(({ scores, metrics, bytes, requests }) => ({
              scores,
              metrics,
              bytes,
              requests,
            })),
          },
        ];
      }),
    ),
  }));
  const { failures, marks } = evaluate(results);
  const table = renderTable(results, marks);
  const benchmarkIndex = median(
    Object.values(lighthouseRuns).flatMap((byForm) =>
      Object.values(byForm).flatMap((list) => list.map((r) => r.benchmarkIndex)),
    ),
  );
  const lighthouseVersion = JSON.parse(
    readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ).version;
  const machine = {
    cpu: `${cpus()[0]?.model ?? 'unknown'} x ${cpus().length}`,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${osType()} ${release()}`,
    node: process.version,
    chromium: chromiumVersion,
    lighthouse: lighthouseVersion,
    axeCore: axe.version,
    lighthouseBenchmarkIndex: Math.round(benchmarkIndex),
    loadAverageAtStart: loadAtStart.map((value) => Number(value.toFixed(2))),
  };
  const minutes = ((Date.now() - started.getTime()) / 60000).toFixed(1);

  console.log(table);
  console.log(
    failures.length
      ? `\n${failures.length} budget(s) broken:\n${failures.map((f) => `  - ${f}`).join('\n')}`
      : '\nEvery budget holds.',
  );
  console.log(`\n${runs} run(s) per route and form factor, medians; ${minutes} min.`);

  if (values.out !== '-') {
    mkdirSync(values.out, { recursive: true });
    const json = {
      date: started.toISOString(),
      machine,
      runsPerRoute: runs,
      durationMinutes: Number(minutes),
      budgets,
      referenceRoute: REFERENCE_ROUTE,
      results,
      failures,
    };
    const markdown = [
      '# Latest audit',
      '',
      `Written by \`npm run audit\` (quality/audit.mjs) on ${started.toISOString()}; budgets in`,
      '`quality/budgets.mjs`. Medians over the runs; a ✗ marks a broken budget. The raw figures',
      'of every run are in `latest.json`.',
      '',
      `- Machine: ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.os}; load average at start ${machine.loadAverageAtStart.join(', ')}`,
      `- Node ${machine.node}, Chromium ${machine.chromium}, Lighthouse ${machine.lighthouse}, axe-core ${machine.axeCore}; Lighthouse benchmark index ${machine.lighthouseBenchmarkIndex}`,
      `- ${runs} Lighthouse run(s) per route and form factor (mobile: simulated slow 4G and 4x CPU; desktop: Lighthouse's desktop preset); axe at 375 px (mobile rows) and 1440 px (desktop rows)`,
      `- † a score recomputed without the audits the route fails by design (${Object.entries(
        intendedAuditFailures,
      )
        .map(([route, ids]) => `${route}: ${ids.join(', ')}`)
        .join('; ')})`,
      `- The 404 row is the in-run reference for JavaScript; Lighthouse loads it as /_not-found (the same file with status 200), axe as /no-such-page`,
      '',
      table,
      '',
      failures.length
        ? `## ${failures.length} budget(s) broken\n\n${failures.map((f) => `- ${f}`).join('\n')}`
        : 'Every budget holds.',
      '',
    ].join('\n');
    await writeFormatted(join(values.out, 'latest.json'), JSON.stringify(json));
    await writeFormatted(join(values.out, 'latest.md'), markdown);
    process.stderr.write(`audit: wrote ${join(values.out, 'latest.{md,json}')}\n`);
  }
  process.exitCode = failures.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(2);
  });
}
