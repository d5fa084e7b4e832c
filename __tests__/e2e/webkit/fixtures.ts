import { once } from 'node:events';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { test as base, expect } from '@playwright/test';
import { By, Key, type WebDriver } from 'selenium-webdriver';

import { openSession, startWebKitWebDriver, startXvfb } from '../../../quality/webkit.mjs';

/**
 * WebKitGTK's MiniBrowser over WebDriver (Playwright cannot drive it), on Xvfb
 * (quality/webkit.mjs, which the audit shares): per worker, a WebKitWebDriver at
 * E2E_PORT+20+index and a display (`E2E_DISPLAY`+index, or a free one).
 */
const SERVE_PORT = Number(process.env.E2E_PORT ?? 4173);
const SERVE = { host: '127.0.0.1', port: SERVE_PORT };
const WEBDRIVER_PORT = Number(process.env.E2E_WEBKIT_PORT ?? SERVE_PORT + 20);

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

export { openSession, startWebKitWebDriver };

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
