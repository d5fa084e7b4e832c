/**
 * The audit's library, apart from the browser that produces its figures: the routes to
 * audit, one Lighthouse result reduced to the figures the audit keeps, the budgets of
 * quality/budgets.mjs checked against the median or the worst of a route's runs, and the
 * tables and the report. quality/audit.mjs (the command) runs Lighthouse, then calls these;
 * Jest tests them.
 *
 * The table's columns and the budgets' checks are one list (COLUMNS, checks()): a figure is
 * read from a run in one place, and a broken budget is marked on the cell that shows it.
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
/** Lighthouse's two configurations. */
export const FORM_FACTORS = /** @type {const} */ (['mobile', 'desktop']);
/**
 * What the audit reports on: the two phones (both from each mobile run's one trace, simulated
 * at two CPU slowdowns) and the desktop.
 */
export const DEVICES = /** @type {const} */ (['mobile', 'low-end', 'desktop']);
/** Lighthouse resource types by the byte group they count in (the rest is `other`), in table order. */
const BYTE_GROUPS = /** @type {const} */ ({
  document: 'Document',
  script: 'Script',
  stylesheet: 'Stylesheet',
  font: 'Font',
  image: 'Image',
  other: '',
  total: '',
});

/** @typedef {(typeof CATEGORIES)[number]} Category */
/** @typedef {(typeof FORM_FACTORS)[number]} FormFactor */
/** @typedef {(typeof DEVICES)[number]} Device */
/** @typedef {keyof typeof BYTE_GROUPS} ByteGroup */
/** @typedef {import('lighthouse').Result} LighthouseResult */
/** @typedef {{ name: string, path: string }} Route a route's name in the report, and the path Lighthouse loads */

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
 * each current opening's), then the 404 view, loaded as visitors get it (/no-such-page, status
 * 404). A new page or opening is audited without anyone listing it here; the alias pages
 * (/About) and closed openings are not in the sitemap.
 * @param {string} outDir
 * @returns {Route[]}
 */
export function discoverRoutes(outDir) {
  return [
    ...readRoutes(outDir).map((path) => ({ name: path, path })),
    { name: REFERENCE_ROUTE, path: '/no-such-page' },
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
 *   host: { benchmarkIndex: number, cpuSlowdown: number },
 *   lcpElement?: { selector: string, snippet: string, phases: Record<string, number> } | null,
 * }} Run one Lighthouse run, as summarise() reduces it: what the budgets judge, the host it
 *   ran on (Lighthouse's benchmark index, and the CPU slowdown its simulation applied), and
 *   for the report's "why" the failing audits and the largest paint's element and phases
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
 * One Lighthouse result reduced to the figures the audit keeps.
 * @param {LighthouseResult} lhr
 * @param {string} origin the site's: a request to any other is foreign
 * @param {string[]} intendedByDesign audits this route fails by design (intendedAuditFailures)
 * @returns {Run}
 */
export function summarise(lhr, origin, intendedByDesign = []) {
  /** @param {string} id @returns {any} */
  const details = (id) => lhr.audits[id]?.details;
  // A 404 document logs its own status in the console ("Failed to load resource: ... 404"
  // for the page's URL); any other console error still counts.
  const page = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  const onlyOwnStatus = (details('errors-in-console')?.items ?? []).every(
    (/** @type {any} */ item) =>
      item.sourceLocation?.url === page && /status of 4\d\d/.test(item.description ?? ''),
  );
  const intended = intendedByDesign.filter((id) => id !== 'errors-in-console' || onlyOwnStatus);
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const observed = details('metrics')?.items?.[0];
  /** @type {{ url: string, resourceType?: string, transferSize?: number, resourceSize?: number }[]} */
  const requests = details('network-requests')?.items ?? [];
  // What the server sent (transferSize: the encoded body and the headers), and what the
  // files weigh (resourceSize: the decoded body), per group.
  const zeros = () =>
    /** @type {Record<ByteGroup, number>} */ (
      Object.fromEntries(Object.keys(BYTE_GROUPS).map((group) => [group, 0]))
    );
  const [bytes, rawBytes] = [zeros(), zeros()];
  for (const request of requests) {
    const group = /** @type {ByteGroup} */ (
      Object.entries(BYTE_GROUPS).find(([, type]) => type && type === request.resourceType)?.[0] ??
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
  /** @param {Category} category */
  const refs = (category) =>
    (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0);
  /** @param {string} id */
  const fails = (id) => (lhr.audits[id]?.score ?? 1) < 1;
  const adjusted = CATEGORIES.filter((category) =>
    refs(category).some((ref) => intended.includes(ref.id) && fails(ref.id)),
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
  // Lighthouse 13's insight on the largest paint: its element's node, and a table of its
  // phases (time to first byte, the resource's load delay and time, the render delay).
  const lcpParts = details('lcp-breakdown-insight')?.items ?? [];
  const lcpNode = lcpParts.find((/** @type {any} */ part) => part.type === 'node');
  const lcpPhases = lcpParts.find((/** @type {any} */ part) => part.type === 'table')?.items ?? [];
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
    foreign: requests
      .map((request) => request.url)
      .filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin),
    failing: CATEGORIES.flatMap((category) =>
      refs(category)
        .filter((ref) => !intended.includes(ref.id) && fails(ref.id))
        .map((ref) => `${category}: ${ref.id}`),
    ),
    runtimeError: lhr.runtimeError?.code ?? null,
    host: {
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
    },
    lcpElement: lcpNode && {
      selector: lcpNode.selector,
      snippet: lcpNode.snippet,
      phases: Object.fromEntries(
        lcpPhases.map((/** @type {any} */ item) => [item.subpart, Math.round(item.duration)]),
      ),
    },
  };
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

/** @param {string[]} items */
const distinct = (items) => [...new Set(items)];
/** @param {number} bytes */
export const kb = (bytes) => num(bytes / KB, 1);
/** @param {number} ms */
const milliseconds = (ms) => `${num(ms)} ms`;
/** @param {number} digits @param {number} [scale] */
const figure =
  (digits, scale = 1) =>
  (/** @type {number} */ value) =>
    num(value / scale, digits);

/**
 * @typedef {{
 *   id: string,
 *   head: string,
 *   get: (run: Run) => number,
 *   show: (value: number) => string,
 *   better?: 'higher-is-better',
 *   label?: string,
 *   say?: (value: number) => string,
 *   why?: (runs: Run[]) => string[],
 * }} Column a figure of the results table, read from each run. A broken budget's sentence
 *   names it by its label and says it in its budget's unit (say, default show), and why says
 *   what broke it.
 */
/** @type {Column[]} */
export const COLUMNS = [
  ...CATEGORIES.map((category) => ({
    id: category,
    head: { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best pr.', seo: 'SEO' }[
      category
    ],
    get: (/** @type {Run} */ run) => run.scores[category],
    show: figure(0),
    better: /** @type {const} */ ('higher-is-better'),
    // The audits that failed in any run.
    why: (/** @type {Run[]} */ runs) =>
      distinct(runs.flatMap((run) => run.failing))
        .filter((failing) => failing.startsWith(`${category}: `))
        .map((failing) => failing.slice(category.length + 2)),
  })),
  { id: 'fcp', head: 'FCP s', get: (run) => run.metrics.fcpMs, show: figure(2, 1000) },
  {
    id: 'lcp',
    head: 'LCP s',
    get: (run) => run.metrics.lcpMs,
    show: figure(2, 1000),
    label: 'LCP',
    say: milliseconds,
  },
  {
    id: 'tbt',
    head: 'TBT ms',
    get: (run) => run.metrics.tbtMs,
    show: figure(0),
    label: 'TBT',
    say: milliseconds,
  },
  { id: 'cls', head: 'CLS', get: (run) => run.metrics.cls, show: figure(3), label: 'CLS' },
  { id: 'si', head: 'SI s', get: (run) => run.metrics.siMs, show: figure(2, 1000) },
  ...Object.keys(BYTE_GROUPS).map((group) => ({
    id: group,
    head: `${{ document: 'HTML', script: 'JS', stylesheet: 'CSS', font: 'font', image: 'img' }[group] ?? group} kB`,
    get: (/** @type {Run} */ run) => run.bytes[/** @type {ByteGroup} */ (group)],
    show: kb,
    label: { script: 'JS', total: 'total transfer', font: 'fonts' }[group],
    say: (/** @type {number} */ bytes) => `${kb(bytes)} kB`,
  })),
  { id: 'requests', head: 'requests', get: (run) => run.requests, show: figure(0) },
  {
    id: 'foreign',
    head: 'foreign',
    get: (run) => run.foreign.length,
    show: figure(0),
    label: 'requests to other origins',
    why: (runs) => distinct(runs.flatMap((run) => run.foreign)),
  },
];

/** @param {string} id */
const columnOf = (id) => /** @type {Column} */ (COLUMNS.find((column) => column.id === id));

/**
 * A column's median or worst over runs.
 * @param {Run[]} runs @param {Column} column @param {'median' | 'worst'} stat
 */
const statOf = (runs, column, stat) => {
  const values = runs.map(column.get);
  return stat === 'median' ? median(values) : worst(values, column.better ?? 'lower-is-better');
};

/**
 * @typedef {{ column: string, stat: 'median' | 'worst', limit: number, reason?: string }} Check
 *   one budget: a column's median or worst must not be worse than the limit (reason: how the
 *   limit was found, when it is not a figure of quality/budgets.mjs)
 * @param {Device} device
 * @param {number} [scriptFloor] the worst JavaScript of the in-run reference (the 404 view,
 *   the shared layout alone), for any other route
 * @returns {Check[]}
 */
export function checks(device, scriptFloor) {
  /** @type {Check[]} */
  const list = CATEGORIES.map((column) => ({
    column,
    stat: 'worst',
    limit: budgets.scores[device][column],
  }));
  if (device !== 'desktop') {
    const phone = budgets.metrics[device];
    for (const [column, limits] of /** @type {const} */ ([
      ['lcp', phone.largestContentfulPaintMs],
      ['tbt', phone.totalBlockingTimeMs],
      ['cls', phone.cumulativeLayoutShift],
    ])) {
      for (const stat of /** @type {const} */ (['median', 'worst'])) {
        const limit = /** @type {{ median?: number, worst?: number }} */ (limits)[stat];
        if (limit !== undefined) list.push({ column, stat, limit });
      }
    }
  }
  // The low-end phone loads the very same bytes as the mid-tier one (the same runs).
  if (device !== 'low-end') {
    if (scriptFloor !== undefined) {
      const over = budgets.bytes.scriptOverReference;
      list.push({
        column: 'script',
        stat: 'worst',
        limit: scriptFloor + over,
        reason: `${REFERENCE_ROUTE}'s ${kb(scriptFloor)} kB + ${kb(over)} kB`,
      });
    }
    list.push(
      { column: 'script', stat: 'worst', limit: budgets.bytes.script },
      { column: 'total', stat: 'worst', limit: budgets.bytes.total },
      { column: 'font', stat: 'worst', limit: budgets.bytes.fonts },
      { column: 'foreign', stat: 'worst', limit: budgets.foreignRequests },
    );
  }
  return list;
}

/**
 * @typedef {{ route: string } & Partial<Record<Device, Run[]>>} RouteResult a route's runs
 *   per device
 */

/**
 * Every broken budget, as sentences; also marks the broken cells for the table, as
 * `route|device|stat|column` (stat: median or worst, the row the budget is judged on).
 * @param {RouteResult[]} results
 */
export function evaluate(results) {
  /** @type {string[]} */
  const failures = [];
  /** @type {Set<string>} */
  const marks = new Set();
  const reference = results.find((result) => result.route === REFERENCE_ROUTE);
  for (const device of DEVICES) {
    for (const result of results) {
      const runs = result[device];
      if (!runs?.length) continue;
      const where = `${result.route} (${device})`;
      for (const error of distinct(runs.flatMap((run) => run.runtimeError ?? [])))
        failures.push(`${where}: Lighthouse ${error}`);
      const floor =
        reference?.[device]?.length && result !== reference
          ? statOf(reference[device], columnOf('script'), 'worst')
          : undefined;
      for (const { column: id, stat, limit, reason } of checks(device, floor)) {
        const column = columnOf(id);
        const value = statOf(runs, column, stat);
        const higher = column.better === 'higher-is-better';
        if (higher ? value >= limit : value <= limit) continue;
        const say = column.say ?? column.show;
        const why = column.why?.(runs) ?? [];
        failures.push(
          `${where}: ${column.label ?? id} ${say(value)} ${higher ? '<' : '>'} ` +
            `${reason ?? say(limit)} (${stat} of ${runs.length} run(s))` +
            (why.length ? `: ${why.join(', ')}` : ''),
        );
        marks.add(`${result.route}|${device}|${stat}|${id}`);
      }
    }
  }
  return { failures, marks };
}

/**
 * The results table: per route and device a row with the median over the runs and a row with
 * the worst run of each figure (each column's worst, not one run's). A ✗ marks a broken
 * budget on the row it is judged on; † a score recomputed without the audits the route fails
 * by design. The host columns give the median run's, and on the worst row the range.
 * @param {RouteResult[]} results
 * @param {Set<string>} marks from evaluate()
 */
export function renderTable(results, marks) {
  const header = [
    'route',
    'device',
    'of runs',
    'bench. index',
    'CPU ×',
    ...COLUMNS.map((c) => c.head),
  ];
  /** @type {string[][]} */
  const rows = [];
  for (const result of results) {
    for (const device of DEVICES) {
      const runs = result[device];
      if (!runs?.length) continue;
      const adjusted = new Set(runs.flatMap((run) => run.adjusted));
      for (const stat of /** @type {const} */ (['median', 'worst'])) {
        /** @param {'benchmarkIndex' | 'cpuSlowdown'} key @param {number} digits */
        const host = (key, digits) => {
          const values = runs.map((run) => run.host[key]);
          const [low, high] = [Math.min(...values), Math.max(...values)];
          if (stat === 'median' || low === high)
            return num(stat === 'median' ? median(values) : low, digits);
          return `${num(low, digits)}-${num(high, digits)}`;
        };
        rows.push([
          stat === 'median' ? result.route : '',
          stat === 'median' ? device : '',
          stat,
          host('benchmarkIndex', 0),
          host('cpuSlowdown', 2),
          ...COLUMNS.map(
            (column) =>
              column.show(statOf(runs, column, stat)) +
              (adjusted.has(column.id) ? '†' : '') +
              (marks.has(`${result.route}|${device}|${stat}|${column.id}`) ? ' ✗' : ''),
          ),
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
  const groups = /** @type {ByteGroup[]} */ (Object.keys(BYTE_GROUPS));
  const header = ['route', ...groups.map((group) => `${group} kB (files → sent)`), 'saved'];
  const rows = results.map(({ route, mobile = [] }) => {
    /** @param {'bytes' | 'rawBytes'} kind @param {ByteGroup} group */
    const of = (kind, group) => median(mobile.map((run) => run[kind][group]));
    return [
      route,
      ...groups.map((group) => `${kb(of('rawBytes', group))} → ${kb(of('bytes', group))}`),
      `${num((1 - of('bytes', 'total') / of('rawBytes', 'total')) * 100)} %`,
    ];
  });
  return markdownTable(header, rows);
}

/**
 * docs/audit/latest.md: how, where and when the audit ran, its two tables and its verdict.
 * @param {{
 *   date: string,
 *   machine: ReturnType<typeof import('./tools.mjs').machine> & { chromium: string, lighthouse: string },
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
    `- Node ${machine.node}, Chromium ${machine.chromium}, Lighthouse ${machine.lighthouse}`,
    `- Server: ${server === 'nginx' ? "nginx with deploy/nginx/scoot.conf, as production (the build's brotli copies)" : server}`,
    `- ${runs} Lighthouse run(s) per route and form factor. Mobile: simulated slow 4G, the CPU slowdown calibrated to each run's benchmark index (Lighthouse's docs/throttling.md) so that the host counts as Lighthouse's mid-tier phone; the low-end rows are the same runs' traces simulated at ${budgets.cpuSlowdown['low-end']}x that slowdown. Desktop: Lighthouse's desktop preset`,
    `- † a score recomputed without the audits the route fails by design (${Object.entries(
      intendedAuditFailures,
    )
      .map(([route, ids]) => `${route}: ${ids.join(', ')}`)
      .join('; ')})`,
    `- The 404 row is the in-run reference for JavaScript; Lighthouse loads /no-such-page (status 404)`,
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
