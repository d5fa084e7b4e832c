/**
 * The audit's arithmetic, apart from the browsers that produce its figures: the median and
 * the worst of a route's runs, the budgets checked against them, and the tables
 * (quality/audit.mjs runs Lighthouse and axe, then calls these; Jest tests them).
 */
import { budgets, KB, REFERENCE_ROUTE } from './budgets.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const FORM_FACTORS = /** @type {const} */ (['mobile', 'desktop']);
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'];
/** The byte groups of a run, in table order (see summarise() in audit.mjs). */
export const BYTE_GROUPS = ['document', 'script', 'stylesheet', 'font', 'image', 'other', 'total'];

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
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
 * @typedef {{
 *   scores: Record<string, number>,
 *   metrics: Record<string, number>,
 *   bytes: Record<string, number>,
 *   rawBytes: Record<string, number>,
 *   requests: number,
 *   foreign: string[],
 *   failing: string[],
 *   adjusted: string[],
 *   runtimeError: string | null,
 * }} Run one Lighthouse run, as summarise() in audit.mjs reduces it
 */

/**
 * The median and the worst over the runs of one route and form factor, for every figure.
 * Foreign requests and failing audits are the union of all runs: one is one too many.
 * @param {Run[]} runs
 */
export function aggregate(runs) {
  const first = runs[0];
  /** @param {(run: Run) => Record<string, number>} get @param {'higher-is-better' | 'lower-is-better'} direction */
  const both = (get, direction) => {
    const keys = Object.keys(get(first));
    const of = (pick) =>
      Object.fromEntries(keys.map((key) => [key, pick(runs.map((run) => get(run)[key]))]));
    return { median: of(median), worst: of((values) => worst(values, direction)) };
  };
  const scores = both((run) => run.scores, 'higher-is-better');
  const metrics = both((run) => run.metrics, 'lower-is-better');
  const bytes = both((run) => run.bytes, 'lower-is-better');
  const rawBytes = both((run) => run.rawBytes, 'lower-is-better');
  const requests = both((run) => ({ requests: run.requests }), 'lower-is-better');
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
    runtimeErrors: [...new Set(runs.map((r) => r.runtimeError).filter(Boolean))],
  };
}

const num = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
export const kb = (bytes) => num(bytes / KB, 1);

/**
 * Every broken budget, as sentences; also marks the broken cells for the table, as
 * `route|form|stat|cell` (stat: median or worst, the row the budget is judged on).
 * @param {{ route: string } & Record<string, any>[]} results
 */
export function evaluate(results) {
  const failures = [];
  const marks = new Set();
  const fail = (route, formFactor, stat, cell, message) => {
    failures.push(`${route} (${formFactor}): ${message}`);
    marks.add(`${route}|${formFactor}|${stat}|${cell}`);
  };
  for (const formFactor of FORM_FACTORS) {
    const reference = results.find((r) => r.route === REFERENCE_ROUTE)?.[formFactor];
    for (const result of results) {
      const { route } = result;
      const m = result[formFactor];
      const runs = `in ${m.runs} run(s)`;
      for (const error of m.runtimeErrors)
        fail(route, formFactor, 'worst', 'route', `Lighthouse ${error}`);
      for (const [category, minimum] of Object.entries(budgets.scores[formFactor])) {
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
      if (formFactor === 'mobile') {
        const metricBudgets = [
          ['lcp', 'lcpMs', 'LCP', budgets.mobileMetrics.largestContentfulPaintMs, ' ms', 0],
          ['tbt', 'tbtMs', 'TBT', budgets.mobileMetrics.totalBlockingTimeMs, ' ms', 0],
          ['cls', 'cls', 'CLS', budgets.mobileMetrics.cumulativeLayoutShift, '', 3],
        ];
        for (const [cell, key, label, limits, unit, digits] of metricBudgets) {
          for (const [stat, limit] of Object.entries(limits)) {
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
      for (const [cell, label, limit] of [
        ['script', 'JS', budgets.bytes.script],
        ['total', 'total transfer', budgets.bytes.total],
        ['font', 'fonts', budgets.bytes.fonts],
      ]) {
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
          `axe at ${m.axe.width} px: ${violations.map((v) => `${v.id} (${v.impact}) on ${v.targets.join(', ')}`).join('; ')}`,
        );
    }
  }
  return { failures, marks };
}

const line = (cells) => `| ${cells.join(' | ')} |`;
const table = (header, rows) =>
  [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');

/**
 * The results table: per route and form factor a row with the median over the runs and a
 * row with the worst run of each figure (each column's worst, not one run's). A ✗ marks a
 * broken budget on the row it is judged on.
 */
export function renderTable(results, marks) {
  const header = [
    'route',
    'form',
    'of runs',
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
      const r = result[formFactor];
      const reference = results.find((x) => x.route === REFERENCE_ROUTE)?.[formFactor];
      for (const stat of /** @type {const} */ (['median', 'worst'])) {
        const m = r[stat];
        const mark = (cell, text) =>
          marks.has(`${result.route}|${formFactor}|${stat}|${cell}`) ? `${text} ✗` : text;
        const delta =
          reference && result.route !== REFERENCE_ROUTE
            ? ` (${m.bytes.script >= reference[stat].bytes.script ? '+' : ''}${kb(m.bytes.script - reference[stat].bytes.script)})`
            : '';
        const impacts = IMPACTS.map(
          (impact) => (r.axe?.violations ?? []).filter((v) => v.impact === impact).length,
        );
        const first = stat === 'median';
        rows.push([
          first ? mark('route', result.route) : mark('route', ''),
          first ? formFactor : '',
          stat,
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
          first ? mark('axe', impacts.join('/')) : '',
        ]);
      }
    }
  }
  return table(header, rows);
}

/**
 * Bytes per page before and after compression, from the mobile runs' medians: what the
 * files weigh (Lighthouse's resource sizes) and what the server sent for them (transfer
 * sizes, with headers), and the saving.
 */
export function renderBytesTable(results) {
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
  return table(header, rows);
}
