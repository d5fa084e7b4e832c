/**
 * Page to page, as `npm run audit` measures it (docs/audit/README.md): what a visitor waits
 * between a click on a link and the next page's first paint, in Chromium at a phone's or a
 * desktop's size, 4x CPU and Lighthouse's slow 4G, the pointer resting 300 ms on the link
 * first; prerendered by the speculation rules (lib/speculationRules.ts), or by a full load.
 * Driven over raw CDP through the tab's target: Chromium prerenders nothing for a session
 * attached to the page alone (as Playwright's and Lighthouse's are).
 */
import { createServer, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { launch } from 'chrome-launcher';
import CDP from 'chrome-remote-interface';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';

export const sleep = (ms = 0) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/**
 * What `promise` gives within `ms`; null if it fails or takes longer (a page that is changing).
 * @template T @param {Promise<T>} promise @param {number} ms @returns {Promise<T | null>}
 */
export const within = (promise, ms) =>
  Promise.race([promise.catch(() => null), sleep(ms).then(() => null)]);

/** How long the pointer rests on the link before the click. */
export const HOVER_MS = 300;

/**
 * The CPU slowdown of page to page, phone and desktop alike (Lighthouse's mobile preset).
 * A throttled renderer spins a core even when idle, so navRound slows the page being left
 * only while it handles the hover and the click, not while the next page is prerendered.
 */
const CPU_RATE = 4;

/** How long after the click the audit first asks whether the next page has painted. */
const SETTLE_MS = 1000;

/** Lighthouse's phone or desktop screen: CSS px and pixel ratio. @param {boolean} phone */
export function screenOf(phone) {
  const screen = lighthouseConstants.screenEmulationMetrics[phone ? 'mobile' : 'desktop'];
  const { width = 412, height = 823, deviceScaleFactor } = screen ?? {};
  return { width, height, deviceScaleFactor };
}

/**
 * A headless Chromium whose window is Lighthouse's phone or desktop screen itself (size, pixel
 * ratio, user agent, no scrollbar room on the phone): CDP's screen emulation reaches the tab's
 * page only, and a prerender keeps the window's screen once shown.
 * @param {boolean} phone
 */
export async function screenChromium(phone) {
  const { width, height, deviceScaleFactor } = screenOf(phone);
  const { userAgents } = lighthouseConstants;
  const screen = [
    `--window-size=${width},${height}`,
    `--force-device-scale-factor=${deviceScaleFactor}`,
    `--user-agent=${userAgents[phone ? 'mobile' : 'desktop']}`,
    ...(phone ? ['--hide-scrollbars'] : []),
  ];
  // Imported when asked for, as codecs() is below: tools.mjs reads `import.meta`.
  const { CHROMIUM_FLAGS, CHROMIUM_PATH } = await import('./tools.mjs');
  return launchChromium(CHROMIUM_PATH, ['--headless', ...CHROMIUM_FLAGS, ...screen]);
}

/**
 * A Chromium launched with `chromeFlags`, and a CDP connection to the browser itself (as
 * openTab takes it); `close` ends both.
 * @param {string | undefined} chromePath @param {string[]} chromeFlags
 */
export async function launchChromium(chromePath, chromeFlags) {
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const { webSocketDebuggerUrl } = await CDP.Version({ port: chrome.port });
    const browser = await CDP({ target: webSocketDebuggerUrl });
    const close = () => browser.close().finally(() => chrome.kill());
    return { browser, close };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

/**
 * The CDP commands that make a page Lighthouse's phone or desktop on slow 4G at `rate`x CPU.
 * @param {boolean} phone @param {number} rate
 */
export function emulation(phone, rate) {
  const { throttling, userAgents } = lighthouseConstants;
  const { width, height, deviceScaleFactor } = screenOf(phone);
  const { rttMs: latency, throughputKbps } = throttling.mobileSlow4G;
  const [downloadThroughput, uploadThroughput] = [throughputKbps * 128, 750 * 128]; // bytes/s
  return {
    'Emulation.setDeviceMetricsOverride': { width, height, deviceScaleFactor, mobile: phone },
    'Emulation.setUserAgentOverride': { userAgent: userAgents[phone ? 'mobile' : 'desktop'] },
    'Network.enable': {},
    'Network.emulateNetworkConditions': {
      offline: false,
      latency,
      downloadThroughput,
      uploadThroughput,
    },
    'Emulation.setCPUThrottlingRate': { rate },
  };
}

/** A page without its speculation rules. */
const withoutRules = (/** @type {Buffer} */ page) =>
  Buffer.from(page.toString().replace(/<script type="speculationrules">.*?<\/script>/s, ''));

/**
 * The encodings nginx sends, decoded, and encoded as the build does; '': none. Imported late:
 * Playwright's CommonJS transform of this module cannot compile precompress.mjs's `import.meta`.
 */
async function codecs() {
  const { ENCODINGS } = await import('../deploy/precompress.mjs');
  const same = (/** @type {Buffer} */ body) => body;
  return {
    '': { decode: same, encode: same },
    br: { decode: brotliDecompressSync, encode: ENCODINGS.br },
    gzip: { decode: gunzipSync, encode: ENCODINGS.gz },
  };
}

/**
 * A proxy in front of `origin` that holds back each speculative document request as slow 4G
 * would (one round trip, then the body at the emulated rate): CDP's network conditions reach a
 * prerender only after its document was asked for. `fullLoad`: the "before" of every engine, every page without its speculation rules (else
 * Chromium prefetches the next page even with prerendering disallowed), encoded again as the
 * build does, so the pages differ by the rules alone. `speculated`: the paths asked for with
 * `Sec-Purpose`, as they come.
 * @param {string} origin @param {number} port @param {{ fullLoad?: boolean }} [options]
 * @returns {Promise<{ origin: string, close: () => void, speculated: string[] }>}
 */
export async function slowSpeculation(origin, port, { fullLoad = false } = {}) {
  const { rttMs, throughputKbps } = lighthouseConstants.throttling.mobileSlow4G;
  const target = new URL(origin);
  const speculated = /** @type {string[]} */ ([]);
  const encoded = /** @type {Map<string, Buffer>} */ (new Map());
  const known = fullLoad ? await codecs() : undefined;
  /** fullLoad's page without its rules, in the server's encoding: once per encoding and path. */
  const reencoded = (/** @type {Buffer} */ body, /** @type {string} */ encoding, url = '') => {
    const codec = known?.[/** @type {keyof typeof known} */ (encoding)];
    const key = `${encoding} ${url}`;
    if (codec && !encoded.has(key))
      encoded.set(key, codec.encode(withoutRules(codec.decode(body))));
    return encoded.get(key);
  };
  const server = createServer((incoming, answer) => {
    const { 'sec-purpose': purpose, 'sec-fetch-dest': destination } = incoming.headers;
    // The prerender's own requests for its subresources are throttled by CDP by then.
    const speculative = !!purpose && destination === 'document';
    const { method, url, headers } = incoming;
    if (purpose) speculated.push(url ?? '');
    const options = { host: target.hostname, port: target.port, method, path: url, headers };
    const forward = request(options, async (response) => {
      const chunks = [];
      for await (const chunk of response) chunks.push(chunk);
      let body = /** @type {Buffer} */ (Buffer.concat(chunks));
      if (fullLoad && /html/.test(response.headers['content-type'] ?? '')) {
        const encoding = response.headers['content-encoding'] ?? '';
        const page = reencoded(body, encoding, url ?? '');
        if (!page) return answer.writeHead(502).end(`${encoding}: not an encoding here`);
        body = page;
        response.headers['content-length'] = String(body.length);
      }
      if (speculative) await sleep(rttMs + (body.length * 8) / throughputKbps);
      answer.writeHead(response.statusCode ?? 502, response.headers).end(body);
    });
    forward.on('error', () => answer.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise((listening) => server.listen(port, '127.0.0.1', () => listening(null)));
  const close = () => (server.closeAllConnections(), server.close());
  return { origin: `http://127.0.0.1:${port}`, close, speculated };
}

/**
 * Asks a `fullLoad` proxy for each page once in either encoding, so no timed request waits.
 * @param {{ origin: string }} proxy @param {{ path: string }[]} stops
 */
export async function encodeAhead(proxy, stops) {
  for (const { path } of stops)
    for (const encoding of ['br', 'gzip']) {
      const headers = { 'accept-encoding': encoding };
      await (await fetch(`${proxy.origin}${path}`, { headers })).arrayBuffer();
    }
}

/**
 * `fn(...args)` run in a page from its source, and what it returns.
 * @param {import('chrome-remote-interface').Client} browser @param {string} session
 * @param {Function} fn @param {unknown[]} args
 */
export async function evaluate(browser, session, fn, ...args) {
  const expression = `(${fn})(...${JSON.stringify(args)})`;
  const params = { expression, returnByValue: true };
  return (await browser.send('Runtime.evaluate', params, session)).result.value;
}

/**
 * In the page: the centre of the first element `selector` matches that the visitor sees (not
 * in the closed menu, nor the map's hidden list of cities), scrolled to the middle.
 */
export function findLink(/** @type {string} */ selector) {
  const links = [...document.querySelectorAll(selector)];
  const link = links.find((a) => a.checkVisibility({ visibilityProperty: true }));
  link?.scrollIntoView({ block: 'center', behavior: 'instant' });
  const box = link?.getBoundingClientRect();
  return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Where the old page leaves the click's time for the next, in sessionStorage. */
export const CLICK_KEY = 'audit-click';

/**
 * In the page, before the click: keeps the click's own time (`timeOrigin + event.timeStamp`,
 * the paint entries' clock) in the tab's sessionStorage, which a full load keeps and a
 * prerender is given when shown. A capture listener, so it runs before the page's own.
 */
export function recordClick(/** @type {string} */ key) {
  sessionStorage.removeItem(key);
  const record = (/** @type {Event} */ event) =>
    sessionStorage.setItem(key, String(performance.timeOrigin + event.timeStamp));
  addEventListener('click', record, { capture: true, once: true });
}

/**
 * In the page, once `path` is shown and painted: the click's time (recordClick) and, on the
 * same clock, its paint (activation if later), navigation start, document arrived and parsed,
 * activation (null: a full load), and the bytes it had fetched before that.
 */
export function paintedAt(/** @type {string} */ path, /** @type {string} */ key) {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const nav = /** @type {any} */ (performance.getEntriesByType('navigation')[0]);
  if (location.pathname !== path || !fcp || /** @type {any} */ (document).prerendering) return null;
  const before = [nav, ...performance.getEntriesByType('resource')].filter(
    (/** @type {any} */ e) => e.startTime < nav.activationStart,
  );
  const bytes = before.reduce((sum, /** @type {any} */ e) => sum + e.transferSize, 0);
  const origin = performance.timeOrigin;
  return {
    clicked: Number(sessionStorage.getItem(key)) || null,
    at: origin + Math.max(fcp.startTime, nav.activationStart ?? 0),
    started: origin,
    arrived: nav.responseEnd ? origin + nav.responseEnd : null, // 0 while it still streams
    parsed: origin + nav.domInteractive,
    activated: nav.activationStart ? origin + nav.activationStart : null,
    fcp: origin + fcp.startTime,
    bytes,
  };
}

/** In the page: its screen, as the audit sets it: the layout's width and the pixel ratio. */
export function readScreen() {
  return `${document.documentElement.clientWidth} px at ${devicePixelRatio}x`;
}

/**
 * A fresh tab in a context of its own (empty cache), attached through its tab target with
 * every page target in it, the prerenders too, each given `commands` once attached. `page`:
 * the tab's first page's session; `evaluate` runs a function in whichever page shows `path`,
 * `askEach` in all of them; `pointer` rests the mouse on a link there.
 * @param {import('chrome-remote-interface').Client} browser @param {[string, object][]} commands
 */
export async function openTab(browser, commands) {
  const { browserContextId } = await browser.Target.createBrowserContext();
  const sessions = /** @type {Map<string, string>} */ (new Map()); // page targets', by id
  /** @type {(method: string, params?: object, session?: string) => Promise<any>} */
  const send = (method, params, session) =>
    browser.send(/** @type {any} */ (method), params, session);
  // A prerender is resumed first and keeps the tab's screen, user agent and prerendering
  // setting (Chromium 156 crashed on those); one attaching as the tab closes may fail.
  const attached = async (/** @type {any} */ { sessionId, targetInfo: info }) => {
    if (info.type !== 'page') return;
    try {
      await send('Runtime.runIfWaitingForDebugger', {}, sessionId);
      for (const [method, params] of commands)
        if (!info.subtype || !/Metrics|Agent|Prerendering/.test(method))
          await send(method, params, sessionId).catch(() => {});
      sessions.set(info.targetId, sessionId);
    } catch {} // gone before it ran
  };
  browser.on('Target.attachedToTarget', attached);
  const close = async () => {
    /** @type {any} */ (browser).removeListener('Target.attachedToTarget', attached);
    await browser.Target.disposeBrowserContext({ browserContextId });
  };
  try {
    const { targetId } = await browser.Target.createTarget({ url: '', browserContextId });
    const { targetInfos } = await browser.Target.getTargets({ filter: [{ type: 'tab' }] });
    const tab = targetInfos.find((info) => info.browserContextId === browserContextId);
    const attach = { targetId: tab?.targetId, flatten: true };
    const { sessionId } = await send('Target.attachToTarget', attach);
    const autoAttach = { autoAttach: true, waitForDebuggerOnStart: true, flatten: true };
    await send('Target.setAutoAttach', autoAttach, sessionId);
    for (const start = Date.now(); !sessions.has(targetId); await sleep(20))
      if (Date.now() - start > 10_000) throw new Error('the tab did not attach');
    const page = /** @type {string} */ (sessions.get(targetId));
    /**
     * `fn(...args)` run in every page target at once: each one's answer, in the order they
     * attached, or null where it failed or took over a second (a page being left may not answer).
     * @param {Function} fn @param {unknown[]} args
     */
    const askEach = (fn, ...args) =>
      Promise.all(
        [...sessions.values()].map((session) =>
          within(evaluate(browser, session, fn, ...args), 1000),
        ),
      );
    /** The session of the page target that shows `path` (a prerender's, once it has started). */
    const sessionOf = async (/** @type {string} */ path) => {
      const targets = [...sessions.values()]; // as askEach asks them, in the same tick
      const where = await askEach(() => location.pathname);
      return targets[where.indexOf(path)];
    };
    /** @param {string} path @param {Function} fn @param {unknown[]} args */
    const evaluateIn = async (path, fn, ...args) => {
      const session = await sessionOf(path);
      return session && evaluate(browser, session, fn, ...args);
    };
    /**
     * Rests the mouse on the link to `href` in `path`; a function that clicks it there.
     * @param {string} path @param {string} href @param {string} [selector] a link, by default
     */
    const pointer = async (path, href, selector = `a[href="${href}"]`) => {
      const session = await sessionOf(path);
      const { x, y } = (session && (await evaluate(browser, session, findLink, selector))) ?? {};
      if (x === undefined) throw new Error(`${path}: no visible ${selector}`);
      await sleep(100); // the scrolled frame
      const mouse = (/** @type {string} */ type) =>
        send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 }, session);
      await mouse('mouseMoved');
      return () => mouse('mousePressed').then(() => mouse('mouseReleased'));
    };
    /** The V8 isolate (one a renderer process) of the page that shows `path`, else the tab's. */
    const isolate = async (/** @type {string} */ path = '') => {
      const session = path ? await sessionOf(path) : page;
      return session && (await send('Runtime.getIsolateId', {}, session)).id;
    };
    return { sessions, page, send, evaluate: evaluateIn, askEach, pointer, isolate, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The next page's record (paintedAt) after a click at `clicked` (Date.now()), as `ask` reads
 * it: nothing asked for SETTLE_MS (a question is a task in the page beside its first frame),
 * then every 100 ms until 30 s after the click. Null if none came.
 * @template T @param {number} clicked @param {() => Promise<T | null>} ask
 */
export async function untilPainted(clicked, ask) {
  await sleep(SETTLE_MS);
  for (; Date.now() - clicked < 30_000; await sleep(100)) {
    const painted = await ask();
    if (painted) return painted;
  }
  return null;
}

/**
 * One page to page in a fresh tab, phone or desktop at 4x CPU on slow 4G: open `from`, rest the
 * pointer on its link to `to`, click; the ms to the next page's first paint (its activation if
 * later) and the bytes its prerender fetched by the click. `speculate` false: a full load,
 * prerendering disallowed, from an `origin` serving the pages without their rules.
 * @param {import('chrome-remote-interface').Client} browser @param {string} origin
 * @param {string} from @param {string} to @param {boolean} phone @param {boolean} speculate
 */
export async function navRound(browser, origin, from, to, phone, speculate) {
  /** @type {[string, object]} */
  const allowed = ['Page.setPrerenderingAllowed', { isAllowed: speculate }];
  const tab = await openTab(browser, [...Object.entries(emulation(phone, CPU_RATE)), allowed]);
  /** The page being left's slowdown (CPU_RATE). @param {number} rate */
  const throttle = (rate) => tab.send('Emulation.setCPUThrottlingRate', { rate }, tab.page);
  try {
    await tab.send('Page.navigate', { url: `${origin}${from}` }, tab.page);
    const ready = () => tab.evaluate(from, () => document.readyState).catch(() => '');
    for (const start = Date.now(); (await ready()) !== 'complete'; await sleep(50))
      if (Date.now() - start > 30_000) throw new Error(`${from}: not loaded in 30 s`);
    await sleep(1000);
    const click = await tab.pointer(from, to);
    await throttle(1);
    await tab.evaluate(from, recordClick, CLICK_KEY);
    const screen = await tab.evaluate(from, readScreen);
    // The tab's own page, not the one showing `from`, which would ask the prerender too.
    const left = await tab.isolate();
    await sleep(HOVER_MS);
    await throttle(CPU_RATE);
    const clicked = Date.now();
    await click();
    // Whichever page target shows `to` by then: the prerender's, or the tab's after a full load.
    const painted = await untilPainted(
      clicked,
      async () => (await tab.askEach(paintedAt, to, CLICK_KEY)).find(Boolean) ?? null,
    );
    if (!painted) throw new Error(`${from} -> ${to}: no paint in 30 s`);
    // A page shown at another screen than the one it was opened from is not what a visitor of
    // that screen gets (screenChromium).
    const shown = await tab.evaluate(to, readScreen);
    if (shown !== screen)
      throw new Error(`${from} -> ${to}: shown at ${shown}, opened at ${screen}`);
    if (speculate && (await tab.isolate(to)) === left)
      throw new Error(`${from} -> ${to}: prerendered in the renderer of the page left`);
    // The page's own record of the click; Node's clock before the two CDP round trips of the
    // click only if the page could not keep it (never seen in Chromium 156).
    const t0 = painted.clicked ?? clicked;
    const since = (/** @type {number | null} */ t) => (t === null ? null : Math.round(t - t0));
    const names = /** @type {const} */ (['started', 'arrived', 'parsed', 'activated', 'fcp']);
    const phases = Object.fromEntries(names.map((name) => [name, since(painted[name])]));
    return { ms: painted.at - t0, bytes: painted.bytes, phases, pageClock: !!painted.clicked };
  } finally {
    await tab.close();
  }
}

/**
 * Page to page's turns, for every engine: `rounds` times, phone then desktop, each of `stops`
 * to the next (the last to the first), with its key, e.g. `/ -> /about|phone`.
 * @template {{ name: string }} Stop
 * @param {Stop[]} stops @param {number} rounds
 */
export function* turns(stops, rounds) {
  for (let round = 0; round < rounds; round += 1)
    for (const phone of [true, false])
      for (const [i, from] of stops.entries()) {
        const to = stops[(i + 1) % stops.length] ?? from;
        const key = `${from.name} -> ${to.name}|${phone ? 'phone' : 'desktop'}`;
        yield { round, phone, from, to, key };
      }
}

/**
 * By pair and device: each round's ms prerendered and by a full load, the prerender's bytes,
 * and the prerendered rounds' phases (ms from the click: navRound).
 * @typedef {{ prerendered: number[], full: number[], bytes: number[],
 *   phases: Record<string, number | null>[] }} Navs
 */

/**
 * Page to page round `stops` (turns), prerendered and by a full load in the same turn, so the
 * host's moods touch both alike. The pages come through two proxies (slowSpeculation): as
 * built on `proxyPort`, without their rules on the next. One Chromium per screen.
 * @param {string} origin
 * @param {{ name: string, path: string }[]} stops @param {number} proxyPort
 * @param {(line: string) => void} log @param {number} rounds
 */
export async function pageToPage(origin, stops, proxyPort, log, rounds) {
  /** @type {Record<string, Navs>} */
  const navs = {};
  const proxy = await slowSpeculation(origin, proxyPort);
  const before = await slowSpeculation(origin, proxyPort + 1, { fullLoad: true });
  /** @type {Awaited<ReturnType<typeof screenChromium>>[]} phone, desktop */
  const chromiums = [];
  try {
    for (const phone of [true, false]) chromiums.push(await screenChromium(phone));
    await encodeAhead(before, stops);
    for (const { round, phone, from, to, key } of turns(stops, rounds)) {
      const nav = (navs[key] ??= { prerendered: [], full: [], bytes: [], phases: [] });
      for (const speculate of [true, false]) {
        const args = /** @type {const} */ ([from.path, to.path, phone, speculate]);
        const served = speculate ? proxy : before;
        const { browser } = /** @type {(typeof chromiums)[0]} */ (chromiums[phone ? 0 : 1]);
        const { ms, bytes, phases } = await navRound(browser, served.origin, ...args);
        nav[speculate ? 'prerendered' : 'full'].push(ms);
        if (speculate) nav.bytes.push(bytes);
        if (speculate) nav.phases.push(phases);
        const how = speculate ? `${bytes} B prerendered` : 'full load';
        log(`page to page ${round + 1} ${key.replace('|', ' ')}: ${Math.round(ms)} ms, ${how}`);
      }
    }
  } finally {
    for (const chromium of chromiums) await chromium.close();
    proxy.close();
    before.close();
  }
  return navs;
}
