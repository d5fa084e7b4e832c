#!/usr/bin/env node
/**
 * `npm run audit`: builds the site, serves out/ as production does (nginx by default) with a
 * floor page beside it, measures both in turns and judges each route's excess over the floor
 * (a busy host slows both alike); taps are judged as they are. Then page to page in Chromium
 * (quality/page-to-page.mjs) and in Firefox and WebKit (quality/page-to-page-engines.mjs).
 * Writes docs/audit/latest.{md,json}; exits 1 on a broken budget (quality/budgets.mjs), 2 when
 * the audit fails. What it measures, and its options (--runs, --rounds, --navs, --samples,
 * --route, --no-engines, --engines-only, --server, --cpu, --skip-build, --port, --out):
 * docs/audit/README.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { launch } from 'chrome-launcher';
import CDP from 'chrome-remote-interface';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

import { readNotFoundLanguages } from '../deploy/export-files.mjs';
import { calibratedSlowdown, median } from './audit-figures.mjs';
import { budgets } from './budgets.mjs';
import { emulation, evaluate, HOVER_MS, pageToPage, sleep } from './page-to-page.mjs';
import { ENGINE_HEAD, ENGINE_TITLES, engineRows } from './page-to-page-engines.mjs';
import { pageToPageEngines } from './page-to-page-engines.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, fixed, machine, markdownTable, root } from './tools.mjs';
import { runMain, startServer, writeFormatted } from './tools.mjs';

/** Milliseconds after the first paint at which a round taps. */
const OFFSETS = [300, 600, 1000, 1500, 2000, 3000, 5000];
const PHONES = /** @type {const} */ (['mid-tier', 'low-end']);
const FLOOR = { name: 'floor', path: '/audit-floor', file: 'audit-floor.html' };
const FLOOR_HTML = `<!doctype html><html lang="en"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<h1>Scoot</h1><p>A title, a heading and a paragraph: what any page costs a phone.</p></html>\n`;
/** @type {import('lighthouse').Flags} The 404 view is measured with its status, as visitors get it. */
const FLAGS = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
FLAGS.ignoreStatusCode = true;
const METRICS = {
  tbtMs: 'total-blocking-time',
  lcpMs: 'largest-contentful-paint',
  fcpMs: 'first-contentful-paint',
};
/** @typedef {Record<string, number>} Figures tbtMs, lcpMs, fcpMs, scriptBytes, totalBytes */
/** @typedef {{ index: number, error: string | null, byPhone: Record<string, Figures> }} Run */
const CHROME = { chromePath: CHROMIUM_PATH, chromeFlags: ['--headless', ...CHROMIUM_FLAGS] };

/**
 * The sections, the 404 view, the sitemap's first job and city pages, and for each translated
 * language (a folder of out/ with its 404 view) its home page and its first city page.
 * @param {string[]} only
 */
function pickRoutes(only) {
  const sitemap = readFileSync(join(root, 'out', 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  const first = (/** @type {RegExp} */ re) => paths.find((path) => path && re.test(path)) ?? '';
  const routes = [
    ...['/', '/about', '/careers', '/locations'].map((path) => ({ name: path, path })),
    { name: '404', path: '/no-such-page' },
    { name: 'job', path: first(/^\/careers\/./) },
    { name: 'city', path: first(/^\/locations\/./) },
    ...readNotFoundLanguages(join(root, 'out')).flatMap((lang) => [
      { name: `/${lang}`, path: `/${lang}` },
      { name: `${lang} city`, path: first(new RegExp(`^/${lang}/locations/.`)) },
    ]),
  ].filter((route) => only.length === 0 || only.includes(route.name));
  if (routes.some((route) => !route.path)) throw new Error('No job or city in out/sitemap.xml');
  return [FLOOR, ...routes];
}

/**
 * One Lighthouse run in a fresh profile: the page gathered once, its trace simulated at each
 * CPU slowdown, written into the saved settings (Lighthouse audits artifacts only under them).
 * @param {string} url @param {Record<string, number>} slowdowns by phone @returns {Promise<Run>}
 */
async function lighthouseRun(url, slowdowns) {
  const dir = mkdtempSync(join(tmpdir(), 'scoot-lighthouse-'));
  try {
    const chrome = await launch(CHROME);
    const gather = lighthouse(url, { ...FLAGS, port: chrome.port, gatherMode: dir });
    await gather.finally(() => chrome.kill());
    const saved = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(saved, 'utf8'));
    /** @type {Run} */
    const run = { index: Number(artifacts.BenchmarkIndex), error: null, byPhone: {} };
    for (const [phone, cpuSlowdownMultiplier] of Object.entries(slowdowns)) {
      artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
      writeFileSync(saved, JSON.stringify(artifacts));
      const { throttling } = artifacts.settings; // the gather's settings, but for this slowdown
      const config = { extends: 'lighthouse:default', settings: { throttling } };
      const lhr = (await lighthouse(url, { ...FLAGS, auditMode: dir }, config))?.lhr;
      run.error ??= lhr ? (lhr.runtimeError?.code ?? null) : 'NO_RESULT';
      const value = (/** @type {string} */ id) => lhr?.audits[id]?.numericValue ?? NaN;
      /** @type {{ resourceType: string, transferSize: number }[]} */
      const sizes = /** @type {any} */ (lhr?.audits['resource-summary']?.details)?.items ?? [];
      const bytes = (/** @type {string} */ type) =>
        sizes.find((item) => item.resourceType === type)?.transferSize ?? NaN;
      /** @type {Figures} */
      const figures = { scriptBytes: bytes('script'), totalBytes: bytes('total') };
      for (const [key, id] of Object.entries(METRICS)) figures[key] = value(id);
      run.byPhone[phone] = figures;
    }
    return run;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A Lighthouse run, again while it failed or its index is over 25 % away from the host's (3
 * tries at most): the closest, and its tries. @param {string} url @param {Record<string, number>} slowdowns @param {number} hostIndex
 */
async function steadyRun(url, slowdowns, hostIndex) {
  const tries = /** @type {Run[]} */ ([]);
  const away = (/** @type {Run} */ run) =>
    run.error ? Infinity : Math.abs(run.index / hostIndex - 1);
  do tries.push(await lighthouseRun(url, slowdowns));
  while (tries.length < 3 && away(/** @type {Run} */ (tries.at(-1))) > 0.25);
  const [best] = tries.toSorted((a, b) => away(a) - away(b));
  return { .../** @type {Run} */ (best), tries: tries.length };
}

/** In the page, before its scripts: each event's Event Timing entry from 16 ms up. */
function observeEvents() {
  const entries = /** @type {[string, number, number][]} */ ([]);
  Object.assign(window, { auditEvents: entries });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) entries.push([e.name, e.startTime, e.duration]);
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
}

/** In the page: null until it has painted; then that page time and a paragraph to tap. */
function findTarget() {
  const paint = performance.getEntriesByName('first-paint')[0];
  const box = [...document.querySelectorAll('main p, p, h1')]
    .filter((element) => !element.closest('a, button, label, summary, input, dialog'))
    .map((element) => element.getBoundingClientRect())
    .find((box) => box.width > 0 && box.top >= 0 && box.bottom <= innerHeight);
  if (!paint || !box) return null;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  return { paint: paint.startTime, now: performance.now(), x, y };
}

/**
 * One round of taps on a fresh page (empty cache), Lighthouse's phone on slow 4G at `rate`x
 * CPU: each tap's longest pointer, touch, mouse or click event (0: all under 16 ms). Over CDP
 * with no Runtime domain, which would make V8 record a stack trace for every Error.
 * @param {CDP.Client} browser @param {string} url @param {number} rate
 */
async function tapRound(browser, url, rate) {
  const { browserContextId } = await browser.Target.createBrowserContext();
  try {
    const { targetId } = await browser.Target.createTarget({ url: '', browserContextId });
    const { sessionId } = await browser.Target.attachToTarget({ targetId, flatten: true });
    /** @type {(method: string, params?: object) => Promise<any>} */
    const send = (method, params) => browser.send(/** @type {any} */ (method), params, sessionId);
    const inPage = (/** @type {Function} */ fn) => evaluate(browser, sessionId, fn);
    for (const [method, params] of Object.entries({
      ...emulation(true, rate),
      'Emulation.setTouchEmulationEnabled': { enabled: true },
      'Page.enable': {},
      'Page.addScriptToEvaluateOnNewDocument': { source: `(${observeEvents})()` },
      'Page.navigate': { url },
    }))
      await send(method, params);
    let target = null; // findTarget's
    for (const deadline = Date.now() + 30_000; !target; await sleep(20)) {
      if (Date.now() > deadline) throw new Error(`${url}: no first paint with text to tap`);
      target = await inPage(findTarget);
    }
    const { x, y, paint, now } = target;
    const painted = Date.now() - (now - paint);
    /** @type {number[]} page times, just before each tap is sent */
    const tappedAt = [];
    for (const offset of OFFSETS) {
      await sleep(painted + offset - Date.now());
      tappedAt.push(paint + Date.now() - painted);
      await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
    await sleep(1000);
    /** @type {[string, number, number][]} */
    const events = await inPage(() => /** @type {any} */ (window).auditEvents);
    return tappedAt.map((at, i) => {
      const [from, to] = [at - 10, (tappedAt[i + 1] ?? Infinity) - 10];
      const ofTap = (/** @type {[string, number, number]} */ [name, t]) =>
        /pointer|touch|mouse|click/.test(name) && t >= from && t < to;
      return Math.max(0, ...events.filter(ofTap).map(([, , duration]) => duration));
    });
  } finally {
    await browser.Target.disposeBrowserContext({ browserContextId });
  }
}

const log = (/** @type {string} */ line) => process.stderr.write(`audit: ${line}\n`);

async function main() {
  /** @param {string} value */
  const string = (value) => ({ type: /** @type {const} */ ('string'), default: value });
  const { values: options } = parseArgs({
    allowNegative: true,
    options: {
      ...{ runs: string('5'), rounds: string('3'), samples: string('9'), navs: string('9') },
      ...{ server: string('nginx'), cpu: string(''), out: string('docs/audit') },
      port: string(process.env.AUDIT_PORT ?? '4390'),
      route: { type: 'string', multiple: true, default: [] },
      'skip-build': { type: 'boolean', default: false },
      engines: { type: 'boolean', default: true },
      'engines-only': { type: 'boolean', default: false },
    },
  });
  // --engines-only: no Lighthouse, taps or Chromium page to page (Chromium's benchmark stays).
  const only = options['engines-only'];
  const runs = only ? 0 : Number(options.runs);
  const [rounds, samples] = [only ? 0 : Number(options.rounds), Number(options.samples)];
  const navRounds = Number(options.navs);
  const engineRounds = options.engines || only ? navRounds : 0;
  const [started, loadAtStart] = [new Date(), loadavg()];
  if (!options['skip-build'])
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  const [pages, all] = [pickRoutes(options.route), pickRoutes([])];
  // Page to page goes round these, each to the next.
  const stops = ['/', '/about', '/careers', 'job', '/locations', 'city'].map(
    (name) => /** @type {{ name: string, path: string }} */ (all.find((r) => r.name === name)),
  );
  /** @type {Record<string, import('./page-to-page.mjs').Navs>} */
  const navs = {};
  /** @type {Awaited<ReturnType<typeof pageToPageEngines>>} */
  const engines = { navs: {}, facts: {} };
  let engineMinutes = 0;
  const chrome = await launch(CHROME);
  const { webSocketDebuggerUrl, Browser } = await CDP.Version({ port: chrome.port });
  const client = await CDP({ target: webSocketDebuggerUrl });
  const blank = await CDP({ port: chrome.port }); // the browser's first tab, on about:blank
  const benchmark = { expression: `(${pageFunctions.computeBenchmarkIndex})()` };
  const hostSamples = /** @type {number[]} */ ([]);
  while (hostSamples.length < samples)
    hostSamples.push((await blank.Runtime.evaluate(benchmark)).result.value);
  await blank.close();
  const hostIndex = median(hostSamples);
  const midTier = options.cpu ? Number(options.cpu) : calibratedSlowdown(hostIndex);
  const slowdowns = /** @type {Record<string, number>} */ (midTier === 4 ? {} : { '4x': 4 });
  for (const phone of PHONES) slowdowns[phone] = midTier * budgets.cpu[phone];
  log(`host benchmark index ${fixed(hostIndex)} (${hostSamples.map((v) => fixed(v))})`);
  const floorFile = join(root, 'out', FLOOR.file);
  writeFileSync(floorFile, FLOOR_HTML);
  /** @type {Record<string, { runs: (Run & { tries: number })[], taps: Record<string, number[][]> }>} */
  const results = {};
  for (const { name } of pages)
    results[name] = { runs: [], taps: { [PHONES[0]]: [], [PHONES[1]]: [] } };
  try {
    const serverName = /** @type {import('./tools.mjs').ServerName} */ (options.server);
    const server = await startServer({ root, port: Number(options.port), server: serverName });
    try {
      for (let turn = 0; turn < runs; turn += 1) {
        // Each turn starts one page later, so that the host's moods spread over every page.
        const first = turn % pages.length;
        for (const page of [...pages.slice(first), ...pages.slice(0, first)]) {
          const run = await steadyRun(`${server.origin}${page.path}`, slowdowns, hostIndex);
          results[page.name]?.runs.push(run);
          log(`lighthouse ${turn + 1}/${runs} ${page.name}: ${fixed(run.index)} (${run.tries})`);
        }
      }
      for (let round = 0; round < rounds; round += 1)
        for (const phone of PHONES)
          for (const page of pages) {
            const url = `${server.origin}${page.path}`;
            const taps = await tapRound(client, url, slowdowns[phone] ?? 1);
            results[page.name]?.taps[phone]?.push(taps);
            log(`taps ${round + 1}/${rounds} ${phone} ${page.name}: ${taps.join(', ')} ms`);
          }
      const proxyPort = Number(options.port) + 2; // the CDN's runtime takes the next one
      const args = /** @type {const} */ ([server.origin, stops, proxyPort, log]);
      Object.assign(navs, await pageToPage(...args, only ? 0 : navRounds));
      const enginesStarted = Date.now();
      // The other engines take the three ports after Chromium's proxy (its second one, for
      // the pages without their rules, is closed by then).
      const enginesRun = { origin: server.origin, stops, rounds: engineRounds, log };
      if (engineRounds > 0)
        Object.assign(engines, await pageToPageEngines({ ...enginesRun, port: proxyPort + 1 }));
      engineMinutes = Number(((Date.now() - enginesStarted) / 60000).toFixed(1));
    } finally {
      await server.stop();
    }
  } finally {
    await client.close();
    chrome.kill();
    rmSync(floorFile, { force: true });
  }

  const failures = /** @type {string[]} */ ([]);
  /** @param {number} value @param {number | undefined} limit @param {string} what */
  const judge = (value, limit, what) => {
    if (limit === undefined || !(value > limit)) return fixed(value); // NaN: not measured
    failures.push(`${what}: ${fixed(value)} ms, budget ${limit} ms`);
    return `${fixed(value)} ✗`;
  };
  /** @param {string} name @param {string} phone @param {string} key */
  const figure = (name, phone, key) =>
    median((results[name]?.runs ?? []).map((run) => run.byPhone[phone]?.[key] ?? NaN));
  const lighthouseRows = pages.flatMap(({ name }) =>
    Object.entries(slowdowns).map(([phone, slowdown]) => {
      const limits =
        name === FLOOR.name ? undefined : budgets.excess[/** @type {'mid-tier'} */ (phone)];
      /** @param {string} key @param {number} digits s or kB when over 0, else ms or bytes */
      const of = (key, digits = 0) => fixed(figure(name, phone, key) / (digits ? 1000 : 1), digits);
      /** @param {'tbtMs' | 'lcpMs'} key */
      const excess = (key) => {
        const value = figure(name, phone, key) - figure(FLOOR.name, phone, key);
        return judge(value, limits?.[key], `${name} ${phone} ${key} excess`);
      };
      const runs = results[name]?.runs ?? [];
      const indices = runs.map((run) => fixed(run.index) + '*'.repeat(run.tries - 1)).join(', ');
      const cells = [of('tbtMs'), excess('tbtMs'), of('lcpMs', 2), excess('lcpMs'), of('fcpMs', 2)];
      const head = [name, phone, fixed(slowdown, 2)];
      return [...head, ...cells, of('scriptBytes', 1), of('totalBytes', 1), indices];
    }),
  );
  const tapRows = pages.flatMap(({ name }) =>
    PHONES.map((phone) => {
      const rounds = results[name]?.taps[phone] ?? [];
      const medians = OFFSETS.map((_, i) => median(rounds.map((taps) => taps[i] ?? NaN)));
      const limit = name === FLOOR.name ? undefined : budgets.tapMs[phone];
      const worst = judge(Math.max(...medians), limit, `${name} ${phone} worst tap`);
      return [name, phone, ...medians.map((ms) => (ms < 16 ? '<16' : fixed(ms))), worst];
    }),
  );
  const navRows = Object.entries(navs).map(([key, { prerendered, full, bytes, phases }]) => {
    const [ms, fullMs, kB] = [median(prerendered), median(full), median(bytes) / 1000];
    const loads = [fixed(fullMs), fixed(fullMs / ms, 1), fixed(kB, 1)];
    const judged = judge(ms, budgets.pageToPageMs, `${key.replace('|', ' ')} page to page`);
    // Where the prerendered wait goes: medians of the rounds, in ms from the click.
    const phase = (/** @type {string} */ name) => fixed(median(phases.map((p) => p[name] ?? NaN)));
    const shown = (/** @type {Record<string, number | null>} */ p) =>
      Math.max(p.activated ?? NaN, p.parsed ?? NaN);
    const paintAfter = fixed(median(phases.map((p) => (p.fcp ?? NaN) - shown(p))));
    const where = [phase('started'), phase('parsed'), phase('activated'), paintAfter];
    return [...key.split('|'), judged, ...loads, ...where];
  });
  const { rows: engineNavRows, slower } = engineRows(engines.navs);
  // Not judged: these engines must be no slower than before, and unthrottled on a shared host
  // a pair's rounds spread by more than the difference sought (slowerAfter).
  const slowerNote =
    engineRounds < 3
      ? 'Firefox and WebKit: fewer than 3 rounds, so no pair is marked slower after.'
      : slower.length
        ? `Firefox and WebKit, ▲ every round after slower than every round before (not a budget: measure again before reading it as a cost): ${slower.join('; ')}.`
        : 'Firefox and WebKit: no pair was slower after than before in every round.';
  const navHead =
    'page to page|device|prerendered ms|full load ms|×|prerender kB|started|parsed|shown|paint after';
  const lighthouseHead =
    'route|phone|CPU ×|TBT ms|TBT excess|LCP s|LCP excess ms|FCP s|JS kB|total kB|index of runs';
  const tables = [
    runs && markdownTable(lighthouseHead.split('|'), lighthouseRows),
    rounds && markdownTable(['taps (ms)', 'phone', ...OFFSETS.map(String), 'worst'], tapRows),
    navRows.length && markdownTable(navHead.split('|'), navRows),
    engineNavRows.length && markdownTable(ENGINE_HEAD, engineNavRows),
    engineNavRows.length && slowerNote,
    failures.length ? `Broken budgets:\n\n- ${failures.join('\n- ')}` : 'Every budget holds.',
  ]
    .filter(Boolean)
    .join('\n\n');
  console.log(tables);
  process.exitCode = failures.length ? 1 : 0;
  if (options.out === '-') return;

  const lighthousePackage = join(root, 'node_modules', 'lighthouse', 'package.json');
  const { version } = JSON.parse(readFileSync(lighthousePackage, 'utf8'));
  const loadAverageAtEnd = loadavg().map((v) => Number(v.toFixed(2)));
  const chromium = Browser.split('/')[1];
  const where = { ...machine(loadAtStart), loadAverageAtEnd, chromium, lighthouse: version };
  const minutes = Number(((Date.now() - started.getTime()) / 60000).toFixed(1));
  const report = { date: started.toISOString(), minutes, machine: where, server: options.server };
  const host = { samples: hostSamples, index: hostIndex, slowdowns };
  const out = resolve(root, options.out);
  mkdirSync(out, { recursive: true });
  const json = { ...report, runs, rounds, host, offsetsMs: OFFSETS, budgets, results, navs };
  Object.assign(json, { engineNavs: engines.navs, engines: engines.facts, engineMinutes });
  /** What each engine was and did with the rules, and its clocks, for the notes. */
  const engineFacts = Object.entries(engines.facts).map(([name, fact]) => {
    const title = ENGINE_TITLES[/** @type {'firefox'} */ (name)] ?? name;
    const supports = fact.supports.join(' or ');
    const lag = fact.clickLagMs.map((ms) => fixed(ms)).join('-');
    const sizes = Object.entries(fact.viewports).map(([d, v]) => `${d} ${v.width}x${v.height}`);
    return `${fact.version || title}: \`HTMLScriptElement.supports('speculationrules')\` ${supports}, ${fact.speculated.length} speculative request(s) at the proxies; viewport ${sizes.join(', ')}; the click stamped ${lag} ms before its handler, each page's \`timeOrigin + now()\` within ${fixed(fact.clockSkewMs)} ms of \`Date.now()\``;
  });
  await writeFormatted(join(out, 'latest.json'), JSON.stringify({ ...json, failures }));
  await writeFormatted(
    join(out, 'latest.md'),
    `# Latest audit

Written by \`npm run audit\` (quality/audit.mjs) on ${report.date} in ${minutes} min, budgets in
\`quality/budgets.mjs\`, every run's figures in \`latest.json\`.

- Machine: ${where.cpu}, ${where.memoryGiB} GiB, ${where.os}; load average ${where.loadAverageAtStart.join(', ')} at start, ${where.loadAverageAtEnd.join(', ')} at end
- Node ${where.node}, Chromium ${where.chromium}, Lighthouse ${where.lighthouse}; server: ${options.server}
- Host: Lighthouse benchmark index ${fixed(hostIndex)}, the median of ${hostSamples.map((v) => fixed(v)).join(', ')}. Mid-tier phone ${fixed(midTier, 2)}x${options.cpu ? ' (--cpu)' : ''}, low-end ${fixed(slowdowns['low-end'], 2)}x; 4x is Lighthouse's default, as PageSpeed Insights runs it
${[
  runs &&
    `- Lighthouse: ${runs} run(s) per page in turns, simulated slow 4G, medians; excess = the route's median minus the floor's. A run whose index was over 25 % away from the host's ran again, 3 tries at most, the closest kept (one * per extra try)`,
  !only &&
    navRounds &&
    `- Page to page: ${options.navs} round(s) per pair and device at 4x CPU and slow 4G, the pointer resting ${HOVER_MS} ms on the link; from the click to the next page's first paint (its activation when later), median; prerendered by the speculation rules (its document held back as slow 4G by a proxy: CDP cannot throttle it), or a full load (prerendering disallowed by CDP, and the pages served without their speculation rules, which Chromium otherwise prefetches from); prerender kB: what the prerender had fetched by the click; then the prerendered rounds' medians, in ms from the click (the page's own record of it): when the prerender started, when its HTML was parsed (domInteractive), when it was shown (activationStart; none: not prerendered), and its first paint after the later of the last two`,
  engineNavRows.length &&
    `- Page to page in Firefox and WebKit (${engineMinutes} min): ${engineRounds} round(s) per pair and device, unthrottled (neither can slow its CPU or network here), at Lighthouse's phone and desktop sizes with a device pixel ratio of 1, each round in a fresh context (Firefox) or browser (WebKit), the pointer resting ${HOVER_MS} ms on the link; from the click (the page's own \`timeOrigin + event.timeStamp\`) to the next page's \`first-contentful-paint\`, median and range; before: the pages served without their speculation rules, after: as built, in the same turn, the one going first alternating by round. ${engineFacts.join('. ')}`,
  rounds &&
    `- Taps: ${rounds} round(s) per page and phone on a paragraph, slow 4G and the phone's CPU slowdown applied by CDP (no Runtime domain); per time after the first paint (ms), the median over the rounds of the tap's longest Event Timing duration`,
]
  .filter(Boolean)
  .join('\n')}

${tables}
`,
  );
  log(`wrote ${join(out, 'latest.{md,json}')}`);
}

runMain(import.meta.url, main);
