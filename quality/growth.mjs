#!/usr/bin/env node
/**
 * `npm run bench:growth`: how the site holds up as its content grows. Not a test.
 *
 * Builds the site twice from scratch copies of this checkout under .bench/: once with the
 * real content, once with the large fixture of quality/growth/content.mjs (23 cities, 120
 * job openings and 3 closed ones, 40 FAQ items), which replaces the copy's content/cities/,
 * content/jobs/, content/offices/ and content/faq.json with data files of its own. The content
 * model and the app know nothing of the fixture: the build reads its files through the same
 * schema as the real ones. Builds alternate (real, large, real, large...) so the machine's
 * noise falls on both.
 *
 * Reports, as ratios large/real: the cold build time (median), in total and per page built,
 * against the per-page budget (quality/budgets.mjs); the size of out/; per page the gzip
 * bytes of the HTML and of the scripts, stylesheets, fonts and images it references (read
 * from the export, so the figures do not depend on the machine), and the heaviest job page
 * against the byte budgets; the CDN's rule and redirect counts against Cloudflare's limits.
 * Then runs the browser tests tagged @growth (__tests__/e2e/fixtures.ts growthTag) on the
 * large build, on the three servers: every route in seeded casings, the closed openings
 * answering 404, no page scrolling sideways from 320 to 1920 px, every map label legible.
 * Exits 1 when a budget, a limit or one of those tests breaks, or a page's JavaScript grows
 * with content.
 *
 * Options: --runs N builds per variant (default 2), --keep (leave .bench/), --port N
 *          (the browser tests' first port, default 4391), --out DIR (default docs/growth;
 *          "-" writes nothing).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { parse } from 'parse5';

import { htmlFiles, measuredPages, readRoutes, routeFile } from '../deploy/export-files.mjs';
import { CDN_LIMITS, cdnRuleCounts } from '../deploy/hosting.mjs';
import { loaderSources } from '../deploy/runtime-loading.mjs';
import { median } from './audit-figures.mjs';
import { budgets, KB } from './budgets.mjs';
import { writeGrowthContent } from './growth/content.mjs';
import {
  attribute,
  fixed,
  machine,
  markdownTable,
  root,
  runMain,
  textOf,
  walkHtml,
  writeFormatted,
} from './tools.mjs';
const benchDir = join(root, '.bench');
const VARIANTS = /** @type {const} */ (['real', 'large']);
/** @typedef {(typeof VARIANTS)[number]} Variant */
const isJobRoute = (/** @type {string} */ route) => route.startsWith('/careers/');
const isCityRoute = (/** @type {string} */ route) => route.startsWith('/locations/');

/**
 * A copy of the checkout (tracked and untracked-but-not-ignored files, so uncommitted work is
 * measured too; tests left out) with node_modules linked in. No lockfile: Next then takes the checkout as
 * the workspace root, so the linked node_modules stays inside it.
 * @param {Variant} variant
 */
function makeCopy(variant) {
  const dir = join(benchDir, variant);
  rmSync(dir, { recursive: true, force: true });
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: root },
  )
    .toString()
    .split('\0')
    // Tests stay behind: the build type-checks them, and they pin the real content.
    .filter(
      (file) =>
        file &&
        file !== 'package-lock.json' &&
        !file.startsWith('__tests__/') &&
        file !== 'jest.setup.ts' &&
        existsSync(join(root, file)),
    );
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  if (variant === 'large') writeGrowthContent(dir);
  return dir;
}

/**
 * A cold build (no .next, no out) of a copy; returns seconds.
 * @param {string} dir
 */
function build(dir) {
  rmSync(join(dir, '.next'), { recursive: true, force: true });
  rmSync(join(dir, 'out'), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    throw new Error(`build failed in ${dir}:\n${result.stdout}\n${result.stderr}`);
  }
  return seconds;
}

/** @param {string} path */
const gzipBytes = (path) => gzipSync(readFileSync(path), { level: 6 }).length;

/**
 * The gzip bytes of a page and of everything its HTML asks for at load.
 * @param {string} outDir
 * @param {string} file
 */
export function pageBytes(outDir, file) {
  const html = readFileSync(join(outDir, file), 'utf8');
  const bytes = {
    html: gzipBytes(join(outDir, file)),
    script: 0,
    stylesheet: 0,
    font: 0,
    image: 0,
  };
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {'script' | 'stylesheet' | 'font' | 'image'} kind @param {string | undefined} url */
  const add = (kind, url) => {
    if (!url || !url.startsWith('/') || seen.has(url)) return;
    seen.add(url);
    const path = join(outDir, decodeURIComponent(url.split(/[?#]/)[0] ?? ''));
    if (existsSync(path)) bytes[kind] += gzipBytes(path);
  };
  for (const node of walkHtml(parse(html))) {
    /** @param {string} name */
    const attr = (name) => attribute(node, name);
    if (node.tagName === 'script' && attr('nomodule') === undefined) add('script', attr('src'));
    // Next's start-up chunks, which deploy/runtime-loading.mjs moved into a loader.
    if (node.tagName === 'script' && attr('data-runtime-loader') !== undefined) {
      for (const url of loaderSources(textOf(node)) ?? []) add('script', url);
    }
    if (node.tagName === 'link' && attr('rel') === 'stylesheet') add('stylesheet', attr('href'));
    if (node.tagName === 'link' && attr('rel') === 'preload' && attr('as') === 'font')
      add('font', attr('href'));
    if (node.tagName === 'img') add('image', attr('src'));
  }
  // Every page starts the runtime: finding none means this reader no longer matches the
  // pages, and "JavaScript does not grow" would hold for the wrong reason.
  if (bytes.script === 0) throw new Error(`${file}: found no script the page loads`);
  return { ...bytes, total: Object.values(bytes).reduce((a, b) => a + b, 0) };
}

/**
 * Bytes of every file under a folder, and how many there are.
 * @param {string} dir
 * @returns {{ bytes: number, files: number }}
 */
function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

/**
 * The browser tests tagged @growth, on a copy's build: its tests are copied in now, after its
 * builds (they type-check against the real content, which the fixture replaces), and run on
 * serve, nginx and the CDN's local runtime from `port` on (playwright.config.mts). CI=1 makes
 * Playwright start its own servers, and fail rather than test whatever already listens there.
 * @param {string} dir
 * @param {number} port
 */
function runGrowthTests(dir, port) {
  for (const path of ['playwright.config.mts', '__tests__/e2e'])
    cpSync(join(root, path), join(dir, path), { recursive: true });
  const projects = ['phone', 'desktop', 'nginx', 'cdn'].flatMap((name) => ['--project', name]);
  const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js');
  const result = spawnSync(process.execPath, [cli, 'test', '--grep', '@growth', ...projects], {
    cwd: dir,
    stdio: ['ignore', 2, 2],
    env: { ...process.env, CI: '1', E2E_PORT: String(port) },
  });
  return result.status === 0;
}

/** @param {number} large @param {number} real */
const ratio = (large, real) => (real ? large / real : NaN);
/** @param {number | undefined} value */
const fmt = (value, digits = 2) => fixed(value, digits);

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '2' },
      keep: { type: 'boolean', default: false },
      port: { type: 'string', default: '4391' },
      out: { type: 'string', default: join(root, 'docs', 'growth') },
    },
  });
  const runs = Number(values.runs);
  const started = new Date();
  const loadAtStart = loadavg();
  const dirs = { real: makeCopy('real'), large: makeCopy('large') };
  /** @type {Record<Variant, number[]>} */
  const times = { real: [], large: [] };
  let result;
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const variant of VARIANTS) {
        process.stderr.write(`growth: build ${run + 1}/${runs} ${variant}\n`);
        times[variant].push(build(dirs[variant]));
      }
    }
    const outs = { real: join(dirs.real, 'out'), large: join(dirs.large, 'out') };
    // The pages both variants have (the registry's and the 404 view), side by side; the job
    // and city pages differ between them, so each side's heaviest one stands for them.
    const measured = new Map(
      [...measuredPages(outs.real)].filter(([path]) => !isJobRoute(path) && !isCityRoute(path)),
    );
    const pages = [...measured].map(([path, file]) => {
      const real = pageBytes(outs.real, file);
      const large = pageBytes(outs.large, file);
      return { path, real, large };
    });
    const jobRoutes = {
      real: readRoutes(outs.real).filter(isJobRoute),
      large: readRoutes(outs.large).filter(isJobRoute),
    };
    const cityRoutes = {
      real: readRoutes(outs.real).filter(isCityRoute),
      large: readRoutes(outs.large).filter(isCityRoute),
    };
    /** The heaviest of a variant's pages of one kind. */
    const heaviest = (
      /** @type {Variant} */ variant,
      /** @type {Record<Variant, string[]>} */ routes,
    ) =>
      routes[variant]
        .map((route) => ({ path: route, bytes: pageBytes(outs[variant], routeFile(route)) }))
        .reduce((a, b) => (b.bytes.total > a.bytes.total ? b : a));
    const jobs = { real: heaviest('real', jobRoutes), large: heaviest('large', jobRoutes) };
    const cityPages = { real: heaviest('real', cityRoutes), large: heaviest('large', cityRoutes) };
    const built = {
      real: { pages: htmlFiles(outs.real).length, out: folderSize(outs.real) },
      large: { pages: htmlFiles(outs.large).length, out: folderSize(outs.large) },
    };
    const cdn = { real: cdnRuleCounts(outs.real), large: cdnRuleCounts(outs.large) };

    process.stderr.write('growth: the browser tests tagged @growth, on the large build\n');
    const browserTests = runGrowthTests(dirs.large, Number(values.port));
    const jsGrowth = pages
      .filter((p) => p.large.script > p.real.script)
      .map((p) => `${p.path}: JavaScript ${p.real.script} → ${p.large.script} bytes`);
    result = { pages, jobs, jobRoutes, cityPages, cityRoutes, built, cdn, browserTests, jsGrowth };
  } finally {
    if (!values.keep) rmSync(benchDir, { recursive: true, force: true });
  }

  const { pages, jobs, jobRoutes, cityPages, cityRoutes, built, cdn, browserTests, jsGrowth } =
    result;
  const buildReal = median(times.real);
  const buildLarge = median(times.large);
  const perPage = { real: buildReal / built.real.pages, large: buildLarge / built.large.pages };
  // What one more page costs: the time the large build adds over the real one, per page added.
  const marginal = (buildLarge - buildReal) / (built.large.pages - built.real.pages);
  const cdnCountNames = /** @type {(keyof typeof CDN_LIMITS)[]} */ (Object.keys(CDN_LIMITS));
  const reference = /** @type {(typeof pages)[number]} */ (pages.find((p) => p.path === '404'));
  const kb = (/** @type {number} */ bytes) => fmt(bytes / KB, 1);
  const mb = (/** @type {number} */ bytes) => fmt(bytes / KB / KB, 1);
  /**
   * A figure of both builds, and the ratio large / real.
   * @param {string} label
   * @param {(variant: Variant) => number} get
   * @param {(value: number, variant: Variant) => string} show
   */
  const compare = (label, get, show = (value) => fmt(value, 0)) => [
    label,
    ...VARIANTS.map((variant) => show(get(variant), variant)),
    fmt(ratio(get('large'), get('real'))),
  ];
  const growth = markdownTable(
    ['', 'real', 'large', '×'],
    [
      compare('pages built (HTML files)', (v) => built[v].pages),
      compare('job pages (in the sitemap)', (v) => jobRoutes[v].length),
      compare('city pages (in the sitemap)', (v) => cityRoutes[v].length),
      compare(
        `cold build, median of ${runs} (s)`,
        (v) => median(times[v]),
        (t) => fmt(t, 1),
      ),
      compare(
        'build time per page (s)',
        (v) => perPage[v],
        (t) => fmt(t, 2),
      ),
      compare(
        'out/ (MB, files)',
        (v) => built[v].out.bytes,
        (bytes, v) => `${mb(bytes)} (${built[v].out.files})`,
      ),
      compare(
        'heaviest job page, total gzip kB',
        (v) => jobs[v].bytes.total,
        (bytes, v) => `${kb(bytes)} (${jobs[v].path})`,
      ),
      compare('heaviest job page, JavaScript gzip kB', (v) => jobs[v].bytes.script, kb),
      ...cdnCountNames.map((name) =>
        compare(`CDN ${name} (limit ${CDN_LIMITS[name]})`, (v) => cdn[v][name]),
      ),
    ],
  );
  /** @type {[string, 'html' | 'script' | 'stylesheet' | 'image' | 'total'][]} */
  const groups = [
    ['HTML', 'html'],
    ['JS', 'script'],
    ['CSS', 'stylesheet'],
    ['img', 'image'],
    ['total', 'total'],
  ];
  const table = markdownTable(
    ['page', ...groups.map(([label]) => `${label} kB real → large (×)`)],
    pages.map(({ path, real, large }) => [
      path,
      ...groups.map(
        ([, group]) =>
          `${kb(real[group])} → ${kb(large[group])} (${fmt(ratio(large[group], real[group]))})`,
      ),
    ]),
  );
  const overLimits = cdnCountNames.flatMap((name) =>
    Object.entries(cdn).flatMap(([variant, counts]) =>
      counts[name] > CDN_LIMITS[name]
        ? [`${variant} CDN ${name} ${counts[name]} > ${CDN_LIMITS[name]}`]
        : [],
    ),
  );
  const overBudget = [
    ...(marginal > budgets.buildSecondsPerPage
      ? [`a page adds ${fmt(marginal, 2)} s to the build (budget ${budgets.buildSecondsPerPage} s)`]
      : []),
    ...[jobs.large, cityPages.large].flatMap((heaviestPage) => [
      ...(heaviestPage.bytes.total > budgets.bytes.total
        ? [
            `${heaviestPage.path} is ${kb(heaviestPage.bytes.total)} kB (budget ${kb(budgets.bytes.total)})`,
          ]
        : []),
      // Gzip here, brotli in the audit: JavaScript is held to the in-run reference (the 404
      // view, the layout alone) as the audit holds it, not to the brotli transfer budget.
      ...(heaviestPage.bytes.script - reference.large.script > budgets.bytes.scriptOverReference
        ? [
            `${heaviestPage.path} loads ${kb(heaviestPage.bytes.script - reference.large.script)} kB more JavaScript than the 404 view (budget ${kb(budgets.bytes.scriptOverReference)})`,
          ]
        : []),
    ]),
  ];
  const failures = [
    ...overBudget,
    ...overLimits,
    ...jsGrowth,
    ...(browserTests ? [] : ['a browser test tagged @growth failed on the large build (above)']),
  ];
  const summary = [
    `Build time: one more page adds ${fmt(marginal, 2)} s to a cold build ((large − real) ÷ (pages large − pages real)); budget ${budgets.buildSecondsPerPage} s (quality/budgets.mjs). Every build: real ${times.real.map((t) => fmt(t, 1)).join(', ')} s, large ${times.large.map((t) => fmt(t, 1)).join(', ')} s.`,
    `Heaviest job page of the large build: ${jobs.large.path}, ${kb(jobs.large.bytes.total)} kB in all (budget ${kb(budgets.bytes.total)}, gzip here where the audit's is brotli, so this is the stricter reading), ${kb(jobs.large.bytes.script)} kB of JavaScript, ${kb(jobs.large.bytes.script - reference.large.script)} kB more than the 404 view's (budget ${kb(budgets.bytes.scriptOverReference)}).`,
    `Heaviest city page of the large build: ${cityPages.large.path}, ${kb(cityPages.large.bytes.total)} kB in all, ${kb(cityPages.large.bytes.script)} kB of JavaScript, ${kb(cityPages.large.bytes.script - reference.large.script)} kB more than the 404 view's.`,
    `Browser tests tagged @growth on the large build (serve, nginx, the CDN's runtime; ${jobRoutes.large.length} job pages, ${cityRoutes.large.length} city pages): ${browserTests ? 'passed' : 'failed'}.`,
    failures.length
      ? `Broken: ${failures.join('; ')}`
      : 'Every budget and limit holds, the browser tests pass and no page ships more JavaScript with the large content.',
  ];
  console.log(growth);
  console.log('');
  console.log(table);
  console.log(`\n${summary.join('\n')}`);

  if (values.out !== '-') {
    mkdirSync(values.out, { recursive: true });
    const where = machine(loadAtStart);
    const markdown = [
      '# Growth benchmark',
      '',
      `Written by \`npm run bench:growth\` (quality/growth.mjs) on ${started.toISOString()}, on ${where.cpu} (${where.memoryGiB} GiB, Node ${where.node}, load average at start ${where.loadAverageAtStart.join(', ')}).`,
      'Real content against the large fixture of `quality/growth/content.mjs` (23 cities, 120 current job openings and 3 closed ones, 40 FAQ items).',
      'Bytes are gzip (level 6) sizes of each page and of the files its HTML loads, read from the export; × is large / real. Each page’s CSS is inlined in its HTML (`experimental.inlineCss`), so it counts under HTML.',
      '',
      growth,
      '',
      table,
      '',
      ...summary.map((line) => `- ${line}`),
      '',
    ].join('\n');
    const write = (/** @type {string} */ name, /** @type {string} */ text) =>
      writeFormatted(join(values.out, name), text);
    await write('latest.md', markdown);
    await write(
      'latest.json',
      JSON.stringify({
        date: started.toISOString(),
        machine: where,
        runs,
        buildSeconds: times,
        built,
        cdn,
        jobs,
        browserTests,
        pages,
        failures,
      }),
    );
    process.stderr.write(`growth: wrote ${join(values.out, 'latest.{md,json}')}\n`);
  }
  process.exitCode = failures.length ? 1 : 0;
}

runMain(import.meta.url, main);
