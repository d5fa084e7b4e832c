import { existsSync } from 'node:fs';

import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

import { programPath, requirements } from './quality/setup.mjs';
import { CHROMIUM_FLAGS } from './quality/tools.mjs';

const SERVE_PORT = Number(process.env.E2E_PORT ?? 4173);
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? SERVE_PORT + 7);
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
/** The CDN's local runtime (wrangler dev), and its devtools port, kept apart per worker. */
const CDN_PORT = Number(process.env.E2E_CDN_PORT ?? SERVE_PORT + 14);
const CDN_INSPECTOR_PORT = CDN_PORT + 1;

/**
 * nginx (the production server) is required in CI, where .ci/run installs it. On a
 * machine without it, the nginx project is left out and says so, instead of failing.
 */
const withNginx = !!process.env.CI || existsSync(NGINX);
if (!withNginx) console.warn(`e2e: ${NGINX} not found, skipping the nginx project`);

/**
 * Specs about URLs and responses (casings, headers, the 404 status) run on every server, once
 * each: a URL's answer does not depend on the viewport. The rest need only one server, since
 * all three serve the same files (hosting.spec proves every page runs under each server's
 * headers and CSP).
 */
const serverSpecs = ['routing.spec.ts', 'hosting.spec.ts', 'fuzz.spec.ts'];
/**
 * The specs of pages: pages.spec.ts, the loop over every URL of the sitemap and the 404 view
 * (axe, sideways scrolling, the shared layout, the page without JavaScript), and each page's
 * own. Their layout checks (tagged @layout: axe, sideways scrolling, the shape of blocks) also
 * run at the tablet breakpoint, where the layouts change (768 px).
 */
const pageSpecs = [
  'pages.spec.ts',
  'home.spec.ts',
  'about.spec.ts',
  'careers.spec.ts',
  'jobs.spec.ts',
  'locations.spec.ts',
  'cities.spec.ts',
  'notices.spec.ts',
];
/** The screenshots are taken at the three widths, on serve only: they show pages, not servers. */
const visualSpec = 'visual.spec.ts';
/**
 * What runs in Firefox too: the page specs, the interactions (menu, FAQ, Get Scootin), the
 * language switcher, the shared layout's links, the start before the runtime arrives, reduced
 * motion and the casings.
 */
const engineSpecs = [
  ...pageSpecs,
  // A regular expression, as cmsSpec below: 'languages.spec.ts' names webkit/'s too.
  /e2e\/languages\.spec\.ts$/,
  'menu.spec.ts',
  'faq.spec.ts',
  'getScootin.spec.ts',
  'layout.spec.ts',
  'loading.spec.ts',
  'motion.spec.ts',
  'routing.spec.ts',
];
/** WebKit's specs drive WebKitGTK over WebDriver (webkit/fixtures.ts), not Playwright's page. */
const webkitSpecs = 'webkit/*.spec.ts';
/**
 * The editors' admin (cms/): not a page of the site, so not at every width nor on every
 * server. Its specs start their own admin on a throwaway clone (cmsServer.ts): cms.spec.ts
 * with the file-system backend, cms-workflow.spec.ts with the git backend's editorial
 * workflow. The editing steps run in Chromium, and the admin's load check in Firefox and
 * WebKit too. A regular expression, so that it names e2e/cms.spec.ts and not
 * webkit/cms.spec.ts.
 */
const cmsSpec = /e2e\/cms(-workflow)?\.spec\.ts$/;
const cmsWebkitSpec = 'webkit/cms.spec.ts';
/**
 * The hosted admin's GitHub login (cms/admin-host.mjs) in a browser: it starts its own
 * server on E2E_ADMIN_PORT (5340) and up, and needs no build, like the cms projects.
 */
const adminLoginSpec = 'adminLogin.spec.ts';
/**
 * The daily deploy's short check of its build (npm run test:smoke): a few pages in Chromium
 * at a desktop width, on serve. The full suite runs it once too, in its own project, so the
 * spec the daily run depends on is itself tested on every push.
 */
const smokeSpec = 'smoke.spec.ts';
/**
 * `--project cms...` alone needs none of the site's servers (nor a build): the admin's spec
 * starts its own. `--project smoke` alone needs only serve.
 */
const projectArgs = process.argv.flatMap((arg, i, all) =>
  arg === '--project' ? [all[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
);
const onlyCms = projectArgs.length > 0 && projectArgs.every((name) => name?.startsWith('cms'));
const onlySmoke = projectArgs.length > 0 && projectArgs.every((name) => name === 'smoke');

/**
 * The system programs quality/setup.mjs checks for, or the ones their variables point at, in
 * those variables for the specs and servers too (WebKit's fixtures start WebKitWebDriver and Xvfb
 * through quality/webkit.mjs, which reads them; nginx's run.sh reads NGINX).
 */
for (const { env } of requirements) process.env[env] = programPath(env);
const program = programPath;

/**
 * Chromium's headless shell: Blink and V8 without the browser's UI, Playwright's own default
 * for headless runs, from Debian's `chromium-headless-shell`. Here it ran the page specs in
 * half the time of the full browser, on the same flags as the audit (quality/tools.mjs). The
 * screenshots are taken in the full browser (visual.spec.ts), which positions text as the
 * Chrome visitors use does; the shell's glyphs land a pixel or so apart.
 */
const chromium = { executablePath: program('CHROMIUM_HEADLESS_SHELL'), args: CHROMIUM_FLAGS };

/**
 * Debian's Firefox ESR through Playwright's `moz-firefox` channel (WebDriver BiDi, the stock
 * browser). Playwright's media emulation does not reach it (patches/README.md), so reduced
 * motion is a preference set at launch: the tests tagged for it (reducedMotionTag of
 * fixtures.ts) run in a project of their own.
 */
const reducedMotionTag = /@reduced-motion/;
const firefox = { channel: 'moz-firefox', executablePath: program('FIREFOX_PATH') };

const serveUrl = `http://127.0.0.1:${SERVE_PORT}`;
const nginxUrl = `http://127.0.0.1:${NGINX_PORT}`;
const cdnUrl = `http://127.0.0.1:${CDN_PORT}`;

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

const serve: WebServer = {
  // `npm start` serves the same way: serve with the generated headers config.
  command: `node node_modules/serve/build/main.js out --config ../deploy/generated/serve.json -l tcp://127.0.0.1:${SERVE_PORT} --no-clipboard --no-port-switching`,
  url: `${serveUrl}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
};

const webServer: WebServer[] = [
  serve,
  ...(withNginx
    ? [
        {
          command: `bash deploy/nginx/run.sh ${NGINX_PORT}`,
          url: `${nginxUrl}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 30_000,
        },
      ]
    : []),
  {
    // `npm run serve:cdn` on this port: the CDN's runtime (workerd) from npm, offline. Its
    // state goes to a folder of its own, so a running serve:cdn is not disturbed.
    command: `node node_modules/wrangler/bin/wrangler.js dev --ip 127.0.0.1 --port ${CDN_PORT} --inspector-port ${CDN_INSPECTOR_PORT} --persist-to .wrangler/e2e-${CDN_PORT}`,
    env: { CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    url: `${cdnUrl}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
];

/**
 * Browser tests run in the system Chromium (Playwright cannot download its own here)
 * against the built out/ served over HTTP: the specs at a phone and a desktop width on
 * `serve` (URLs and what crawlers read at the desktop width only), the page specs at the
 * tablet width too, the server-facing specs also on nginx and in the CDN's local runtime
 * (wrangler.jsonc); Firefox and WebKit as described above.
 */
export default defineConfig({
  testDir: './__tests__/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two workers on the two cores, in CI too: the browsers spend much of their time waiting on
  // the servers and on the pages' own timers (Get Scootin's 200 ms, the start after first paint).
  workers: 2,
  // No retries anywhere: a flake is a bug to fix (or to quarantine with a written reason),
  // never passed unseen on a second try.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The list in the terminal; for developers, Playwright's HTML report in playwright-report/
  // (`npx playwright show-report`) with a trace of each failed test.
  reporter: [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    headless: true,
    // A failed test keeps its trace (actions, console, network) and a screenshot of the end.
    // The trace's own screenshots and DOM snapshots are left out: recorded for every test, they
    // made the suite a third slower in Firefox (2.3 against 1.5 min for two specs) and a fifth
    // in Chromium; the failure's screenshot and error-context.md show the page instead.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  // Baselines of visual.spec.ts: one folder, named by case and width, no platform suffix
  // (CI and these machines run the same Debian Chromium).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Chromium draws these pages to the same pixel on every run here (measured: 0 pixels
      // apart over repeated runs at threshold 0). A pixel counts as changed when its colour
      // moves by more than 1 % of pixelmatch's scale (about 3 levels of 255 in brightness),
      // so changing a colour token fails; a handful of stray pixels are let through in case
      // another machine's rasteriser rounds a few edges differently. README: Visual tests.
      threshold: 0.01,
      maxDiffPixels: 25,
    },
  },
  projects: [
    {
      name: 'phone',
      // URLs and responses do not depend on the viewport: once per server, on desktop. Nor
      // does what a crawler reads in the markup (seo.spec.ts).
      testIgnore: [...serverSpecs, 'seo.spec.ts', webkitSpecs, cmsSpec, adminLoginSpec, smokeSpec],
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        baseURL: serveUrl,
      },
    },
    {
      name: 'tablet',
      testMatch: [...pageSpecs, visualSpec],
      grep: /@layout/,
      use: { browserName: 'chromium', viewport: { width: 768, height: 1024 }, baseURL: serveUrl },
    },
    {
      name: 'desktop',
      testIgnore: [webkitSpecs, cmsSpec, adminLoginSpec, smokeSpec],
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 }, baseURL: serveUrl },
    },
    {
      name: 'smoke',
      testMatch: smokeSpec,
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 }, baseURL: serveUrl },
    },
    ...(withNginx
      ? [
          {
            name: 'nginx',
            testMatch: serverSpecs,
            use: {
              browserName: 'chromium' as const,
              viewport: { width: 1440, height: 900 },
              baseURL: nginxUrl,
            },
          },
        ]
      : []),
    {
      name: 'cdn',
      testMatch: serverSpecs,
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 }, baseURL: cdnUrl },
    },
    {
      // WebKitGTK's MiniBrowser over WebDriver (__tests__/e2e/webkit/fixtures.ts), on serve.
      name: 'webkit',
      testMatch: webkitSpecs,
      testIgnore: cmsWebkitSpec,
      timeout: 60_000,
    },
    {
      name: 'cms',
      testMatch: cmsSpec,
      // Decap's admin is written for a desktop screen; the editing steps save several files.
      timeout: 90_000,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'cms-firefox',
      testMatch: cmsSpec,
      grep: /@engines/,
      timeout: 60_000,
      use: {
        browserName: 'firefox' as const,
        viewport: { width: 1280, height: 900 },
        launchOptions: firefox,
      },
    },
    { name: 'cms-webkit', testMatch: cmsWebkitSpec, timeout: 90_000 },
    {
      name: 'cms-login',
      testMatch: adminLoginSpec,
      // Decap's bundle (5 MB) loads in a few seconds, more on a busy machine.
      timeout: 60_000,
      // The full browser: the headless shell does not route the popup's request to GitHub
      // after /auth's redirect (it went to the network), so the stand-in GitHub never answered.
      // Firefox over WebDriver BiDi does not either: Chromium only.
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 900 },
        launchOptions: { ...chromium, executablePath: program('CHROMIUM_PATH') },
      },
    },
    // At a phone's width, where the menu and the list of cities are (Firefox has no
    // `isMobile`). Reduced motion is a launch preference there, so the tests tagged for it
    // run in a project of their own, whose Firefox prefers it.
    ...([false, true] as const).map((reduce) => ({
      name: reduce ? 'firefox-reduced-motion' : 'firefox',
      testMatch: engineSpecs,
      ...(reduce ? { grep: reducedMotionTag } : { grepInvert: reducedMotionTag }),
      // Firefox over BiDi is slower to start and to navigate than Chromium over CDP.
      timeout: 60_000,
      use: {
        browserName: 'firefox' as const,
        viewport: { width: 375, height: 812 },
        baseURL: serveUrl,
        launchOptions: {
          ...firefox,
          firefoxUserPrefs: { 'ui.prefersReducedMotion': reduce ? 1 : 0 },
        },
      },
    })),
  ],
  webServer: onlyCms ? [] : onlySmoke ? [serve] : webServer,
});
