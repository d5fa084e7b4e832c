/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import {
  aggregate,
  evaluate,
  median,
  renderBytesTable,
  renderTable,
  worst,
  type Run,
} from '@/quality/audit-figures.mjs';

/** A run well inside every budget; each test spoils one figure of one run. */
function run(overrides: { metrics?: object; scores?: object; bytes?: object } = {}): Run {
  return {
    scores: {
      performance: 100,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
      ...overrides.scores,
    },
    metrics: { fcpMs: 700, lcpMs: 800, tbtMs: 10, cls: 0, siMs: 800, ...overrides.metrics },
    bytes: {
      document: 12_000,
      script: 120_000,
      stylesheet: 0,
      font: 32_000,
      image: 5_000,
      other: 2_000,
      total: 171_000,
      ...overrides.bytes,
    },
    rawBytes: {
      document: 90_000,
      script: 480_000,
      stylesheet: 0,
      font: 31_000,
      image: 12_000,
      other: 6_000,
      total: 619_000,
    },
    requests: 14,
    foreign: [],
    failing: [],
    adjusted: [],
    runtimeError: null,
  };
}

/** Five runs of every route, the fifth of /about's mobile runs replaced. */
function results(fifth: Run = run()) {
  return ['/', '/about', '404'].map((route) => ({
    route,
    mobile: aggregate([run(), run(), run(), run(), route === '/about' ? fifth : run()]),
    desktop: aggregate([run(), run(), run(), run(), run()]),
  }));
}

describe('median and worst', () => {
  it('take the middle, and the worst in the figure’s own direction', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(worst([800, 1300, 900], 'lower-is-better')).toBe(1300);
    expect(worst([100, 97, 100], 'higher-is-better')).toBe(97);
  });

  it('count a run without the figure as the worst', () => {
    expect(worst([800, NaN], 'lower-is-better')).toBeNaN();
  });
});

describe('evaluate', () => {
  it('passes runs inside every budget', () => {
    expect(evaluate(results()).failures).toEqual([]);
  });

  it('fails one run of TBT above 50 ms, though the median is far below', () => {
    const { failures, marks } = evaluate(results(run({ metrics: { tbtMs: 51 } })));
    expect(failures).toEqual(['/about (mobile): TBT 51 ms > 50 ms (worst in 5 run(s))']);
    expect(marks.has('/about|mobile|worst|tbt')).toBe(true);
  });

  it('fails one run of LCP above 1.2 s, and a median above 1.0 s', () => {
    expect(evaluate(results(run({ metrics: { lcpMs: 1201 } }))).failures).toEqual([
      '/about (mobile): LCP 1201 ms > 1200 ms (worst in 5 run(s))',
    ]);
    const slow = ['/', '/about', '404'].map((route) => ({
      route,
      mobile: aggregate([900, 1001, 1010, 1100, 1150].map((lcpMs) => run({ metrics: { lcpMs } }))),
      desktop: aggregate([run()]),
    }));
    expect(evaluate(slow).failures[0]).toBe(
      '/ (mobile): LCP 1010 ms > 1000 ms (median in 5 run(s))',
    );
  });

  it('fails a single performance score under 100, CLS above 0.005 and bytes over budget', () => {
    expect(evaluate(results(run({ scores: { performance: 99 } }))).failures).toEqual([
      '/about (mobile): performance 99 < 100 at worst in 5 run(s)',
    ]);
    expect(evaluate(results(run({ metrics: { cls: 0.006 } }))).failures).toEqual([
      '/about (mobile): CLS 0.006 > 0.005 (worst in 5 run(s))',
    ]);
    const heavy = evaluate(results(run({ bytes: { script: 125_001, total: 180_001 } }))).failures;
    expect(heavy).toEqual([
      "/about (mobile): JS 125.0 kB > 404's 120.0 kB + 5.0 kB",
      '/about (mobile): JS 125.0 kB > 125.0 kB',
      '/about (mobile): total transfer 180.0 kB > 180.0 kB',
    ]);
  });
});

describe('the tables', () => {
  it('show a median and a worst row per route and form factor, marking the broken budget', () => {
    const all = results(run({ metrics: { tbtMs: 80 } }));
    const table = renderTable(all, evaluate(all).marks);
    const rows = table.split('\n').slice(2);
    expect(rows).toHaveLength(3 * 2 * 2);
    expect(rows[4]).toMatch(/^\| \/about \| mobile \| median \|.* \| 10 \|/);
    expect(rows[5]).toMatch(/^\|  \|  \| worst \|.* \| 80 ✗ \|/);
  });

  it('show each page’s bytes before and after compression', () => {
    const table = renderBytesTable(results());
    expect(table).toContain('| / | 90.0 → 12.0 | 480.0 → 120.0 |');
    expect(table).toMatch(/619\.0 → 171\.0 \| 72 % \|$/m);
  });
});
