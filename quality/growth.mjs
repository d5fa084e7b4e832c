#!/usr/bin/env node
/**
 * `npm run bench:growth` (issue 7): how the site holds up as its content grows. Not a test.
 *
 * Builds the site twice from scratch copies of this checkout under .bench/: once with the
 * real content, once with the large fixture of quality/growth/content/ (23 cities, 120 job
 * openings, 40 FAQ items) copied over content/cities.ts, jobs.ts and faq.ts. The content
 * model and the app know nothing of the fixture: it only swaps three data files in a copy.
 * Builds alternate (real, large, real, large...) so the machine's noise falls on both.
 *
 * Reports, as ratios large/real: the cold build time (median), and per page the gzip bytes
 * of the HTML and of the scripts, stylesheets, fonts and images it references (read from
 * the export, so the figures do not depend on the machine). Then serves the large build and
 * checks in Chromium that no page scrolls sideways from 320 to 1920 px and that the map's
 * 23 labels are legible (>= 12 px, none overlapping, all inside the map) from 768 px.
 * Exits 1 when the layout breaks or a page's JavaScript grows with content.
 *
 * Options: --runs N builds per variant (default 2), --keep (leave .bench/), --port N
 *          (default 4391), --out DIR (default docs/growth; "-" writes nothing).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { chromium, devices } from '@playwright/test';
import { parse } from 'parse5';

import { measuredPages } from '../deploy/export-files.mjs';
import { loaderSources } from '../deploy/runtime-loading.mjs';
import { median } from './audit-figures.mjs';
import { KB } from './budgets.mjs';
import {
  attribute,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  fixed,
  root,
  runMain,
  startServer,
  textOf,
  writeFormatted,
} from './tools.mjs';
const benchDir = join(root, '.bench');
const FIXTURE_FILES = ['cities.ts', 'jobs.ts', 'faq.ts'];
const VARIANTS = /** @type {const} */ (['real', 'large']);
/** @typedef {(typeof VARIANTS)[number]} Variant */
/** @typedef {import('./tools.mjs').HtmlNode} HtmlNode */
const WIDTHS = [320, 375, 768, 1024, 1440, 1920];
const MIN_LABEL_PX = 12;

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
  if (variant === 'large') {
    for (const file of FIXTURE_FILES) {
      copyFileSync(join(root, 'quality', 'growth', 'content', file), join(dir, 'content', file));
    }
  }
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
  /** @type {HtmlNode[]} */
  const stack = [parse(html)];
  for (let node = stack.pop(); node; node = stack.pop()) {
    stack.push(...(node.childNodes ?? []));
    const element = node;
    /** @param {string} name */
    const attr = (name) => attribute(element, name);
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
 * Sideways scrolling at every width, and the map's labels, on the large build.
 * @param {string} origin
 * @param {string[]} paths the pages, as measuredPages names them
 */
async function checkLayout(origin, paths) {
  /** @type {string[]} */
  const problems = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  let labels = null;
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext(
        width < 768
          ? { ...devices['Pixel 7'], viewport: { width, height: 800 } }
          : { viewport: { width, height: 900 } },
      );
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`${origin}${path === '404' ? '/no-such-page' : path}`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0)
          problems.push(`${path} at ${width} px scrolls sideways by ${overflow} px`);
        if (path === '/locations' && width >= 768) {
          const found = await page.evaluate(() => {
            const svg = document.querySelector('figure svg[role="img"]');
            if (!(svg instanceof SVGSVGElement)) return null;
            const map = svg.getBoundingClientRect();
            return [...svg.querySelectorAll('g:has(> text)')].map((item) => {
              const box = /** @type {Element} */ (
                item.querySelector('rect')
              ).getBoundingClientRect();
              const text = /** @type {Element} */ (item.querySelector('text'));
              const size =
                parseFloat(getComputedStyle(text).fontSize) *
                (map.width / svg.viewBox.baseVal.width);
              return {
                name: text.textContent,
                box: box.toJSON(),
                size,
                inside:
                  box.left >= map.left &&
                  box.right <= map.right &&
                  box.top >= map.top &&
                  box.bottom <= map.bottom,
              };
            });
          });
          if (!found) {
            problems.push(`/locations at ${width} px has no map`);
            continue;
          }
          labels ??= { count: found.length, smallestPx: Infinity };
          labels.smallestPx = Math.min(labels.smallestPx, ...found.map((l) => l.size));
          for (const label of found) {
            if (label.size < MIN_LABEL_PX)
              problems.push(`${label.name} label is ${label.size.toFixed(1)} px at ${width} px`);
            if (!label.inside) problems.push(`${label.name} label leaves the map at ${width} px`);
          }
          for (let i = 0; i < found.length; i += 1) {
            for (let j = i + 1; j < found.length; j += 1) {
              const [a, b] = [found[i]?.box, found[j]?.box];
              if (!a || !b) continue;
              if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
                problems.push(
                  `labels ${found[i]?.name} and ${found[j]?.name} overlap at ${width} px`,
                );
              }
            }
          }
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { problems, labels };
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
  const loadAtStart = loadavg().map((value) => Number(value.toFixed(2)));
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
    const measured = measuredPages(join(dirs.real, 'out'));
    const pages = [...measured].map(([path, file]) => {
      const real = pageBytes(join(dirs.real, 'out'), file);
      const large = pageBytes(join(dirs.large, 'out'), file);
      return { path, real, large };
    });
    process.stderr.write('growth: layout of the large build at 320-1920 px\n');
    const server = await startServer({ root: dirs.large, port: Number(values.port) });
    let layout;
    try {
      layout = await checkLayout(server.origin, [...measured.keys()]);
    } finally {
      await server.stop();
    }
    const jsGrowth = pages
      .filter((p) => p.large.script > p.real.script)
      .map((p) => `${p.path}: JavaScript ${p.real.script} → ${p.large.script} bytes`);
    result = { pages, layout, jsGrowth };
  } finally {
    if (!values.keep) rmSync(benchDir, { recursive: true, force: true });
  }

  const { pages, layout, jsGrowth } = result;
  const buildReal = median(times.real);
  const buildLarge = median(times.large);
  const kb = (/** @type {number} */ bytes) => fmt(bytes / KB, 1);
  const table = [
    '| page | HTML kB real → large (×) | JS kB real → large (×) | CSS kB (×) | img kB (×) | total kB real → large (×) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...pages.map(
      ({ path, real, large }) =>
        `| ${path} | ${kb(real.html)} → ${kb(large.html)} (${fmt(ratio(large.html, real.html))}) | ${kb(real.script)} → ${kb(large.script)} (${fmt(ratio(large.script, real.script))}) | ${kb(real.stylesheet)} → ${kb(large.stylesheet)} (${fmt(ratio(large.stylesheet, real.stylesheet))}) | ${kb(real.image)} → ${kb(large.image)} (${fmt(ratio(large.image, real.image))}) | ${kb(real.total)} → ${kb(large.total)} (${fmt(ratio(large.total, real.total))}) |`,
    ),
  ].join('\n');
  const failures = [...jsGrowth, ...layout.problems];
  const summary = [
    `Cold build, median of ${runs}: real ${fmt(buildReal, 1)} s, large ${fmt(buildLarge, 1)} s (× ${fmt(ratio(buildLarge, buildReal))}); every build: real ${times.real.map((t) => fmt(t, 1)).join(', ')} s, large ${times.large.map((t) => fmt(t, 1)).join(', ')} s.`,
    `Map: ${layout.labels?.count ?? 0} labels at 768-1920 px, smallest ${fmt(layout.labels?.smallestPx, 1)} px (floor ${MIN_LABEL_PX} px); sideways scrolling checked on ${pages.length} pages at ${WIDTHS.join(', ')} px.`,
    failures.length
      ? `Broken: ${failures.join('; ')}`
      : 'Layout holds and no page ships more JavaScript with the large content.',
  ];
  console.log(table);
  console.log(`\n${summary.join('\n')}`);

  if (values.out !== '-') {
    mkdirSync(values.out, { recursive: true });
    const machine = {
      cpu: `${cpus()[0]?.model ?? 'unknown'} x ${cpus().length}`,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadAverageAtStart: loadAtStart,
    };
    const markdown = [
      '# Growth benchmark',
      '',
      `Written by \`npm run bench:growth\` (quality/growth.mjs) on ${started.toISOString()}, on ${machine.cpu} (${machine.memoryGiB} GiB, Node ${machine.node}, load average at start ${loadAtStart.join(', ')}).`,
      'Real content against the large fixture in `quality/growth/content/` (23 cities, 120 job openings, 40 FAQ items).',
      'Bytes are gzip (level 6) sizes of each page and of the files its HTML loads, read from the export; × is large / real. Each page’s CSS is inlined in its HTML (`experimental.inlineCss`), so it counts under HTML.',
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
        machine,
        runs,
        buildSeconds: times,
        pages,
        layout,
        failures,
      }),
    );
    process.stderr.write(`growth: wrote ${join(values.out, 'latest.{md,json}')}\n`);
  }
  process.exitCode = failures.length ? 1 : 0;
}

runMain(import.meta.url, main);
