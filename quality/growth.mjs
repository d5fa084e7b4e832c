#!/usr/bin/env node
/**
 * `npm run bench:growth`: how the site holds up as its content grows. Not a test. Builds
 * copies of this checkout under .bench/, one with the real content and one grown by
 * quality/growth/content.mjs, in turns so the machine's noise falls on both. Reports what one
 * more page adds to a cold build and each page's gzip bytes of HTML and JavaScript, real
 * against large; then runs the browser tests tagged @growth on the large build. Exits 1 when
 * a budget (quality/budgets.mjs) breaks, a page's JavaScript grows with the content, or a
 * browser test fails.
 *
 * Options: --runs N builds per variant (default 2), --keep (leave .bench/), --port N (the
 * browser tests' E2E_PORT, default 4391), --out DIR (default docs/growth; "-" writes nothing).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { htmlFiles, readRoutes, routeFile } from '../deploy/export-files.mjs';
import { readLoader } from '../deploy/runtime-loading.mjs';
import { median } from './audit-figures.mjs';
import { budgets, KB } from './budgets.mjs';
import { writeGrowthContent } from './growth/content.mjs';
import {
  copyCheckout,
  fixed,
  machine,
  markdownTable,
  root,
  runMain,
  writeFormatted,
} from './tools.mjs';

const benchDir = join(root, '.bench');
const VARIANTS = /** @type {const} */ (['real', 'large']);
/** @typedef {(typeof VARIANTS)[number]} Variant */
/** How far the same JavaScript's gzip size moves with other content (module ids; 3 bytes seen). */
const SAME_CODE_BYTES = 100;

/**
 * A copy of the checkout with node_modules linked in; not the tests (the build type-checks
 * them, and they pin the real content), nor the lockfile (Next would take the checkout for
 * the workspace root). @param {Variant} variant
 */
function makeCopy(variant) {
  const leaveOut = /^(package-lock\.json|jest\.setup\.ts|__tests__\/.*)$/;
  const dir = copyCheckout(join(benchDir, variant), leaveOut);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  if (variant === 'large') writeGrowthContent(dir);
  return dir;
}

/** A cold build (no .next, no out) of a copy, in seconds. @param {string} dir */
function build(dir) {
  for (const built of ['.next', 'out']) rmSync(join(dir, built), { recursive: true, force: true });
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`build failed in ${dir}:\n${result.stdout}${result.stderr}`);
  return (performance.now() - started) / 1000;
}

/** @param {string} path */
const gzipBytes = (path) => gzipSync(readFileSync(path), { level: 6 }).length;

/**
 * The gzip bytes of a page's HTML and of the script chunks its runtime loader starts, all the
 * JavaScript a page runs. @param {string} outDir @param {string} file
 */
export function pageBytes(outDir, file) {
  const html = readFileSync(join(outDir, file), 'utf8');
  const chunks = readLoader(html)?.sources ?? [];
  // A page without a loader would make "JavaScript does not grow" hold for the wrong reason.
  if (!chunks.length) throw new Error(`${file}: found no runtime loader`);
  // A chunk's URL escapes webpack's [city]: %5Bcity%5D.
  const script = chunks.reduce((sum, url) => sum + gzipBytes(join(outDir, decodeURI(url))), 0);
  return { html: gzipBytes(join(outDir, file)), script };
}

/**
 * The browser tests tagged @growth on a copy's build, copied in only after its builds. CI=1:
 * Playwright starts its own servers rather than test what already listens on its ports.
 * @param {string} dir @param {number} port
 */
function runGrowthTests(dir, port) {
  for (const path of ['playwright.config.mts', '__tests__/e2e'])
    cpSync(join(root, path), join(dir, path), { recursive: true });
  const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js');
  const projects = ['phone', 'desktop', 'nginx', 'cdn'].map((name) => `--project=${name}`);
  const result = spawnSync(process.execPath, [cli, 'test', '--grep', '@growth', ...projects], {
    cwd: dir,
    stdio: ['ignore', 2, 2],
    env: { ...process.env, CI: '1', E2E_PORT: String(port) },
  });
  return result.status === 0;
}

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
  const [started, loadAtStart] = [new Date(), loadavg()];
  const dirs = { real: makeCopy('real'), large: makeCopy('large') };
  /** @type {Record<Variant, number[]>} */
  const times = { real: [], large: [] };
  let measured;
  try {
    for (let run = 1; run <= runs; run += 1)
      for (const variant of VARIANTS) {
        process.stderr.write(`growth: build ${run}/${runs} ${variant}\n`);
        times[variant].push(build(dirs[variant]));
      }
    /** Everything measured of one variant's build. @param {Variant} variant */
    const measure = (variant) => {
      const out = join(dirs[variant], 'out');
      const routes = readRoutes(out);
      // A job's or a city's page in any language: /careers/x, /ja/careers/x.
      const kind = (/** @type {string} */ folder) =>
        routes.filter((r) => new RegExp(`^(/[a-z]{2})?/${folder}/.`).test(r));
      /** The page of a kind that starts the most JavaScript. @param {string[]} paths */
      const heaviest = (paths) =>
        paths
          .map((path) => ({ path, ...pageBytes(out, routeFile(path)) }))
          .reduce((a, b) => (b.script > a.script ? b : a));
      const jobs = kind('careers');
      const cities = kind('locations');
      return {
        built: htmlFiles(out).length,
        jobs: jobs.length,
        cities: cities.length,
        heaviest: heaviest([...jobs, ...cities]),
        // The pages both variants have: the registry's, in every language, and the 404 view.
        pages: new Map(
          [...readRoutes(join(dirs.real, 'out')), '404']
            .filter((path) => !jobs.includes(path) && !cities.includes(path))
            .map((path) => [path, pageBytes(out, path === '404' ? '404.html' : routeFile(path))]),
        ),
      };
    };
    const [real, large] = [measure('real'), measure('large')];
    process.stderr.write('growth: the browser tests tagged @growth, on the large build\n');
    const browserTests = runGrowthTests(dirs.large, Number(values.port));
    measured = { real, large, browserTests };
  } finally {
    if (!values.keep) rmSync(benchDir, { recursive: true, force: true });
  }

  const { real, large, browserTests } = measured;
  const kb = (/** @type {number} */ bytes) => fixed(bytes / KB, 1);
  const ratio = (/** @type {number} */ a, /** @type {number} */ b) => fixed(b ? a / b : NaN, 2);
  const [buildReal, buildLarge] = [median(times.real), median(times.large)];
  // What one more page costs: the time the large build adds, per page it adds.
  const perPage = (buildLarge - buildReal) / (large.built - real.built);
  const reference = large.pages.get('404')?.script ?? NaN;
  /** @param {string} label @param {number} a @param {number} b @param {(n: number) => string} show */
  const row = (label, a, b, show = (n) => fixed(n)) => [label, show(a), show(b), ratio(b, a)];
  const growth = markdownTable(
    ['', 'real', 'large', '×'],
    [
      row('pages built (HTML files)', real.built, large.built),
      row('job pages', real.jobs, large.jobs),
      row('city pages', real.cities, large.cities),
      row(`cold build, median of ${runs} (s)`, buildReal, buildLarge, (n) => fixed(n, 1)),
      row('build time per page (s)', buildReal / real.built, buildLarge / large.built, (n) =>
        fixed(n, 2),
      ),
      row('heaviest job or city page, JS gzip kB', real.heaviest.script, large.heaviest.script, kb),
    ],
  );
  const pages = [...real.pages].map(([path, bytes]) => {
    const grown = large.pages.get(path) ?? { html: NaN, script: NaN };
    return { path, real: bytes, large: grown };
  });
  const table = markdownTable(
    ['page', 'HTML kB real → large (×)', 'JS kB real → large (×)'],
    pages.map(({ path, real: a, large: b }) => [
      path,
      `${kb(a.html)} → ${kb(b.html)} (${ratio(b.html, a.html)})`,
      `${kb(a.script)} → ${kb(b.script)} (${ratio(b.script, a.script)})`,
    ]),
  );
  const extra = large.heaviest.script - reference; // over the 404 view's, the layout alone
  const failures = [
    perPage > budgets.buildSecondsPerPage &&
      `a page adds ${fixed(perPage, 2)} s to the build (budget ${budgets.buildSecondsPerPage} s)`,
    extra > budgets.bytes.scriptOverReference &&
      `${large.heaviest.path} starts ${kb(extra)} kB more JS than 404`,
    ...pages
      .filter((page) => page.large.script - page.real.script > SAME_CODE_BYTES)
      .map((page) => `${page.path}: JavaScript ${page.real.script} → ${page.large.script} bytes`),
    !browserTests && 'a browser test tagged @growth failed on the large build (above)',
  ].filter((failure) => typeof failure === 'string');
  const summary = [
    `One more page adds ${fixed(perPage, 2)} s to a cold build ((large − real) ÷ (pages large − pages real)); budget ${budgets.buildSecondsPerPage} s (quality/budgets.mjs). Every build: real ${times.real.map((t) => fixed(t, 1)).join(', ')} s, large ${times.large.map((t) => fixed(t, 1)).join(', ')} s.`,
    `The large build's job or city page with the most JavaScript (${large.heaviest.path}) starts ${kb(extra)} kB more than the 404 view (budget ${kb(budgets.bytes.scriptOverReference)}).`,
    `Browser tests tagged @growth on the large build (serve, nginx, the CDN's runtime): ${browserTests ? 'passed' : 'failed'}.`,
    failures.length
      ? `Broken: ${failures.join('; ')}`
      : 'Every budget holds, the browser tests pass and no page starts more JavaScript with the large content.',
  ];
  console.log(`${growth}\n\n${table}\n\n${summary.join('\n')}`);

  if (values.out !== '-') {
    mkdirSync(values.out, { recursive: true });
    const where = machine(loadAtStart);
    await writeFormatted(
      join(values.out, 'latest.md'),
      [
        '# Growth benchmark',
        '',
        `Written by \`npm run bench:growth\` (quality/growth.mjs) on ${started.toISOString()}, on ${where.cpu} (${where.memoryGiB} GiB, Node ${where.node}, load average at start ${where.loadAverageAtStart.join(', ')}).`,
        'Real content against the large content of `quality/growth/content.mjs` (the real content grown to 23 cities, each opening 20 times plus 3 closed ones, 20 questions per FAQ group, each page in English, Japanese and Indonesian). Bytes are gzip (level 6) sizes of each page’s HTML (its CSS is inlined) and of the script chunks it starts, read from the export; × is large / real.',
        '',
        growth,
        '',
        table,
        '',
        ...summary.map((line) => `- ${line}`),
        '',
      ].join('\n'),
    );
    await writeFormatted(
      join(values.out, 'latest.json'),
      JSON.stringify({ date: started, machine: where, runs, buildSeconds: times, pages, failures }),
    );
    process.stderr.write(`growth: wrote ${join(values.out, 'latest.{md,json}')}\n`);
  }
  process.exitCode = failures.length ? 1 : 0;
}

runMain(import.meta.url, main);
