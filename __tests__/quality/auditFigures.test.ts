/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';

import {
  auditMarkdown,
  calibratedSlowdown,
  discoverRoutes,
  evaluate,
  median,
  renderBytesTable,
  renderTable,
  summarise,
  worst,
  type LighthouseResult,
  type RouteResult,
  type Run,
} from '@/quality/audit-figures.mjs';
import { intendedAuditFailures } from '@/quality/budgets.mjs';
import { fixed, markdownTable } from '@/quality/tools.mjs';

/** A run well inside every budget; each test spoils one figure of one run. */
function run(
  overrides: { metrics?: object; scores?: object; bytes?: object; host?: Run['host'] } = {},
): Run {
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
    host: overrides.host ?? { benchmarkIndex: 1500, cpuSlowdown: 3.86 },
  };
}

/** Five runs of every route, the fifth of /about's mobile runs replaced. */
function results(fifth: Run = run()): RouteResult[] {
  return ['/', '/about', '404'].map((route) => ({
    route,
    mobile: [run(), run(), run(), run(), route === '/about' ? fifth : run()],
    desktop: [run(), run(), run(), run(), run()],
  }));
}

describe('calibratedSlowdown (the host as Lighthouse’s mid-tier phone)', () => {
  it('follows Lighthouse’s calculator: 150 = 1x, 800 = 2x, 1300 = 3x, then 1x per 233', () => {
    expect(calibratedSlowdown(150)).toBe(1);
    expect(calibratedSlowdown(475)).toBeCloseTo(1.5);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(1050)).toBeCloseTo(2.5);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedSlowdown(2000)).toBeCloseTo(6, 2);
  });

  it('cannot slow a host already slower than the phone, and refuses a missing index', () => {
    expect(calibratedSlowdown(90)).toBe(1);
    expect(() => calibratedSlowdown(NaN)).toThrow(/benchmark index/);
  });
});

describe('the low-end phone', () => {
  it('has budgets of its own: TBT 200 ms and LCP 1.5 s in every run, performance 95', () => {
    const lowEnd = (tbtMs: number, lcpMs: number, performance: number) => [
      run(),
      run({ metrics: { tbtMs, lcpMs }, scores: { performance } }),
    ];
    const within = results().map((r) => ({ ...r, 'low-end': lowEnd(200, 1500, 95) }));
    expect(evaluate(within).failures).toEqual([]);
    const over = results().map((r) => ({ ...r, 'low-end': lowEnd(201, 1501, 94) }));
    expect(evaluate(over).failures.filter((f) => f.startsWith('/ '))).toEqual([
      '/ (low-end): performance 94 < 95 (worst of 2 run(s))',
      '/ (low-end): LCP 1501 ms > 1500 ms (worst of 2 run(s))',
      '/ (low-end): TBT 201 ms > 200 ms (worst of 2 run(s))',
    ]);
  });

  it('gets rows of its own with each run’s benchmark index and CPU slowdown', () => {
    const hosted = (benchmarkIndex: number, cpuSlowdown: number) =>
      run({ host: { benchmarkIndex, cpuSlowdown } });
    const all = results().map((r) => ({ ...r, 'low-end': [hosted(1100, 5.2), hosted(1300, 6)] }));
    const rows = renderTable(all, evaluate(all).marks).split('\n').slice(2);
    expect(rows).toHaveLength(3 * 3 * 2);
    expect(rows[2]).toMatch(/^\| \/ \| low-end \| median \| 1200 \| 5.60 \|/);
    expect(rows[3]).toMatch(/^\|  \|  \| worst \| 1100-1300 \| 5.20-6.00 \|/);
  });
});

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
    expect(failures).toEqual(['/about (mobile): TBT 51 ms > 50 ms (worst of 5 run(s))']);
    expect(marks.has('/about|mobile|worst|tbt')).toBe(true);
  });

  it('fails one run of LCP above 1.2 s, and a median above 1.0 s', () => {
    expect(evaluate(results(run({ metrics: { lcpMs: 1201 } }))).failures).toEqual([
      '/about (mobile): LCP 1201 ms > 1200 ms (worst of 5 run(s))',
    ]);
    const slow = ['/', '/about', '404'].map((route) => ({
      route,
      mobile: [900, 1001, 1010, 1100, 1150].map((lcpMs) => run({ metrics: { lcpMs } })),
      desktop: [run()],
    }));
    expect(evaluate(slow).failures[0]).toBe(
      '/ (mobile): LCP 1010 ms > 1000 ms (median of 5 run(s))',
    );
  });

  it('fails a single performance score under 100, CLS above 0.005 and bytes over budget', () => {
    const failing = { ...run({ scores: { performance: 99 } }), failing: ['performance: tbt'] };
    expect(evaluate(results(failing)).failures).toEqual([
      '/about (mobile): performance 99 < 100 (worst of 5 run(s)): tbt',
    ]);
    expect(evaluate(results(run({ metrics: { cls: 0.006 } }))).failures).toEqual([
      '/about (mobile): CLS 0.006 > 0.005 (worst of 5 run(s))',
    ]);
    const heavy = evaluate(results(run({ bytes: { script: 125_001, total: 180_001 } }))).failures;
    expect(heavy).toEqual([
      "/about (mobile): JS 125.0 kB > 404's 120.0 kB + 5.0 kB (worst of 5 run(s))",
      '/about (mobile): JS 125.0 kB > 125.0 kB (worst of 5 run(s))',
      '/about (mobile): total transfer 180.0 kB > 180.0 kB (worst of 5 run(s))',
    ]);
  });

  it('fails a request to another origin, naming it, and a run Lighthouse could not finish', () => {
    const leaky = { ...run(), foreign: ['https://fonts.example/a.woff2'] };
    expect(evaluate(results(leaky)).failures).toEqual([
      '/about (mobile): requests to other origins 1 > 0 (worst of 5 run(s)): https://fonts.example/a.woff2',
    ]);
    const broken = { ...run(), runtimeError: 'NO_FCP' };
    expect(evaluate(results(broken)).failures).toEqual(['/about (mobile): Lighthouse NO_FCP']);
  });
});

describe('the tables', () => {
  it('show a median and a worst row per route and device, marking the broken budget', () => {
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

describe('discoverRoutes', () => {
  it('audits every page of the sitemap, job pages too, in its order, then the 404 view', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-routes-'));
    try {
      // The alias page (About.html) and the error views have files but no sitemap entry.
      for (const file of ['careers.html', 'About.html', 'about.html', 'index.html', '404.html'])
        writeFileSync(join(dir, file), '');
      const locs = ['/', '/about', '/careers', '/careers/ux-analyst-london'];
      writeFileSync(
        join(dir, 'sitemap.xml'),
        `<urlset>${locs.map((path) => `<url><loc>https://scoot.example${path}</loc></url>`).join('')}</urlset>`,
      );
      expect(discoverRoutes(dir).map((route) => [route.name, route.path])).toEqual([
        ['/', '/'],
        ['/about', '/about'],
        ['/careers', '/careers'],
        ['/careers/ux-analyst-london', '/careers/ux-analyst-london'],
        ['404', '/no-such-page'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('summarise (one Lighthouse result to the figures the audit keeps)', () => {
  const origin = 'http://127.0.0.1:4390';
  const page = `${origin}/no-such-page`;
  const ownStatus = {
    sourceLocation: { url: page },
    description: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
  };
  /** A 404 view's result: it fails is-crawlable and logs its own status, as intended. */
  function result(consoleErrors: object[] = [ownStatus]) {
    return {
      mainDocumentUrl: page,
      finalDisplayedUrl: page,
      categories: {
        performance: {
          score: 0.99,
          auditRefs: [
            { id: 'largest-contentful-paint', weight: 25 },
            { id: 'total-blocking-time', weight: 30 },
          ],
        },
        accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
        'best-practices': {
          score: 0.5,
          auditRefs: [
            { id: 'errors-in-console', weight: 1 },
            { id: 'is-on-https', weight: 1 },
          ],
        },
        seo: {
          score: 0.5,
          auditRefs: [
            { id: 'is-crawlable', weight: 1 },
            { id: 'document-title', weight: 1 },
            { id: 'structured-data', weight: 0 },
          ],
        },
      },
      audits: {
        'first-contentful-paint': { numericValue: 800 },
        'largest-contentful-paint': { score: 0.98, numericValue: 950 },
        'total-blocking-time': { score: 1, numericValue: 20 },
        'cumulative-layout-shift': { numericValue: 0.001 },
        'speed-index': { numericValue: 900 },
        'color-contrast': { score: 1 },
        'errors-in-console': { score: 0, details: { items: consoleErrors } },
        'is-on-https': { score: 1 },
        'is-crawlable': { score: 0 },
        'document-title': { score: 1 },
        'network-requests': {
          details: {
            items: [
              { url: page, resourceType: 'Document', transferSize: 3000, resourceSize: 9000 },
              {
                url: `${origin}/_next/static/chunks/a.js`,
                resourceType: 'Script',
                transferSize: 40_000,
                resourceSize: 120_000,
              },
              { url: `${origin}/manifest.webmanifest`, transferSize: 500, resourceSize: 900 },
              { url: 'data:image/svg+xml,<svg/>', resourceType: 'Image', resourceSize: 10 },
              {
                url: 'https://fonts.example/a.woff2',
                resourceType: 'Font',
                transferSize: 20_000,
                resourceSize: 20_000,
              },
            ],
          },
        },
      },
      environment: { benchmarkIndex: 1500 },
    } as unknown as LighthouseResult;
  }

  it('sums bytes per group as sent and as files, and lists requests to other origins', () => {
    const summary = summarise(result(), origin, intendedAuditFailures['404']);
    expect(summary.bytes).toEqual({
      document: 3000,
      script: 40_000,
      stylesheet: 0,
      font: 20_000,
      image: 0,
      other: 500,
      total: 63_500,
    });
    expect(summary.rawBytes.total).toBe(149_910);
    expect(summary.requests).toBe(5);
    expect(summary.foreign).toEqual(['https://fonts.example/a.woff2']);
    expect(summary.metrics).toMatchObject({ fcpMs: 800, lcpMs: 950, tbtMs: 20, cls: 0.001 });
    expect(summary.host.benchmarkIndex).toBe(1500);
  });

  it('scores a category without the audits the route fails by design, and marks it', () => {
    const summary = summarise(result(), origin, intendedAuditFailures['404']);
    expect(summary.scores).toEqual({
      performance: 99,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
    });
    expect(summary.adjusted).toEqual(['best-practices', 'seo']);
    expect(summary.failing).toEqual(['performance: largest-contentful-paint']);
  });

  it('still counts a console error other than the page’s own status', () => {
    const other = { sourceLocation: { url: `${origin}/app.js` }, description: 'TypeError' };
    const summary = summarise(result([ownStatus, other]), origin, intendedAuditFailures['404']);
    expect(summary.scores['best-practices']).toBe(50);
    expect(summary.failing).toContain('best-practices: errors-in-console');
  });

  it('keeps every audit when the route fails none by design', () => {
    const summary = summarise(result(), origin);
    expect(summary.adjusted).toEqual([]);
    expect(summary.scores.seo).toBe(50);
    expect(summary.failing).toContain('seo: is-crawlable');
  });
});

describe('the report', () => {
  const machine = {
    cpu: 'Test CPU x 2',
    memoryGiB: 8,
    os: 'Linux 6',
    node: 'v20.20.2',
    loadAverageAtStart: [0.5, 0.4, 0.3],
    chromium: '140.0',
    lighthouse: '13.5.0',
  };

  it('holds the machine, both tables and the verdict', () => {
    const all = results(run({ metrics: { tbtMs: 80 } }));
    const { failures, marks } = evaluate(all);
    const text = auditMarkdown({
      date: '2026-11-23T14:00:00.000Z',
      machine,
      server: 'nginx',
      runs: 5,
      table: renderTable(all, marks),
      bytesTable: renderBytesTable(all),
      failures,
    });
    expect(text).toContain(
      '- Machine: Test CPU x 2, 8 GiB, Linux 6; load average at start 0.5, 0.4, 0.3',
    );
    expect(text).toContain('| 80 ✗ |');
    expect(text).toContain('| / | 90.0 → 12.0 |');
    expect(text).toContain('## 1 budget(s) broken\n\n- /about (mobile): TBT 80 ms > 50 ms');
    expect(text).not.toContain('Every budget holds.');
  });
});

describe('table helpers (quality/tools.mjs)', () => {
  it('write a markdown table and print an unmeasured figure as n/a', () => {
    expect(markdownTable(['a', 'b'], [['1', '2']])).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |');
    expect([fixed(3.14159, 2), fixed(NaN), fixed(undefined)]).toEqual(['3.14', 'n/a', 'n/a']);
  });
});
