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
 * Options: --runs N (default 5), --skip-build, --port N (default $AUDIT_PORT or 4390),
 *          --server nginx|serve (default nginx: production, with its brotli copies),
 *          --out DIR (default docs/audit; "-" writes nothing).
 *
 * The 404 view is measured as visitors get it: /no-such-page, answered with 404.html and
 * status 404. Lighthouse would refuse to audit a 404 document (ERRORED_DOCUMENT_REQUEST)
 * unless told to ignore the status (`ignoreStatusCode`); its SEO audits of the status and of
 * indexing then fail there by design (budgets.intendedAuditFailures).
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, type as osType, release } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { chromium, devices } from '@playwright/test';
import axe from 'axe-core';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

import {
  aggregate,
  CATEGORIES,
  evaluate,
  FORM_FACTORS,
  median,
  renderBytesTable,
  renderTable,
} from './audit-figures.mjs';
import { budgets, intendedAuditFailures, REFERENCE_ROUTE } from './budgets.mjs';
import { SERVERS, startServer } from './server.mjs';
import { run, writeFormatted } from './tools.mjs';

export { median, run, writeFormatted };

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
const AXE_WIDTH = { mobile: 375, desktop: 1440 };
/** Lighthouse resource types, grouped into the table's columns. */
const BYTE_GROUPS = {
  document: ['Document'],
  script: ['Script'],
  stylesheet: ['Stylesheet'],
  font: ['Font'],
  image: ['Image'],
};

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
    { name: REFERENCE_ROUTE, lighthousePath: '/no-such-page', axePath: '/no-such-page' },
  ];
}

/** One Lighthouse run in a fresh Chromium profile, reduced to the figures the audit keeps. */
async function lighthouseRunOnce(url, formFactor, intended) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // The 404 view's status is the point of it (see the top of this file).
        ignoreStatusCode: true,
      },
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
 * True when the only console errors are the document's own error status ("Failed to load
 * resource: ... 404" for the page's URL).
 * @param {import('lighthouse').Result} lhr
 */
function onlyOwnStatusLogged(lhr) {
  const items = /** @type {any} */ (lhr.audits['errors-in-console']?.details)?.items ?? [];
  const page = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  return items.every(
    (/** @type {any} */ item) =>
      item.sourceLocation?.url === page && /status of 4\d\d/.test(item.description ?? ''),
  );
}

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} origin
 * @param {string[]} intended audits this route fails by design (budgets.intendedAuditFailures)
 */
function summarise(lhr, origin, intendedByDesign) {
  // A 404 document logs its own status in the console; any other console error still counts.
  const intended = intendedByDesign.filter(
    (id) => id !== 'errors-in-console' || onlyOwnStatusLogged(lhr),
  );
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const observed = /** @type {any} */ (lhr.audits.metrics?.details)?.items?.[0];
  const requests =
    /** @type {{ url: string, resourceType?: string, transferSize?: number, resourceSize?: number }[]} */ (
      lhr.audits['network-requests']?.details?.items ?? []
    );
  // What the server sent (transferSize: the encoded body and the headers), and what the
  // files weigh (resourceSize: the decoded body), per group.
  const bytes = { total: 0, other: 0 };
  const rawBytes = { total: 0, other: 0 };
  for (const group of Object.keys(BYTE_GROUPS)) bytes[group] = rawBytes[group] = 0;
  for (const request of requests) {
    const group =
      Object.keys(BYTE_GROUPS).find((name) => BYTE_GROUPS[name].includes(request.resourceType)) ??
      'other';
    for (const [sums, size] of [
      [bytes, request.transferSize ?? 0],
      [rawBytes, request.resourceSize ?? 0],
    ]) {
      sums.total += size;
      sums[group] += size;
    }
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
      // As the trace recorded them, before the simulation: tells a late paint from a slow network.
      observedFcpMs: observed?.observedFirstContentfulPaint ?? NaN,
      observedLcpMs: observed?.observedLargestContentfulPaint ?? NaN,
    },
    bytes,
    rawBytes,
    requests: requests.length,
    foreign,
    failing,
    lcpElement: lcpElement(lhr),
    runtimeError: lhr.runtimeError?.code ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/**
 * The element Lighthouse took for the largest contentful paint, as its selector and a
 * snippet of its markup, and the phases of that paint (time to first byte, the resource's
 * load delay and load time, the render delay), for the report's "why".
 * @param {import('lighthouse').Result} lhr
 */
function lcpElement(lhr) {
  const details = /** @type {any} */ (lhr.audits['largest-contentful-paint-element']?.details);
  const tables = details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (tables[1]?.items ?? []).map((/** @type {any} */ item) => [
      item.phase,
      Math.round(item.timing),
    ]),
  );
  return node ? { selector: node.selector, snippet: node.snippet, phases } : null;
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

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'skip-build': { type: 'boolean', default: false },
      port: { type: 'string', default: process.env.AUDIT_PORT ?? '4390' },
      server: { type: 'string', default: 'nginx' },
      out: { type: 'string', default: join(root, 'docs', 'audit') },
    },
  });
  const runs = Number(values.runs);
  const serverName = /** @type {'nginx' | 'serve'} */ (values.server);
  if (!SERVERS.includes(serverName))
    throw new Error(`--server ${serverName}: use ${SERVERS.join(' or ')}`);
  const started = new Date();
  const loadAtStart = loadavg();

  if (!values['skip-build']) run('npm', ['run', 'build']);
  const routes = discoverRoutes(join(root, 'out'));
  const server = await startServer({ root, port: Number(values.port), server: serverName });
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
            perRun: perRun.map(({ scores, metrics, bytes, rawBytes, requests, lcpElement }) => ({
              scores,
              metrics,
              bytes,
              rawBytes,
              requests,
              lcpElement,
            })),
          },
        ];
      }),
    ),
  }));
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
  console.log(`\n${bytesTable}`);
  console.log(
    `\n${runs} run(s) per route and form factor on ${serverName}, median and worst; ${minutes} min.`,
  );

  if (values.out !== '-') {
    mkdirSync(values.out, { recursive: true });
    const json = {
      date: started.toISOString(),
      machine,
      server: serverName,
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
      '`quality/budgets.mjs`. Per route, the median over the runs and the worst run of each',
      'figure; a ✗ marks a broken budget on the row it is judged on. The figures of every run',
      'are in `latest.json`.',
      '',
      `- Machine: ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.os}; load average at start ${machine.loadAverageAtStart.join(', ')}`,
      `- Node ${machine.node}, Chromium ${machine.chromium}, Lighthouse ${machine.lighthouse}, axe-core ${machine.axeCore}; Lighthouse benchmark index ${machine.lighthouseBenchmarkIndex}`,
      `- Server: ${serverName === 'nginx' ? "nginx with deploy/nginx/scoot.conf, as production (the build's brotli copies)" : 'serve, as `npm run serve` (gzip on the fly)'}`,
      `- ${runs} Lighthouse run(s) per route and form factor (mobile: simulated slow 4G and 4x CPU; desktop: Lighthouse's desktop preset); axe at 375 px (mobile rows) and 1440 px (desktop rows)`,
      `- † a score recomputed without the audits the route fails by design (${Object.entries(
        intendedAuditFailures,
      )
        .map(([route, ids]) => `${route}: ${ids.join(', ')}`)
        .join('; ')})`,
      `- The 404 row is the in-run reference for JavaScript; Lighthouse and axe load /no-such-page (status 404)`,
      '',
      table,
      '',
      '## Bytes per page, before and after compression',
      '',
      'Mobile, median run: what the files weigh, and what the server sent for them (compressed',
      'bodies and headers).',
      '',
      bytesTable,
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
