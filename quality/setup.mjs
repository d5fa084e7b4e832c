#!/usr/bin/env node
// @ts-check
/**
 * `npm run setup`: the programs the tests need that npm cannot install (`npm test` and
 * `.ci/run` run it first, so this list is the only one). As root on Debian/Ubuntu it installs
 * what is missing with apt-get, saying why; elsewhere it stops before any test runs, saying
 * how to install each missing piece or which variable points at a copy you have.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Each program: what the tests need it for, the variable naming a copy, Debian's path and package. */
export const requirements = [
  {
    name: 'Chromium',
    why: 'the audit, the benchmarks and the screenshot tests run in it (Playwright cannot download its own browser here)',
    env: 'CHROMIUM_PATH',
    path: '/usr/bin/chromium',
    aptPackage: 'chromium',
  },
  {
    name: "Chromium's headless shell",
    why: "most Chromium tests run in it: the same engine without the browser's UI, as Playwright uses by default (half the time of the full browser here)",
    env: 'CHROMIUM_HEADLESS_SHELL',
    path: '/usr/lib/chromium/chromium-headless-shell',
    aptPackage: 'chromium-headless-shell',
  },
  {
    name: 'nginx',
    why: 'the production web server, which the browser tests run against',
    env: 'NGINX',
    path: '/usr/sbin/nginx',
    aptPackage: 'nginx',
  },
  {
    name: "nginx's brotli module",
    why: 'nginx serves the precompressed .br files with it',
    env: 'NGINX_BROTLI_MODULE',
    path: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    aptPackage: 'libnginx-mod-http-brotli-static',
  },
  {
    name: 'Firefox',
    why: 'the browser tests run in Firefox too (Playwright drives the stock browser over WebDriver BiDi)',
    env: 'FIREFOX_PATH',
    path: '/usr/bin/firefox-esr',
    aptPackage: 'firefox-esr',
  },
  {
    name: 'WebKitWebDriver',
    why: "the browser tests run in WebKit too (WebKitGTK's MiniBrowser, driven over W3C WebDriver)",
    env: 'WEBKIT_WEBDRIVER',
    path: '/usr/bin/WebKitWebDriver',
    aptPackage: 'webkit2gtk-driver',
  },
  {
    name: "WebKitGTK's MiniBrowser",
    why: 'the WebKit browser that WebKitWebDriver drives',
    env: 'WEBKIT_BROWSER',
    path: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    aptPackage: 'libwebkit2gtk-4.1-0',
  },
  {
    name: 'Noto Sans CJK',
    why: "the Japanese pages name the system's Japanese faces, and a machine without one draws boxes in the screenshots",
    env: 'CJK_FONT',
    path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    aptPackage: 'fonts-noto-cjk',
  },
  {
    name: 'Xvfb',
    why: 'WebKit has no headless mode here: it runs on this virtual display',
    env: 'XVFB',
    path: '/usr/bin/Xvfb',
    aptPackage: 'xvfb',
  },
];

/**
 * Where a program is: its variable, or Debian's path (what the browser tests and the audit
 * run; `npm run setup` checks both).
 * @param {string} env one of the requirements' variables
 */
export function programPath(env) {
  const requirement = requirements.find((r) => r.env === env);
  if (!requirement) throw new Error(`No requirement is named by ${env}`);
  return process.env[env] ?? requirement.path;
}

/** A file, not merely a name: a folder or a device in its place would not run. */
const isFile = (/** @type {string} */ path) =>
  statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * What is missing: a variable pointing at no file is a mistake apt cannot mend.
 * @param {typeof requirements} wanted
 */
function missing(wanted) {
  const misdirected = wanted.filter(({ env }) => process.env[env] && !isFile(process.env[env]));
  const absent = wanted.filter(({ env, path }) => !process.env[env] && !isFile(path));
  return { misdirected, absent };
}

/** @param {string[]} args */
function aptGet(args) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} exited with ${run.status}`);
}

/**
 * @param {string[]} asked the variables of the programs wanted (the daily deploy's smoke test
 * needs Chromium's headless shell alone); none names every one
 */
function main(asked) {
  for (const env of asked) programPath(env); // throws on a name that is not a requirement's
  const wanted = requirements.filter(({ env }) => !asked.length || asked.includes(env));
  const { misdirected, absent } = missing(wanted);
  if (!misdirected.length && !absent.length) return;
  if (!misdirected.length && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    for (const { name, path, aptPackage, why } of absent)
      console.log(
        `setup: ${name} is missing (${path}): installing Debian's ${aptPackage}, because ${why}.`,
      );
    aptGet(['update', '-qq']);
    aptGet(['install', '-y', '-qq', '--no-install-recommends', ...absent.map((r) => r.aptPackage)]);
    if (!missing(wanted).absent.length) return;
    console.error('setup: apt-get finished, but some are still missing:');
  }
  const after = missing(wanted);
  for (const { name, env, path, why } of after.misdirected)
    console.error(
      `setup: ${name}: ${env}=${process.env[env]} does not exist; ${why}. Point ${env} at the ${name} you have, or unset it to use ${path}.`,
    );
  for (const { name, path, aptPackage, env, why } of after.absent)
    console.error(
      `setup: ${name} is missing (${path}); ${why}. Install it with \`sudo apt-get install ${aptPackage}\` (Debian/Ubuntu), or set ${env} to the one you have.`,
    );
  console.error('setup: nothing was tested yet. Run `npm test` again once these are there.');
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
