import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { test as base, expect } from '@playwright/test';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';

/**
 * WebKitGTK's MiniBrowser over WebDriver (Playwright cannot drive it), on Xvfb: per worker, a
 * WebKitWebDriver at E2E_PORT+20+index and a display (`E2E_DISPLAY`+index, or a free one).
 */
const program = (env: string) => {
  const path = process.env[env];
  if (!path)
    throw new Error(`${env} is not set: run the WebKit specs through playwright.config.mts`);
  return path;
};

const SERVE_PORT = Number(process.env.E2E_PORT ?? 4173);
const SERVE = { host: '127.0.0.1', port: SERVE_PORT };
const WEBDRIVER_PORT = Number(process.env.E2E_WEBKIT_PORT ?? SERVE_PORT + 20);

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

async function startXvfb(index: number) {
  const args = ['-screen', '0', '1920x1080x24', '-nolisten', 'tcp'];
  const wanted = process.env.E2E_DISPLAY;
  if (wanted) {
    const display = `:${Number(wanted) + index}`;
    const xvfb = spawn(program('XVFB'), [display, ...args], { stdio: 'ignore' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { display, stop: () => xvfb.kill() };
  }
  // -displayfd: Xvfb picks a free display and writes its number there.
  const xvfb = spawn(program('XVFB'), ['-displayfd', '3', ...args], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const [chunk] = (await once(xvfb.stdio[3]!, 'data')) as [Buffer];
  return { display: `:${chunk.toString().trim()}`, stop: () => xvfb.kill() };
}

/** A MiniBrowser session; `settings` are WebKit's (`--enable-javascript-markup=false`). */
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
  for (const end = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 100))) {
    if ((await fetch(`${url}/status`).catch(() => null))?.ok) break;
    if (Date.now() > end) {
      server.kill();
      throw new Error(`${url} did not answer within 30 s`);
    }
  }
  return { url, stop: () => server.kill() };
}

type WorkerFixtures = {
  /** This worker's Xvfb display, and a free port for a second WebKitWebDriver there. */
  display: { display: string; sparePort: number };
  webkitServer: string;
  driver: WebDriver;
};

type Fixtures = {
  phoneWidth: void;
  origin: string;
  /**
   * A proxy to serve holding script chunks until `release()`, answering /cArEeRs with the 404
   * page. New per test, left before it closes: WebKit would replay a cut load's failure.
   */
  heldScripts: { origin: string; release: () => void; held: () => number };
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  display: [
    async ({}, provide, { parallelIndex }) => {
      const xvfb = await startXvfb(parallelIndex);
      await provide({ display: xvfb.display, sparePort: WEBDRIVER_PORT + 5 + parallelIndex });
      xvfb.stop();
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  webkitServer: [
    async ({ display }, provide, { parallelIndex }) => {
      const server = await startWebKitWebDriver(display.display, WEBDRIVER_PORT + parallelIndex);
      await provide(server.url);
      server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  driver: [
    async ({ webkitServer }, provide) => {
      const driver = await openSession(webkitServer);
      await provide(driver);
      await driver.quit();
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
    const server = createServer((incoming, outgoing) => {
      const { url = '', method, headers } = incoming;
      const path = url.startsWith('/cArEeRs') ? '/no-such-page' : url;
      const forward = () => {
        const upstream = httpRequest({ ...SERVE, path, method, headers }, (response) => {
          // Never cached: each test's page asks for its chunks again, and is held again.
          const noStore = { ...response.headers, 'cache-control': 'no-store' };
          outgoing.writeHead(response.statusCode ?? 502, noStore);
          response.pipe(outgoing);
        });
        upstream.on('error', () => outgoing.destroy());
        incoming.pipe(upstream);
      };
      if (/^\/_next\/static\/chunks\/.+\.js$/.test(url)) {
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

/** Sets the window's outer size; the page gets what the toolbar leaves. */
export async function setSize(driver: WebDriver, size: { width: number; height: number }) {
  await driver.manage().window().setRect(size);
}

export function viewport(driver: WebDriver) {
  return driver.executeScript<{ width: number; height: number }>(
    'return { width: innerWidth, height: innerHeight }',
  );
}

export async function byText(driver: WebDriver, selector: string, text: string) {
  for (const element of await driver.findElements(By.css(selector)))
    if ((await element.getText()).trim() === text) return element;
  throw new Error(`no ${selector} reads "${text}"`);
}

/** Starts the runtime as a first interaction does (a press of Shift), and waits for hydration. */
export async function hydrate(driver: WebDriver) {
  await driver.actions().keyDown(Key.SHIFT).keyUp(Key.SHIFT).perform();
  const script = "return document.documentElement.hasAttribute('data-hydrated')";
  await driver.wait(() => driver.executeScript<boolean>(script), 20_000, 'the page hydrated');
}

export async function eventually<T>(read: () => Promise<T>, wanted: T, what: string) {
  await expect.poll(read, { message: what, timeout: 10_000 }).toEqual(wanted);
}
