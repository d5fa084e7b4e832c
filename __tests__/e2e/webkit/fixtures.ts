import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { test as base, expect } from '@playwright/test';
import { Builder, By, type WebDriver } from 'selenium-webdriver';

/**
 * WebKit, as iPhone visitors get it: WebKitGTK's MiniBrowser (Debian's webkit2gtk), driven
 * over W3C WebDriver by WebKitWebDriver, on an Xvfb display (it has no headless mode).
 * Playwright cannot drive it, so these specs use selenium-webdriver inside Playwright Test:
 * one browser session per worker, its own WebKitWebDriver and display, all stopped at the end.
 *
 * Ports: WebKitWebDriver on E2E_PORT+20 (+ the worker's index), the script-holding proxy on
 * one the system picks for each test. Display: `E2E_DISPLAY` (+ index) when set, otherwise
 * the first free one, which Xvfb picks itself.
 */
/** A system program's path, as playwright.config.mts sets it from quality/setup.mjs. */
const program = (env: string) => {
  const path = process.env[env];
  if (!path)
    throw new Error(`${env} is not set: run the WebKit specs through playwright.config.mts`);
  return path;
};

const SERVE_PORT = Number(process.env.E2E_PORT ?? 4173);

/** MiniBrowser's window cannot be narrower than its toolbar: about 447 CSS px. */
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

async function startXvfb(index: number): Promise<{ display: string; process: ChildProcess }> {
  const wanted = process.env.E2E_DISPLAY;
  const args = ['-screen', '0', '1920x1080x24', '-nolisten', 'tcp'];
  if (wanted) {
    const display = `:${Number(wanted) + index}`;
    const xvfb = spawn(program('XVFB'), [display, ...args], { stdio: 'ignore' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { display, process: xvfb };
  }
  // -displayfd: Xvfb chooses a free display and writes its number to this descriptor.
  const xvfb = spawn(program('XVFB'), ['-displayfd', '3', ...args], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const [chunk] = (await once(xvfb.stdio[3]!, 'data')) as [Buffer];
  return { display: `:${chunk.toString().trim()}`, process: xvfb };
}

async function waitForPort(url: string, ms: number) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** Opens a MiniBrowser session; `settings` are WebKit settings (`--enable-javascript-markup=false`). */
export async function openSession(serverUrl: string, settings: string[] = []) {
  return new Builder()
    .usingServer(serverUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: program('WEBKIT_BROWSER'),
        args: ['--automation', ...settings],
      },
    })
    .build();
}

/** Starts a WebKitWebDriver on `port`, drawing on `display`; `stop` ends it. */
export async function startWebKitWebDriver(display: string, port: number) {
  const server = spawn(program('WEBKIT_WEBDRIVER'), [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForPort(`${url}/status`, 30_000);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { url, stop: () => server.kill() };
}

type WorkerFixtures = {
  /** This worker's Xvfb display, and a free port for a second WebKitWebDriver there. */
  display: { display: string; sparePort: number };
  /** The WebKitWebDriver server of this worker's session. */
  webkitServer: string;
  /** This worker's MiniBrowser session. */
  driver: WebDriver;
};

type Fixtures = {
  phoneWidth: void;
  /** The site's origin on serve. */
  origin: string;
  /**
   * A proxy in front of serve that holds every script chunk until `release()`, so the page
   * stays plain HTML while a test acts on it (as fixtures.ts's holdScripts does with
   * Playwright's routing, which WebDriver lacks). `origin` is the proxy's. It also stands in
   * for a host without configuration for one URL, /cArEeRs: the 404 page, with status 404.
   *
   * Each test gets a new origin, and its page is left before the proxy closes. With one port
   * for all, a page still loading when its test ended (chunks held) had its requests cut by
   * the closing proxy, and WebKit answered the next page's request for the same URL with
   * that failure, without asking the network: Turbopack's runtime never ran and the page
   * never hydrated (an error listener on the page showed the runtime's script failing, and
   * the proxy never saw it asked for).
   */
  heldScripts: { origin: string; release: () => void; held: () => number };
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  display: [
    async ({}, provide, workerInfo) => {
      const xvfb = await startXvfb(workerInfo.parallelIndex);
      const base = Number(process.env.E2E_WEBKIT_PORT ?? SERVE_PORT + 20);
      try {
        await provide({ display: xvfb.display, sparePort: base + 5 + workerInfo.parallelIndex });
      } finally {
        xvfb.process.kill();
      }
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  webkitServer: [
    async ({ display }, provide, workerInfo) => {
      const base = Number(process.env.E2E_WEBKIT_PORT ?? SERVE_PORT + 20);
      const server = await startWebKitWebDriver(display.display, base + workerInfo.parallelIndex);
      try {
        await provide(server.url);
      } finally {
        server.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  driver: [
    async ({ webkitServer }, provide) => {
      const driver = await openSession(webkitServer);
      try {
        await provide(driver);
      } finally {
        await driver.quit();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  // Each test starts at a phone's width (the session outlives it).
  phoneWidth: [
    async ({ driver }, provide) => {
      await setSize(driver, PHONE);
      await provide();
    },
    { auto: true },
  ],
  origin: async ({}, provide) => provide(`http://127.0.0.1:${SERVE_PORT}`),
  heldScripts: async ({ driver }, provide) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    const server: Server = createServer((incoming, outgoing) => {
      const forward = () => {
        const upstream = httpRequest(
          {
            host: '127.0.0.1',
            port: SERVE_PORT,
            path: incoming.url?.startsWith('/cArEeRs') ? '/no-such-page' : incoming.url,
            method: incoming.method,
            headers: incoming.headers,
          },
          (response) => {
            // Never cached: each test's page asks for its chunks again, and is held again.
            outgoing.writeHead(response.statusCode ?? 502, {
              ...response.headers,
              'cache-control': 'no-store',
            });
            response.pipe(outgoing);
          },
        );
        upstream.on('error', () => outgoing.destroy());
        incoming.pipe(upstream);
      };
      if (/^\/_next\/static\/chunks\/.+\.js$/.test(incoming.url ?? '')) {
        held += 1;
        void gate.then(forward);
      } else forward();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    await provide({ origin: `http://127.0.0.1:${port}`, release, held: () => held });
    await driver.get('about:blank');
    release();
    server.closeAllConnections();
    server.close();
  },
});

export { expect };

/** Sets the window's outer size; the page gets what is left under the toolbar. */
export async function setSize(driver: WebDriver, size: { width: number; height: number }) {
  await driver.manage().window().setRect(size);
}

/** The page's layout viewport, in CSS px. */
export function viewport(driver: WebDriver) {
  return driver.executeScript<{ width: number; height: number }>(
    'return { width: innerWidth, height: innerHeight }',
  );
}

export const css = (selector: string) => By.css(selector);

/** The element matching `selector` whose text is `text` (trimmed). */
export async function byText(driver: WebDriver, selector: string, text: string) {
  const all = await driver.findElements(By.css(selector));
  for (const element of all) if ((await element.getText()).trim() === text) return element;
  throw new Error(`no ${selector} reads "${text}"`);
}

/** Waits until the runtime has hydrated the page (`<html data-hydrated>`, HydrationMarker). */
export async function waitForHydration(driver: WebDriver) {
  await driver.wait(
    async () =>
      driver.executeScript<boolean>(
        "return document.documentElement.hasAttribute('data-hydrated')",
      ),
    20_000,
    'the page hydrated',
  );
}

/** Polls `read` until it returns `wanted` (deep equality), failing with `what`. */
export async function eventually<T>(read: () => Promise<T>, wanted: T, what: string) {
  await expect.poll(read, { message: what, timeout: 10_000 }).toEqual(wanted);
}
