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
import { CLICK_KEY, encodeAhead, findLink, HOVER_MS, paintedAt } from './page-to-page.mjs';
import { recordClick, screenOf, sleep, slowSpeculation, turns } from './page-to-page.mjs';
import { untilPainted, within } from './page-to-page.mjs';
import { programPath } from './setup.mjs';
import { fixed } from './tools.mjs';
import { openSession, startWebKitWebDriver, startXvfb } from './webkit.mjs';

/** The engines' names in the tables. */
export const ENGINE_TITLES = { firefox: 'Firefox', webkit: 'WebKitGTK' };
/** @typedef {keyof typeof ENGINE_TITLES} EngineName */

/**
 * A page open in an engine: `run` calls a function in it (as `evaluate` in Chromium); `hover`
 * rests the pointer at a point of the viewport, `click` presses and releases it there.
 * @typedef {{ run: (fn: Function, ...args: unknown[]) => Promise<any>,
 *   hover: (x: number, y: number) => Promise<void>, click: () => Promise<void>,
 *   close: () => Promise<void> }} Tab
 * @typedef {{ version: string, open: (url: string, phone: boolean) => Promise<Tab>,
 *   close: () => Promise<void> }} Engine
 */

/**
 * Firefox ESR: one browser, a new context (empty cache and storage) per page to page, its
 * viewport Lighthouse's screen at a pixel ratio of 1 (Firefox has no mobile emulation).
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
          click: () => page.mouse.down().then(() => page.mouse.up()),
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
 * MiniBrowser session (its own process, an empty cache) per page to page, its window
 * Lighthouse's screen (at least 447 px wide, MiniBrowser's toolbar).
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
    close: async () => [server, xvfb].forEach((running) => running.stop()),
  };
  return engine;
}

const CLOCK_KEY = 'audit-clock'; // where recordClock keeps its check

/**
 * In the page, before the click: keeps for the next page how long before its handler the
 * click was stamped (small and positive when on the page's clock) and the page's clock
 * against the wall clock.
 */
function recordClock(/** @type {string} */ key) {
  const record = (/** @type {Event} */ event) => {
    const skew = performance.timeOrigin + performance.now() - Date.now();
    sessionStorage.setItem(key, JSON.stringify([performance.now() - event.timeStamp, skew]));
  };
  addEventListener('click', record, { capture: true, once: true });
}

/**
 * In the next page: recordClock's check and this page's clock against the wall clock, so that
 * the click's time (one page) compares with the paint's (the other).
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

const readViewport = () => ({ width: innerWidth, height: innerHeight });

/**
 * One page to page in a fresh tab of `engine`, as navRound does in Chromium but unthrottled:
 * the ms from the click (the page's own record) to the next page's first contentful paint,
 * and what the page said of the rules and the clocks. `after`: the pages as built, with
 * their rules; else without them (both checked).
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
 * By engine, pair and device (`/ -> /about|phone`): each round's ms, before and after.
 * @typedef {{ before: number[], after: number[] }} EngineNavs
 * What each engine was and did: its version, its `supports('speculationrules')` answers, the
 * paths it asked for speculatively, the viewport by device, and the clocks' check (ms): how
 * long before its handler a click was stamped, least and most, and the largest gap between a
 * page's clock and the wall clock.
 * @typedef {{ version: string, supports: boolean[], speculated: string[],
 *   viewports: Record<string, { width: number, height: number }>,
 *   clickLagMs: [number, number], clockSkewMs: number }} EngineFacts
 */

/**
 * Adds what a round found to its engine's facts (a clock check not kept, NaN, stays NaN).
 * @param {EngineFacts} fact @param {Awaited<ReturnType<typeof engineRound>>} result @param {string} device
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
 * and after in the same turn (which goes first alternates by round). From `port` up, three
 * ports: the two proxies in front of `origin` (before: without the rules; after: as built)
 * and WebKitWebDriver.
 * @param {{ origin: string, stops: { name: string, path: string }[], rounds: number,
 *   port: number, log: (line: string) => void }} options
 */
export async function pageToPageEngines({ origin, stops, rounds, port, log }) {
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
    started.firefox = await startFirefox();
    started.webkit = await startWebKit(port + 2);
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
          const line = `${name} ${round + 1} ${key.replace('|', ' ')}`;
          log(`page to page ${line}: ${Math.round(result.ms)} ms, ${isAfter ? 'after' : 'before'}`);
        }
      }
  } finally {
    for (const engine of Object.values(started)) await engine.close();
    before.close();
    after.close();
  }
  return { navs, facts };
}

export const ENGINE_HEAD =
  'page to page|device|engine|before ms (range)|after ms (range)|after ÷ before'.split('|');

/**
 * The table's rows: by engine, pair and device, before and after (median and range, ms) and
 * after ÷ before, marked ▲ when slowerAfter (quality/audit-figures.mjs); and the marked pairs.
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
