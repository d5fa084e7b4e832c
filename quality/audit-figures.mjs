/**
 * The audit's library, apart from the browsers that produce its figures: the routes to
 * audit, one Lighthouse result reduced to the figures the audit keeps, the median and the
 * worst of a route's runs, the budgets checked against them, and the tables and the report.
 * quality/audit.mjs (the command) runs Lighthouse and axe through quality/audit-runs.mjs,
 * then calls these; Jest tests them.
 */

import { readRoutes } from '../deploy/export-files.mjs';
import { budgets, intendedAuditFailures, KB, REFERENCE_ROUTE } from './budgets.mjs';
import { fixed as num, markdownTable } from './tools.mjs';

export const CATEGORIES = /** @type {const} */ ([
  'performance',
  'accessibility',
  'best-practices',
  'seo',
]);
/** Lighthouse's two configurations (and axe's two widths). */
export const FORM_FACTORS = /** @type {const} */ (['mobile', 'desktop']);
/**
 * What the audit reports on: the two phones (both from each mobile run's one trace, simulated
 * at two CPU slowdowns) and the desktop.
 */
export const DEVICES = /** @type {const} */ (['mobile', 'low-end', 'desktop']);
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'];
/** The byte groups of a run, in table order. */
export const BYTE_GROUPS = /** @type {const} */ ([
  'document',
  'script',
  'stylesheet',
  'font',
  'image',
  'other',
  'total',
]);
/** Lighthouse resource types, by the byte group they count in (the rest is `other`). */
const RESOURCE_TYPES = {
  document: 'Document',
  script: 'Script',
  stylesheet: 'Stylesheet',
  font: 'Font',
  image: 'Image',
};

/** @typedef {(typeof CATEGORIES)[number]} Category */
/** @typedef {(typeof FORM_FACTORS)[number]} FormFactor */
/** @typedef {(typeof DEVICES)[number]} Device */
/** @typedef {(typeof BYTE_GROUPS)[number]} ByteGroup */
/** @typedef {import('lighthouse').Result} LighthouseResult */
/** @typedef {{ name: string, lighthousePath: string, axePath: string }} Route */

/**
 * Lighthouse's benchmark index of a host and the CPU slowdown that makes that host behave
 * like Lighthouse's mid-tier mobile reference, as Lighthouse's docs/throttling.md ("Calibrating
 * the CPU slowdown") has it: its CPU slowdown calculator is linear between these points, and
 * above 1300 adds 1x per 233 points (1533 = 4x, the constant 4x Lighthouse assumes, 2000 = 6x).
 * PageSpeed Insights applies the same calculation to its own hosts: since Lighthouse 12.2.3
 * its configuration (core/config/lr-mobile-config.js) sets 1.2x from its fleet's median index.
 */
/** @type {[number, number][]} */
const CALIBRATION = [
  [150, 1],
  [800, 2],
  [1300, 3],
];
const INDEX_PER_SLOWDOWN_ABOVE_1300 = 233;

/**
 * The CPU slowdown for Lighthouse's mid-tier mobile on a host with this benchmark index. A
 * host slower than the reference phone (index under 150) cannot be slowed to it: 1x there.
 * @param {number} benchmarkIndex
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`No benchmark index to calibrate the CPU slowdown (${benchmarkIndex})`);
  let [x0, y0] = [0, 1];
  for (const [x1, y1] of CALIBRATION) {
    if (benchmarkIndex <= x1) {
      return x0 === 0 ? y1 : y0 + ((benchmarkIndex - x0) / (x1 - x0)) * (y1 - y0);
    }
    [x0, y0] = [x1, y1];
  }
  return y0 + (benchmarkIndex - x0) / INDEX_PER_SLOWDOWN_ABOVE_1300;
}

/**
 * The routes to audit: every page of the sitemap, in its order (the registry's pages, then
 * each current opening's), then the 404 view. A new page or opening is audited without
 * anyone listing it here; the alias pages (/About) and closed openings are not in it.
 * @param {string} outDir
 * @returns {Route[]}
 */
export function discoverRoutes(outDir) {
  return [
    ...readRoutes(outDir).map((path) => ({ name: path, lighthousePath: path, axePath: path })),
    { name: REFERENCE_ROUTE, lighthousePath: '/no-such-page', axePath: '/no-such-page' },
  ];
}

/**
 * @typedef {{
 *   scores: Record<Category, number>,
 *   metrics: { fcpMs: number, lcpMs: number, tbtMs: number, cls: number, siMs: number, observedFcpMs?: number, observedLcpMs?: number },
 *   bytes: Record<ByteGroup, number>,
 *   rawBytes: Record<ByteGroup, number>,
 *   requests: number,
 *   foreign: string[],
 *   failing: string[],
 *   adjusted: string[],
 *   runtimeError: string | null,
 *   host?: Host,
 * }} Run one Lighthouse run, as summarise() reduces it (the figures the budgets judge)
 */
/**
 * @typedef {{ benchmarkIndex: number, cpuSlowdown: number }} Host the run's host: Lighthouse's
 *   benchmark index of it, and the CPU slowdown the run's simulation applied
 * @typedef {{ selector: string, snippet: string, phases: Record<string, number> }} LcpElement
 * @typedef {Run & { lcpElement: LcpElement | null, benchmarkIndex: number }} Summary
 */

/**
 * A category's score as Lighthouse computes it (the weighted mean of its audits' scores),
 * leaving out the audits the route fails on purpose; null audits (not applicable) do not count.
 * @param {LighthouseResult} lhr
 * @param {Category} category
 * @param {string[]} intended
 */
export function categoryScore(lhr, category, intended) {
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
 * @param {LighthouseResult} lhr
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
 * One Lighthouse result reduced to the figures the audit keeps.
 * @param {LighthouseResult} lhr
 * @param {string} origin the site's: a request to any other is foreign
 * @param {string[]} intendedByDesign audits this route fails by design (intendedAuditFailures)
 * @returns {Summary}
 */
export function summarise(lhr, origin, intendedByDesign = []) {
  // A 404 document logs its own status in the console; any other console error still counts.
  const intended = intendedByDesign.filter(
    (id) => id !== 'errors-in-console' || onlyOwnStatusLogged(lhr),
  );
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const observed = /** @type {any} */ (lhr.audits.metrics?.details)?.items?.[0];
  const requests =
    /** @type {{ url: string, resourceType?: string, transferSize?: number, resourceSize?: number }[]} */ (
      /** @type {any} */ (lhr.audits['network-requests']?.details)?.items ?? []
    );
  // What the server sent (transferSize: the encoded body and the headers), and what the
  // files weigh (resourceSize: the decoded body), per group.
  const zeros = () =>
    /** @type {Record<ByteGroup, number>} */ (
      Object.fromEntries(BYTE_GROUPS.map((group) => [group, 0]))
    );
  const bytes = zeros();
  const rawBytes = zeros();
  for (const request of requests) {
    const group = /** @type {ByteGroup} */ (
      Object.entries(RESOURCE_TYPES).find(([, type]) => type === request.resourceType)?.[0] ??
        'other'
    );
    for (const [sums, size] of /** @type {const} */ ([
      [bytes, request.transferSize ?? 0],
      [rawBytes, request.resourceSize ?? 0],
    ])) {
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
  /** @type {string[]} */
  const adjusted = CATEGORIES.filter((category) =>
    (lhr.categories[category]?.auditRefs ?? []).some(
      (ref) => intended.includes(ref.id) && (lhr.audits[ref.id]?.score ?? 1) < 1,
    ),
  );
  const scores = /** @type {Record<Category, number>} */ (
    Object.fromEntries(
      CATEGORIES.map((category) => {
        if (adjusted.includes(category)) return [category, categoryScore(lhr, category, intended)];
        const score = lhr.categories[category]?.score;
        return [category, typeof score === 'number' ? Math.round(score * 100) : NaN];
      }),
    )
  );
  return {
    scores,
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
    host: {
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
    },
  };
}

/**
 * The element Lighthouse took for the largest contentful paint, as its selector and a
 * snippet of its markup, and the phases of that paint (time to first byte, the resource's
 * load delay and load time, the render delay), for the report's "why".
 * @param {LighthouseResult} lhr
 * @returns {LcpElement | null}
 */
function lcpElement(lhr) {
  // Lighthouse 13 replaced largest-contentful-paint-element with this insight: a list of the
  // subparts' table and the element's node. The phases keep Lighthouse 12's names.
  const details = /** @type {any} */ (lhr.audits['lcp-breakdown-insight']?.details);
  const parts = details?.items ?? [];
  const node = parts.find((/** @type {any} */ part) => part.type === 'node');
  /** @type {Record<string, string>} */
  const names = {
    timeToFirstByte: 'TTFB',
    resourceLoadDelay: 'Load Delay',
    resourceLoadDuration: 'Load Time',
    elementRenderDelay: 'Render Delay',
  };
  const table = parts.find((/** @type {any} */ part) => part.type === 'table');
  const phases = Object.fromEntries(
    (table?.items ?? []).map((/** @type {any} */ item) => [
      names[item.subpart] ?? item.subpart,
      Math.round(item.duration),
    ]),
  );
  return node ? { selector: node.selector, snippet: node.snippet, phases } : null;
}

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  // The middle one, or the mean of the middle two (the same index twice for an odd count).
  const upper = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? NaN;
  return (lower + upper) / 2;
}

/**
 * The worst of the runs: the lowest score, the highest time, shift or size. A run without
 * the figure (NaN) is the worst of all, since it measured nothing.
 * @param {number[]} values
 * @param {'higher-is-better' | 'lower-is-better'} direction
 */
export function worst(values, direction) {
  if (values.length === 0 || values.some((value) => !Number.isFinite(value))) return NaN;
  return direction === 'higher-is-better' ? Math.min(...values) : Math.max(...values);
}

/**
 * @typedef {Pick<Run, 'scores' | 'metrics' | 'bytes' | 'rawBytes' | 'requests'>} Figures
 * @typedef {{
 *   runs: number,
 *   median: Figures,
 *   worst: Figures,
 *   foreign: string[],
 *   failing: string[],
 *   adjusted: string[],
 *   runtimeErrors: string[],
 *   hosts: Record<keyof Host, { median: number, min: number, max: number }>,
 * }} Aggregate the runs of one route and device
 * @typedef {{ id: string, impact?: string | null, targets: string[] }} Violation
 * @typedef {{ width: number, violations: Violation[], foreign: string[] }} AxeResult
 * @typedef {{ route: string } & Record<FormFactor, Aggregate & { axe?: AxeResult }> & { 'low-end'?: Aggregate & { axe?: AxeResult } }} RouteResult
 */

/**
 * The median and the worst over the runs of one route and form factor, for every figure.
 * Foreign requests and failing audits are the union of all runs: one is one too many.
 * @param {Run[]} runs
 * @returns {Aggregate}
 */
export function aggregate(runs) {
  const first = runs[0];
  if (!first) throw new Error('aggregate: no runs');
  /**
   * @template {Record<string, number | undefined>} T
   * @param {(run: Run) => T} get
   * @param {'higher-is-better' | 'lower-is-better'} direction
   * @returns {{ median: T, worst: T }}
   */
  const both = (get, direction) => {
    const keys = Object.keys(get(first));
    /** @param {(values: number[]) => number} pick */
    const of = (pick) =>
      /** @type {T} */ (
        Object.fromEntries(keys.map((key) => [key, pick(runs.map((run) => get(run)[key] ?? NaN))]))
      );
    return { median: of(median), worst: of((values) => worst(values, direction)) };
  };
  const scores = both((run) => run.scores, 'higher-is-better');
  const metrics = both((run) => run.metrics, 'lower-is-better');
  const bytes = both((run) => run.bytes, 'lower-is-better');
  const rawBytes = both((run) => run.rawBytes, 'lower-is-better');
  const requests = both((run) => ({ requests: run.requests }), 'lower-is-better');
  /** @param {'median' | 'worst'} stat @returns {Figures} */
  const figures = (stat) => ({
    scores: scores[stat],
    metrics: metrics[stat],
    bytes: bytes[stat],
    rawBytes: rawBytes[stat],
    requests: requests[stat].requests,
  });
  return {
    runs: runs.length,
    median: figures('median'),
    worst: figures('worst'),
    foreign: [...new Set(runs.flatMap((r) => r.foreign))],
    failing: [...new Set(runs.flatMap((r) => r.failing))],
    adjusted: [...new Set(runs.flatMap((r) => r.adjusted))],
    runtimeErrors: [
      ...new Set(runs.flatMap((r) => (r.runtimeError === null ? [] : [r.runtimeError]))),
    ],
    hosts: {
      benchmarkIndex: spread(runs.map((r) => r.host?.benchmarkIndex ?? NaN)),
      cpuSlowdown: spread(runs.map((r) => r.host?.cpuSlowdown ?? NaN)),
    },
  };
}

/**
 * The median and the range of a figure that is neither good nor bad (the host's).
 * @param {number[]} values
 */
function spread(values) {
  const known = values.filter((value) => Number.isFinite(value));
  return known.length
    ? { median: median(known), min: Math.min(...known), max: Math.max(...known) }
    : { median: NaN, min: NaN, max: NaN };
}

/** @param {number} bytes */
export const kb = (bytes) => num(bytes / KB, 1);

/**
 * Every broken budget, as sentences; also marks the broken cells for the table, as
 * `route|form|stat|cell` (stat: median or worst, the row the budget is judged on).
 * @param {RouteResult[]} results
 */
export function evaluate(results) {
  /** @type {string[]} */
  const failures = [];
  /** @type {Set<string>} */
  const marks = new Set();
  /**
   * @param {string} route @param {Device} formFactor @param {'median' | 'worst'} stat
   * @param {string} cell @param {string} message
   */
  const fail = (route, formFactor, stat, cell, message) => {
    failures.push(`${route} (${formFactor}): ${message}`);
    marks.add(`${route}|${formFactor}|${stat}|${cell}`);
  };
  for (const formFactor of DEVICES) {
    const reference = results.find((r) => r.route === REFERENCE_ROUTE)?.[formFactor];
    for (const result of results) {
      const { route } = result;
      const m = result[formFactor];
      if (!m) continue;
      const runs = `in ${m.runs} run(s)`;
      for (const error of m.runtimeErrors)
        fail(route, formFactor, 'worst', 'route', `Lighthouse ${error}`);
      for (const category of CATEGORIES) {
        const minimum = budgets.scores[formFactor][category];
        const score = m.worst.scores[category];
        if (!(score >= minimum)) {
          const why = m.failing
            .filter((f) => f.startsWith(`${category}:`))
            .map((f) => f.split(': ')[1]);
          fail(
            route,
            formFactor,
            'worst',
            category,
            `${category} ${num(score)} < ${minimum} at worst ${runs}` +
              (why.length ? ` (failing audits: ${why.join(', ')})` : ''),
          );
        }
      }
      if (formFactor !== 'desktop') {
        const phone = budgets.metrics[formFactor];
        /** @type {[string, 'lcpMs' | 'tbtMs' | 'cls', string, { median?: number, worst?: number }, string, number][]} */
        const metricBudgets = [
          ['lcp', 'lcpMs', 'LCP', phone.largestContentfulPaintMs, ' ms', 0],
          ['tbt', 'tbtMs', 'TBT', phone.totalBlockingTimeMs, ' ms', 0],
          ['cls', 'cls', 'CLS', phone.cumulativeLayoutShift, '', 3],
        ];
        for (const [cell, key, label, limits, unit, digits] of metricBudgets) {
          for (const stat of /** @type {const} */ (['median', 'worst'])) {
            const limit = limits[stat];
            if (limit === undefined) continue;
            const value = m[stat].metrics[key];
            if (!(value <= limit))
              fail(
                route,
                formFactor,
                stat,
                cell,
                `${label} ${num(value, digits)}${unit} > ${limit}${unit} (${stat} ${runs})`,
              );
          }
        }
      }
      // The low-end phone loads the very same bytes as the mid-tier one (the same runs).
      if (formFactor === 'low-end') continue;
      const bytes = m.worst.bytes;
      if (reference && route !== REFERENCE_ROUTE) {
        const limit = reference.worst.bytes.script + budgets.bytes.scriptOverReference;
        if (!(bytes.script <= limit))
          fail(
            route,
            formFactor,
            'worst',
            'script',
            `JS ${kb(bytes.script)} kB > ${REFERENCE_ROUTE}'s ${kb(reference.worst.bytes.script)} kB + ${kb(budgets.bytes.scriptOverReference)} kB`,
          );
      }
      for (const [cell, label, limit] of /** @type {const} */ ([
        ['script', 'JS', budgets.bytes.script],
        ['total', 'total transfer', budgets.bytes.total],
        ['font', 'fonts', budgets.bytes.fonts],
      ])) {
        if (!(bytes[cell] <= limit))
          fail(
            route,
            formFactor,
            'worst',
            cell,
            `${label} ${kb(bytes[cell])} kB > ${kb(limit)} kB`,
          );
      }
      const foreign = [...m.foreign, ...(m.axe?.foreign ?? [])];
      if (foreign.length > budgets.foreignRequests)
        fail(
          route,
          formFactor,
          'worst',
          'foreign',
          `requests to other origins: ${[...new Set(foreign)].join(', ')}`,
        );
      const violations = m.axe?.violations ?? [];
      if (violations.length > budgets.axeViolations)
        fail(
          route,
          formFactor,
          'worst',
          'axe',
          `axe at ${m.axe?.width} px: ${violations.map((v) => `${v.id} (${v.impact}) on ${v.targets.join(', ')}`).join('; ')}`,
        );
    }
  }
  return { failures, marks };
}

/**
 * The results table: per route and form factor a row with the median over the runs and a
 * row with the worst run of each figure (each column's worst, not one run's). A ✗ marks a
 * broken budget on the row it is judged on.
 * @param {RouteResult[]} results
 * @param {Set<string>} marks from evaluate()
 */
export function renderTable(results, marks) {
  const header = [
    'route',
    'form',
    'of runs',
    'bench. index',
    'CPU ×',
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
  /** @type {string[][]} */
  const rows = [];
  for (const result of results) {
    for (const formFactor of DEVICES) {
      const r = result[formFactor];
      if (!r) continue;
      const reference = results.find((x) => x.route === REFERENCE_ROUTE)?.[formFactor];
      for (const stat of /** @type {const} */ (['median', 'worst'])) {
        const m = r[stat];
        /** @param {string} cell @param {string} text */
        const mark = (cell, text) =>
          marks.has(`${result.route}|${formFactor}|${stat}|${cell}`) ? `${text} ✗` : text;
        const delta =
          reference && result.route !== REFERENCE_ROUTE
            ? ` (${m.bytes.script >= reference[stat].bytes.script ? '+' : ''}${kb(m.bytes.script - reference[stat].bytes.script)})`
            : '';
        const impacts = IMPACTS.map(
          (impact) => (r.axe?.violations ?? []).filter((v) => v.impact === impact).length,
        );
        const { benchmarkIndex, cpuSlowdown } = r.hosts ?? {};
        /** The median run's host, and on the worst row the range over the runs. */
        const host = (/** @type {typeof benchmarkIndex} */ h, /** @type {number} */ digits) =>
          !h
            ? num(NaN)
            : first
              ? num(h.median, digits)
              : h.min === h.max
                ? num(h.min, digits)
                : `${num(h.min, digits)}-${num(h.max, digits)}`;
        const first = stat === 'median';
        rows.push([
          first ? mark('route', result.route) : mark('route', ''),
          first ? formFactor : '',
          stat,
          host(benchmarkIndex, 0),
          host(cpuSlowdown, 2),
          ...CATEGORIES.map((category) =>
            mark(category, `${num(m.scores[category])}${r.adjusted.includes(category) ? '†' : ''}`),
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
          first && formFactor !== 'low-end' ? mark('axe', impacts.join('/')) : '',
        ]);
      }
    }
  }
  return markdownTable(header, rows);
}

/**
 * Bytes per page before and after compression, from the mobile runs' medians: what the
 * files weigh (Lighthouse's resource sizes) and what the server sent for them (transfer
 * sizes, with headers), and the saving.
 * @param {RouteResult[]} results
 */
export function renderBytesTable(results) {
  /** @type {[ByteGroup, string][]} */
  const groups = [
    ['document', 'HTML'],
    ['script', 'JS'],
    ['stylesheet', 'CSS'],
    ['image', 'art'],
    ['font', 'fonts'],
    ['other', 'other'],
    ['total', 'total'],
  ];
  const header = ['route', ...groups.map(([, label]) => `${label} kB (files → sent)`), 'saved'];
  const rows = results.map((result) => {
    const { bytes, rawBytes } = result.mobile.median;
    const saved = rawBytes.total > 0 ? 1 - bytes.total / rawBytes.total : NaN;
    return [
      result.route,
      ...groups.map(([group]) => `${kb(rawBytes[group])} → ${kb(bytes[group])}`),
      `${num(saved * 100)} %`,
    ];
  });
  return markdownTable(header, rows);
}

/**
 * docs/audit/latest.md: how, where and when the audit ran, its two tables and its verdict.
 * @param {{
 *   date: string,
 *   machine: ReturnType<typeof import('./tools.mjs').machine> & { chromium: string, lighthouse: string, axeCore: string, lighthouseBenchmarkIndex: number },
 *   server: import('./tools.mjs').ServerName,
 *   runs: number,
 *   table: string,
 *   bytesTable: string,
 *   failures: string[],
 * }} report
 */
export function auditMarkdown({ date, machine, server, runs, table, bytesTable, failures }) {
  return [
    '# Latest audit',
    '',
    `Written by \`npm run audit\` (quality/audit.mjs) on ${date}; budgets in`,
    '`quality/budgets.mjs`. Per route, the median over the runs and the worst run of each',
    'figure; a ✗ marks a broken budget on the row it is judged on. The figures of every run',
    'are in `latest.json`.',
    '',
    `- Machine: ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.os}; load average at start ${machine.loadAverageAtStart.join(', ')}`,
    `- Node ${machine.node}, Chromium ${machine.chromium}, Lighthouse ${machine.lighthouse}, axe-core ${machine.axeCore}; Lighthouse benchmark index ${machine.lighthouseBenchmarkIndex}`,
    `- Server: ${server === 'nginx' ? "nginx with deploy/nginx/scoot.conf, as production (the build's brotli copies)" : 'serve, as `npm run serve` (gzip on the fly)'}`,
    `- ${runs} Lighthouse run(s) per route and form factor. Mobile: simulated slow 4G, the CPU slowdown calibrated to each run's benchmark index (Lighthouse's docs/throttling.md) so that the host counts as Lighthouse's mid-tier phone; the low-end rows are the same runs' traces simulated at ${budgets.cpuSlowdown['low-end']}x that slowdown. Desktop: Lighthouse's desktop preset. The bench. index and CPU × columns give the median run's (and on the worst row, the range over the runs). axe at 375 px (mobile rows) and 1440 px (desktop rows)`,
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
}
