/**
 * Page to page in the engines that do not prerender, as `npm run audit` measures it
 * (docs/audit/README.md): Firefox ESR through Playwright's `moz-firefox` channel (WebDriver
 * BiDi, as the browser tests run it) and WebKitGTK's MiniBrowser over WebDriver on Xvfb
 * (quality/webkit.mjs). The same pairs as the Chromium part (quality/page-to-page.mjs), at
 * Lighthouse's phone and desktop sizes, each clicked twice in the same turn: "before", the
 * pages served without their speculation rules, and "after", the pages as built. Neither
 * engine can slow its CPU or network here, so both run unthrottled on the loopback.
 */
import { firefox } from 'playwright-core';
import { Origin } from 'selenium-webdriver';

import { compareRounds } from './audit-figures.mjs';
import {
  encodeAhead,
  CLICK_KEY,
  findLink,
  HOVER_MS,
  paintedAt,
  recordClick,
  screenOf,
  sleep,
  slowSpeculation,
  turns,
  untilPainted,
  within,
} from './page-to-page.mjs';
import { programPath } from './setup.mjs';
import { fixed } from './tools.mjs';
import { openSession, startWebKitWebDriver, startXvfb } from './webkit.mjs';

export const ENGINES = /** @type {const} */ (['firefox', 'webkit']);
/** @typedef {(typeof ENGINES)[number]} EngineName */

/** The engines' names in the tables. */
export const ENGINE_TITLES = { firefox: 'Firefox', webkit: 'WebKitGTK' };

/**
 * A page open in an engine: `run` calls a function in it, as quality/page-to-page.mjs's
 * `evaluate` does in Chromium; `hover` rests the pointer at a point of the viewport, `click`
 * presses and releases it there.
 * @typedef {{ run: (fn: Function, ...args: unknown[]) => Promise<any>,
 *   hover: (x: number, y: number) => Promise<void>, click: () => Promise<void>,
 *   close: () => Promise<void> }} Tab
 * @typedef {{ version: string, open: (url: string, phone: boolean) => Promise<Tab>,
 *   close: () => Promise<void> }} Engine
 */

/**
 * Firefox ESR: one browser for the audit, a new context (empty cache and storage) per page to
 * page, its viewport Lighthouse's screen at a device pixel ratio of 1 (Firefox has no mobile
 * emulation: a phone is its size). Its WebDriver BiDi listens on a loopback port the system
 * picks, as in the browser tests: Playwright asks for port 0 first, and Firefox keeps the first.
 * @returns {Promise<Engine>}
 */
async function startFirefox() {
  const executablePath = programPath('FIREFOX_PATH');
  const browser = await firefox.launch({ channel: 'moz-firefox', executablePath });
  return {
    version: `Firefox ${browser.version()}`,
    open: async (url, phone) => {
      const { width, height } = screenOf(phone);
      const context = await browser.newContext({ viewport: { width, height } });
      try {
        const page = await context.newPage();
        await page.goto(url);
        return {
          run: (fn, ...args) => page.evaluate(`(${fn})(...${JSON.stringify(args)})`),
          hover: (x, y) => page.mouse.move(x, y),
          click: async () => {
            await page.mouse.down();
            await page.mouse.up();
          },
          close: () => context.close(),
        };
      } catch (error) {
        await context.close();
        throw error;
      }
    },
    close: () => browser.close(),
  };
}

/**
 * WebKitGTK: a WebKitWebDriver on `port` drawing on an Xvfb display of its own, and a new
 * MiniBrowser session (its own process and ephemeral data: an empty cache) per page to page,
 * its window Lighthouse's screen (MiniBrowser's is at least 447 px wide, its toolbar's width,
 * and the page gets what the toolbar leaves).
 * @param {number} port @returns {Promise<Engine>}
 */
async function startWebKit(port) {
  // Where quality/webkit.mjs finds the programs, as playwright.config.mts sets them.
  for (const env of ['XVFB', 'WEBKIT_BROWSER', 'WEBKIT_WEBDRIVER'])
    process.env[env] = programPath(env);
  const xvfb = await startXvfb();
  const server = await startWebKitWebDriver(xvfb.display, port).catch((error) => {
    xvfb.stop();
    throw error;
  });
  const engine = {
    version: 'WebKitGTK',
    /** @param {string} url @param {boolean} phone @returns {Promise<Tab>} */
    open: async (url, phone) => {
      const driver = await openSession(server.url);
      try {
        const { width, height } = screenOf(phone);
        await driver.manage().window().setRect({ width, height });
        if (engine.version === 'WebKitGTK')
          engine.version += ` ${(await driver.getCapabilities()).getBrowserVersion()}`;
        await driver.get(url);
        return {
          run: (fn, ...args) => driver.executeScript(`return (${fn})(...arguments)`, ...args),
          hover: (x, y) => {
            const to = { x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT };
            return driver.actions().move(to).perform();
          },
          click: () => driver.actions().press().release().perform(),
          close: () => driver.quit(),
        };
      } catch (error) {
        await driver.quit();
        throw error;
      }
    },
    close: async () => {
      server.stop();
      xvfb.stop();
    },
  };
  return engine;
}

/** Where the page being left keeps its clocks' check (recordClock). */
const CLOCK_KEY = 'audit-clock';

/**
 * In the page, before the click: the click's `performance.now() - event.timeStamp` in its
 * handler (how long before its handler the event was stamped: a small positive number when
 * the stamp is on the page's clock) and the page's clock against the wall clock
 * (`performance.timeOrigin + performance.now() - Date.now()`), kept for the next page.
 */
function recordClock(/** @type {string} */ key) {
  const record = (/** @type {Event} */ event) => {
    const skew = performance.timeOrigin + performance.now() - Date.now();
    sessionStorage.setItem(key, JSON.stringify([performance.now() - event.timeStamp, skew]));
  };
  addEventListener('click', record, { capture: true, once: true });
}

/**
 * In the next page: the check recordClock kept and this page's clock against the wall clock.
 * Both pages' `timeOrigin + now` on the wall clock mean a time of one is comparable with a
 * time of the other: the click's and the paint's.
 */
function readClock(/** @type {string} */ key) {
  const [lag = NaN, skew = NaN] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
  return { lag, skews: [skew, performance.timeOrigin + performance.now() - Date.now()] };
}

/** In the page: whether its engine supports speculation rules, and how many the page has. */
function readRules() {
  const supports = /** @type {any} */ (HTMLScriptElement).supports?.('speculationrules') ?? false;
  return { supports, rules: document.querySelectorAll('script[type="speculationrules"]').length };
}

/** In the page: its viewport. */
const readViewport = () => ({ width: innerWidth, height: innerHeight });

/**
 * One page to page in a fresh tab of `engine`, as navRound does in Chromium but unthrottled:
 * open `from`, wait a second, rest the pointer on its link to `to` for HOVER_MS, click; the ms
 * from the click (the page's own record of it) to the next page's first contentful paint, and
 * what the first page said of the rules and the clocks. `after`: the origin serves the pages
 * as built; else without their rules, which the first page must then lack (and have after).
 * @param {Engine} engine @param {string} origin @param {string} from @param {string} to
 * @param {boolean} phone @param {boolean} after
 */
async function engineRound(engine, origin, from, to, phone, after) {
  const tab = await engine.open(`${origin}${from}`, phone);
  try {
    await sleep(1000);
    const { supports, rules } = await tab.run(readRules);
    if (after ? rules === 0 : rules > 0)
      throw new Error(`${from} has ${rules} speculation rules ${after ? 'after' : 'before'}`);
    const viewport = await tab.run(readViewport);
    const point = await tab.run(findLink, `a[href="${to}"]`);
    if (!point) throw new Error(`${from}: no visible link to ${to}`);
    await sleep(100); // the scrolled frame
    await tab.hover(point.x, point.y);
    await tab.run(recordClick, CLICK_KEY);
    await tab.run(recordClock, CLOCK_KEY);
    await sleep(HOVER_MS);
    const clicked = Date.now();
    await tab.click();
    const painted = await untilPainted(clicked, () =>
      within(tab.run(paintedAt, to, CLICK_KEY), 2000),
    );
    if (!painted) throw new Error(`${from} -> ${to}: no first contentful paint in 30 s`);
    if (!painted.clicked) throw new Error(`${from} -> ${to}: the page kept no click time`);
    const clock = await tab.run(readClock, CLOCK_KEY);
    return { ms: painted.at - painted.clicked, supports, viewport, ...clock };
  } finally {
    await tab.close();
  }
}

/**
 * By engine, pair and device (`/ -> /about|phone`): each round's ms, before (no rules) and
 * after (as built).
 * @typedef {{ before: number[], after: number[] }} EngineNavs
 * What each engine was and did: its version, what `supports('speculationrules')` said (each
 * answer once), the paths it asked for speculatively (Sec-Purpose at the proxies; none
 * expected), the viewport by device, and the clocks' check over the rounds: the least and
 * the most a click was stamped before its handler ran, and the largest gap between a page's
 * clock and the wall clock, in ms.
 * @typedef {{ version: string, supports: boolean[], speculated: string[],
 *   viewports: Record<string, { width: number, height: number }>,
 *   clickLagMs: [number, number], clockSkewMs: number }} EngineFacts
 */

/**
 * Adds what a round found to its engine's facts. A clock check the page could not keep (NaN)
 * stays NaN from then on, as Math.min and Math.max pass it on: n/a in the notes.
 * @param {EngineFacts} fact @param {Awaited<ReturnType<typeof engineRound>>} result
 * @param {string} device
 */
function noteRound(fact, result, device) {
  if (!fact.supports.includes(result.supports)) fact.supports.push(result.supports);
  fact.viewports[device] = result.viewport;
  const [least, most] = fact.clickLagMs;
  fact.clickLagMs = [Math.min(least, result.lag), Math.max(most, result.lag)];
  fact.clockSkewMs = Math.max(fact.clockSkewMs, ...result.skews.map(Math.abs));
}

/**
 * Page to page round `stops` in each engine, in the same turns as Chromium (`turns`), before
 * and after in the same turn (which goes first alternates by round), so that the host's moods
 * touch both alike. From `port` up, three
 * ports: the two proxies in front of `origin` (before: the pages without their rules; after:
 * as built) and WebKitWebDriver.
 * @param {{ origin: string, stops: { name: string, path: string }[], rounds: number,
 *   port: number, log: (line: string) => void, engines?: readonly EngineName[] }} options
 */
export async function pageToPageEngines({ origin, stops, rounds, port, log, engines = ENGINES }) {
  /** @type {Record<string, Record<string, EngineNavs>>} */
  const navs = {};
  /** @type {Record<string, EngineFacts>} */
  const facts = {};
  const before = await slowSpeculation(origin, port, { fullLoad: true });
  const after = await slowSpeculation(origin, port + 1);
  /** @type {Partial<Record<EngineName, Engine>>} */
  const started = {};
  try {
    await encodeAhead(before, stops);
    if (engines.includes('firefox')) started.firefox = await startFirefox();
    if (engines.includes('webkit')) started.webkit = await startWebKit(port + 2);
    for (const { round, phone, from, to, key } of turns(stops, rounds))
      for (const [name, engine] of Object.entries(started)) {
        const nav = ((navs[name] ??= {})[key] ??= { before: [], after: [] });
        const fact = (facts[name] ??= {
          ...{ version: '', supports: [], speculated: [], viewports: {} },
          ...{ clickLagMs: [Infinity, -Infinity], clockSkewMs: 0 },
        });
        for (const isAfter of round % 2 ? [false, true] : [true, false]) {
          const proxy = isAfter ? after : before;
          const args = /** @type {const} */ ([from.path, to.path, phone, isAfter]);
          const asked = proxy.speculated.length;
          const result = await engineRound(engine, proxy.origin, ...args);
          fact.speculated.push(...proxy.speculated.slice(asked));
          nav[isAfter ? 'after' : 'before'].push(result.ms);
          fact.version = engine.version;
          noteRound(fact, result, phone ? 'phone' : 'desktop');
          const how = isAfter ? 'after' : 'before';
          const line = `${name} ${round + 1} ${key.replace('|', ' ')}`;
          log(`page to page ${line}: ${Math.round(result.ms)} ms, ${how}`);
        }
      }
  } finally {
    for (const engine of Object.values(started)) await engine.close();
    before.close();
    after.close();
  }
  return { navs, facts };
}

export const ENGINE_HEAD = [
  'page to page',
  'device',
  'engine',
  'before ms (range)',
  'after ms (range)',
  'after ÷ before',
];

/**
 * The table's rows: by engine, each pair and device, before and after (median and range, in
 * ms) and the ratio of the medians, marked ▲ when every round after was slower than every
 * round before, 3 rounds a side at least (slowerAfter in quality/audit-figures.mjs); and the
 * marked pairs' names.
 * @param {Record<string, Record<string, EngineNavs>>} navs
 */
export function engineRows(navs) {
  const slower = /** @type {string[]} */ ([]);
  /** @param {{ median: number, low: number, high: number }} side */
  const cell = ({ median, low, high }) => `${fixed(median)} (${fixed(low)}-${fixed(high)})`;
  const rows = Object.entries(navs).flatMap(([name, byPair]) =>
    Object.entries(byPair).map(([key, { before, after }]) => {
      const [pair = key, device = ''] = key.split('|');
      const title = ENGINE_TITLES[/** @type {EngineName} */ (name)] ?? name;
      const compared = compareRounds(before, after);
      if (compared.slower) slower.push(`${title} ${pair} ${device}`);
      const ratio = `${fixed(compared.ratio, 2)}${compared.slower ? ' ▲' : ''}`;
      return [pair, device, title, cell(compared.before), cell(compared.after), ratio];
    }),
  );
  return { rows, slower };
}
