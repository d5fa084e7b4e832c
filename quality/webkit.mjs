/**
 * WebKitGTK's MiniBrowser over W3C WebDriver (Playwright cannot drive it) on Xvfb (it has no
 * headless mode here), for the WebKit specs and the audit's page to page. The programs are
 * those XVFB, WEBKIT_BROWSER and WEBKIT_WEBDRIVER name, set from quality/setup.mjs by the
 * caller: Playwright's CommonJS transform of this module cannot compile its `import.meta`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

import { Builder } from 'selenium-webdriver';

/** @param {string} env */
const program = (env) => {
  const path = process.env[env];
  if (!path) throw new Error(`${env} is not set: run through playwright.config.mts or the audit`);
  return path;
};

/**
 * An Xvfb display: with `E2E_DISPLAY`, that number plus `index`; otherwise a free one, which
 * Xvfb picks and writes to the pipe `-displayfd` names. `stop` ends it.
 * @param {number} index the Playwright worker's, 0 for a script
 */
export async function startXvfb(index = 0) {
  const xvfb = program('XVFB');
  const args = ['-screen', '0', '1920x1080x24', '-nolisten', 'tcp'];
  const wanted = process.env.E2E_DISPLAY;
  if (wanted) {
    const display = `:${Number(wanted) + index}`;
    const server = spawn(xvfb, [display, ...args], { stdio: 'ignore' });
    await sleep(500);
    return { display, stop: () => server.kill() };
  }
  const server = spawn(xvfb, ['-displayfd', '3', ...args], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const pipe = /** @type {import('node:stream').Readable} */ (server.stdio[3]);
  const [chunk] = /** @type {[Buffer]} */ (await once(pipe, 'data'));
  return { display: `:${chunk.toString().trim()}`, stop: () => server.kill() };
}

/**
 * A MiniBrowser session: a browser process of its own, with its own (ephemeral) data.
 * @param {string} serverUrl a WebKitWebDriver's
 * @param {string[]} settings WebKit's, e.g. `--enable-javascript-markup=false`
 */
export async function openSession(serverUrl, settings = []) {
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

/**
 * Starts a WebKitWebDriver on `port`, drawing on `display`; `stop` ends it.
 * @param {string} display @param {number} port
 */
export async function startWebKitWebDriver(display, port) {
  const server = spawn(program('WEBKIT_WEBDRIVER'), [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (const end = Date.now() + 30_000; ; await sleep(100)) {
    if ((await fetch(`${url}/status`).catch(() => null))?.ok) break;
    if (Date.now() > end) {
      server.kill();
      throw new Error(`${url} did not answer within 30 s`);
    }
  }
  return { url, stop: () => server.kill() };
}
