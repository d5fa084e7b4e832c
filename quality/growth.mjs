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
 * Reports, as ratios large/real: the cold build time (median), in total and per page built,
 * against the per-page budget (quality/budgets.mjs); the size of out/; per page the gzip
 * bytes of the HTML and of the scripts, stylesheets, fonts and images it references (read
 * from the export, so the figures do not depend on the machine), and the heaviest job page
 * against the byte budgets; the CDN's rule and redirect counts against Cloudflare's limits.
 * Then serves the large build on each of the three servers (serve, nginx, the CDN's local
 * runtime) and checks that every job page of its sitemap answers in a random casing, with
 * and without a trailing slash, and that the fixture's closed openings answer 404; and in
 * Chromium that no page scrolls sideways from 320 to 1920 px and that the map's 23 labels
 * are legible (>= 12 px, none overlapping, all inside the map) from 768 px.
 * Exits 1 when a budget, a limit, a casing or the layout breaks, or a page's JavaScript
 * grows with content.
 *
 * Options: --runs N builds per variant (default 2), --keep (leave .bench/), --port N
 *          (default 4391), --out DIR (default docs/growth; "-" writes nothing).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { chromium, devices } from '@playwright/test';
import { parse } from 'parse5';

import { htmlFiles, measuredPages, readRoutes, routeFile } from '../deploy/export-files.mjs';
import { CDN_LIMITS, cdnRuleCounts } from '../deploy/hosting.mjs';
import { loaderSources } from '../deploy/runtime-loading.mjs';
import { median } from './audit-figures.mjs';
import { budgets, KB } from './budgets.mjs';
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
/** The servers every job page must answer on, in any casing. */
const SERVED_BY = /** @type {const} */ (['serve', 'nginx', 'cdn']);
/**
 * The fixture's three openings whose `validThrough` has passed (quality/growth/content/jobs.ts):
 * the build must leave them out, and every server answer their URLs with the 404 view.
 */
const CLOSED = ['mexico-city', 'sao-paulo', 'buenos-aires', 'cape-town']
  .slice(-3)
  .map((city) => `/careers/night-shift-mechanic-${city}`);
const isJobRoute = (/** @type {string} */ route) => route.startsWith('/careers/');

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

/** The CDN's counts (cdnRuleCounts) beside Cloudflare's documented limits for each. */
/** @typedef {'headerRules' | 'longestHeaderLine' | 'staticRedirects' | 'dynamicRedirects'} CdnCount */
/** @type {Record<CdnCount, number>} */
const CDN_COUNT_LIMITS = {
  headerRules: CDN_LIMITS.headerRules,
  longestHeaderLine: CDN_LIMITS.lineLength,
  staticRedirects: CDN_LIMITS.staticRedirects,
  dynamicRedirects: CDN_LIMITS.dynamicRedirects,
};

/**
 * A path in a mixed casing, the same for the same seed: one letter in two upper-cased,
 * chosen by a small deterministic generator, and never the path as it is.
 * @param {string} path
 * @param {number} seed
 */
export function randomCasing(path, seed) {
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: enough to scatter the upper-case letters, and repeatable.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const mixed = [...path].map((char) => (next() < 0.5 ? char.toUpperCase() : char)).join('');
  return mixed === path ? path.toUpperCase() : mixed;
}

/**
 * Every job route in a random casing, with and without a trailing slash, must answer 200
 * (serve, which answers other casings with the page, its canonical link naming the lowercase
 * URL) or a 301 to the lowercase route; each closed opening must answer 404.
 * @param {string} origin
 * @param {string[]} jobRoutes
 */
async function checkCasings(origin, jobRoutes) {
  /** @type {string[]} */
  const problems = [];
  let requests = 0;
  for (const [index, route] of jobRoutes.entries()) {
    const casing = randomCasing(route, index + 1);
    for (const url of [casing, `${casing}/`]) {
      requests += 1;
      const response = await fetch(`${origin}${url}`, {
        redirect: 'manual',
        headers: { 'Accept-Encoding': 'identity' },
      });
      const location = response.headers.get('location');
      const to = location ? new URL(location, origin).pathname : null;
      const html = response.status === 200 ? await response.text() : '';
      if (!response.bodyUsed) await response.body?.cancel();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      const ok =
        (response.status === 301 && to === route) ||
        (response.status === 200 && !!canonical && new URL(canonical).pathname === route);
      if (!ok) problems.push(`${url} → ${response.status} ${to ?? ''}`.trim());
    }
  }
  for (const route of CLOSED) {
    requests += 1;
    const response = await fetch(`${origin}${route}`, { redirect: 'manual' });
    await response.body?.cancel();
    if (response.status !== 404) problems.push(`${route} (closed) → ${response.status}`);
  }
  return { requests, problems };
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
    const outs = { real: join(dirs.real, 'out'), large: join(dirs.large, 'out') };
    // The pages both variants have (the registry's and the 404 view), side by side; the job
    // pages differ between them, so each side's heaviest one stands for them.
    const measured = new Map([...measuredPages(outs.real)].filter(([path]) => !isJobRoute(path)));
    const pages = [...measured].map(([path, file]) => {
      const real = pageBytes(outs.real, file);
      const large = pageBytes(outs.large, file);
      return { path, real, large };
    });
    const jobRoutes = {
      real: readRoutes(outs.real).filter(isJobRoute),
      large: readRoutes(outs.large).filter(isJobRoute),
    };
    const heaviestJob = (/** @type {Variant} */ variant) =>
      jobRoutes[variant]
        .map((route) => ({ path: route, bytes: pageBytes(outs[variant], routeFile(route)) }))
        .reduce((a, b) => (b.bytes.total > a.bytes.total ? b : a));
    const jobs = { real: heaviestJob('real'), large: heaviestJob('large') };
    const built = {
      real: { pages: htmlFiles(outs.real).length, out: folderSize(outs.real) },
      large: { pages: htmlFiles(outs.large).length, out: folderSize(outs.large) },
    };
    const cdn = { real: cdnRuleCounts(outs.real), large: cdnRuleCounts(outs.large) };

    /** @type {Record<string, { requests: number, problems: string[] }>} */
    const casings = {};
    for (const [index, server] of SERVED_BY.entries()) {
      process.stderr.write(
        `growth: ${jobRoutes.large.length} job pages in random casings on ${server}\n`,
      );
      const running = await startServer({
        root: dirs.large,
        port: Number(values.port) + 2 * index,
        server,
      });
      try {
        casings[server] = await checkCasings(running.origin, jobRoutes.large);
      } finally {
        await running.stop();
      }
    }

    process.stderr.write('growth: layout of the large build at 320-1920 px\n');
    const server = await startServer({ root: dirs.large, port: Number(values.port) });
    let layout;
    try {
      layout = await checkLayout(server.origin, [...measured.keys(), jobs.large.path]);
    } finally {
      await server.stop();
    }
    const jsGrowth = pages
      .filter((p) => p.large.script > p.real.script)
      .map((p) => `${p.path}: JavaScript ${p.real.script} → ${p.large.script} bytes`);
    result = { pages, jobs, jobRoutes, built, cdn, casings, layout, jsGrowth };
  } finally {
    if (!values.keep) rmSync(benchDir, { recursive: true, force: true });
  }

  const { pages, jobs, jobRoutes, built, cdn, casings, layout, jsGrowth } = result;
  const buildReal = median(times.real);
  const buildLarge = median(times.large);
  const perPage = { real: buildReal / built.real.pages, large: buildLarge / built.large.pages };
  // What one more page costs: the time the large build adds over the real one, per page added.
  const marginal = (buildLarge - buildReal) / (built.large.pages - built.real.pages);
  const cdnCountNames = /** @type {CdnCount[]} */ (Object.keys(CDN_COUNT_LIMITS));
  const reference = /** @type {(typeof pages)[number]} */ (pages.find((p) => p.path === '404'));
  const kb = (/** @type {number} */ bytes) => fmt(bytes / KB, 1);
  const mb = (/** @type {number} */ bytes) => fmt(bytes / KB / KB, 1);
  const row = (/** @type {string} */ label, /** @type {string[]} */ cells) =>
    `| ${label} | ${cells.join(' | ')} |`;
  const growth = [
    '| | real | large | × |',
    '| --- | --- | --- | --- |',
    row('pages built (HTML files)', [
      `${built.real.pages}`,
      `${built.large.pages}`,
      fmt(ratio(built.large.pages, built.real.pages)),
    ]),
    row('job pages (in the sitemap)', [
      `${jobRoutes.real.length}`,
      `${jobRoutes.large.length}`,
      fmt(ratio(jobRoutes.large.length, jobRoutes.real.length)),
    ]),
    row(`cold build, median of ${runs} (s)`, [
      fmt(buildReal, 1),
      fmt(buildLarge, 1),
      fmt(ratio(buildLarge, buildReal)),
    ]),
    row('build time per page (s)', [
      fmt(perPage.real, 2),
      fmt(perPage.large, 2),
      fmt(ratio(perPage.large, perPage.real)),
    ]),
    row('out/ (MB, files)', [
      `${mb(built.real.out.bytes)} (${built.real.out.files})`,
      `${mb(built.large.out.bytes)} (${built.large.out.files})`,
      fmt(ratio(built.large.out.bytes, built.real.out.bytes)),
    ]),
    row('heaviest job page, total gzip kB', [
      `${kb(jobs.real.bytes.total)} (${jobs.real.path})`,
      `${kb(jobs.large.bytes.total)} (${jobs.large.path})`,
      fmt(ratio(jobs.large.bytes.total, jobs.real.bytes.total)),
    ]),
    row('heaviest job page, JavaScript gzip kB', [
      kb(jobs.real.bytes.script),
      kb(jobs.large.bytes.script),
      fmt(ratio(jobs.large.bytes.script, jobs.real.bytes.script)),
    ]),
    ...cdnCountNames.map((name) =>
      row(`CDN ${name} (limit ${CDN_COUNT_LIMITS[name]})`, [
        `${cdn.real[name]}`,
        `${cdn.large[name]}`,
        '',
      ]),
    ),
  ].join('\n');
  const table = [
    '| page | HTML kB real → large (×) | JS kB real → large (×) | CSS kB (×) | img kB (×) | total kB real → large (×) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...pages.map(
      ({ path, real, large }) =>
        `| ${path} | ${kb(real.html)} → ${kb(large.html)} (${fmt(ratio(large.html, real.html))}) | ${kb(real.script)} → ${kb(large.script)} (${fmt(ratio(large.script, real.script))}) | ${kb(real.stylesheet)} → ${kb(large.stylesheet)} (${fmt(ratio(large.stylesheet, real.stylesheet))}) | ${kb(real.image)} → ${kb(large.image)} (${fmt(ratio(large.image, real.image))}) | ${kb(real.total)} → ${kb(large.total)} (${fmt(ratio(large.total, real.total))}) |`,
    ),
  ].join('\n');
  const overLimits = cdnCountNames.flatMap((name) =>
    Object.entries(cdn).flatMap(([variant, counts]) =>
      counts[name] > CDN_COUNT_LIMITS[name]
        ? [`${variant} CDN ${name} ${counts[name]} > ${CDN_COUNT_LIMITS[name]}`]
        : [],
    ),
  );
  const overBudget = [
    ...(marginal > budgets.buildSecondsPerPage
      ? [`a page adds ${fmt(marginal, 2)} s to the build (budget ${budgets.buildSecondsPerPage} s)`]
      : []),
    ...(jobs.large.bytes.total > budgets.bytes.total
      ? [
          `${jobs.large.path} is ${kb(jobs.large.bytes.total)} kB (budget ${kb(budgets.bytes.total)})`,
        ]
      : []),
    // Gzip here, brotli in the audit: JavaScript is held to the in-run reference (the 404
    // view, the layout alone) as the audit holds it, not to the brotli transfer budget.
    ...(jobs.large.bytes.script - reference.large.script > budgets.bytes.scriptOverReference
      ? [
          `${jobs.large.path} loads ${kb(jobs.large.bytes.script - reference.large.script)} kB more JavaScript than the 404 view (budget ${kb(budgets.bytes.scriptOverReference)})`,
        ]
      : []),
  ];
  const casingProblems = Object.entries(casings).flatMap(([server, { problems }]) =>
    problems.map((problem) => `${server}: ${problem}`),
  );
  const failures = [
    ...overBudget,
    ...overLimits,
    ...casingProblems,
    ...jsGrowth,
    ...layout.problems,
  ];
  const summary = [
    `Build time: one more page adds ${fmt(marginal, 2)} s to a cold build ((large − real) ÷ (pages large − pages real)); budget ${budgets.buildSecondsPerPage} s (quality/budgets.mjs). Every build: real ${times.real.map((t) => fmt(t, 1)).join(', ')} s, large ${times.large.map((t) => fmt(t, 1)).join(', ')} s.`,
    `Heaviest job page of the large build: ${jobs.large.path}, ${kb(jobs.large.bytes.total)} kB in all (budget ${kb(budgets.bytes.total)}, gzip here where the audit's is brotli, so this is the stricter reading), ${kb(jobs.large.bytes.script)} kB of JavaScript, ${kb(jobs.large.bytes.script - reference.large.script)} kB more than the 404 view's (budget ${kb(budgets.bytes.scriptOverReference)}).`,
    `Casings: ${SERVED_BY.map((server) => `${server} ${casings[server]?.requests ?? 0} requests, ${casings[server]?.problems.length ?? 0} wrong`).join('; ')}: each of the ${jobRoutes.large.length} job pages of the large sitemap in a random casing, with and without a trailing slash (200 with its canonical URL, or a 301 to it), and the ${CLOSED.length} closed openings (404).`,
    `Map: ${layout.labels?.count ?? 0} labels at 768-1920 px, smallest ${fmt(layout.labels?.smallestPx, 1)} px (floor ${MIN_LABEL_PX} px); sideways scrolling checked on ${pages.length + 1} pages (the heaviest job page among them) at ${WIDTHS.join(', ')} px.`,
    failures.length
      ? `Broken: ${failures.join('; ')}`
      : 'Every budget and limit holds, every casing answers, the layout holds and no page ships more JavaScript with the large content.',
  ];
  console.log(growth);
  console.log('');
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
      'Real content against the large fixture in `quality/growth/content/` (23 cities, 120 current job openings and 3 closed ones, 40 FAQ items).',
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
        machine,
        runs,
        buildSeconds: times,
        built,
        cdn,
        jobs,
        casings,
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
