/**
 * The audit's measurements in the browser, for quality/audit.mjs: one Lighthouse run in a
 * fresh Chromium profile, and axe-core on every route at the two widths. What they return
 * is reduced by quality/audit-figures.mjs.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, devices } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

import { CATEGORIES, FORM_FACTORS, summarise } from './audit-figures.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tools.mjs';

/** @typedef {import('./audit-figures.mjs').FormFactor} FormFactor */
/** @typedef {import('./audit-figures.mjs').Route} Route */
/** @typedef {import('./audit-figures.mjs').AxeResult} AxeResult */

const AXE_WIDTH = { mobile: 375, desktop: 1440 };

/**
 * @param {string} url
 * @param {FormFactor} formFactor
 * @param {string[]} intended
 */
async function lighthouseRunOnce(url, formFactor, intended) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // The 404 view is audited with its real status (the top of quality/audit.mjs).
        ignoreStatusCode: true,
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return summarise(result.lhr, new URL(url).origin, intended);
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run in a fresh Chromium profile, reduced to the figures the audit keeps. A
 * run Lighthouse itself could not complete (NO_NAVSTART, NO_FCP: a hiccup of the browser on
 * a busy machine) is run once more; a second failure is returned, with its `runtimeError`,
 * for the caller to count.
 * @param {string} url
 * @param {FormFactor} formFactor
 * @param {string[]} [intended] audits this route fails by design
 */
export async function lighthouseRun(url, formFactor, intended = []) {
  const summary = await lighthouseRunOnce(url, formFactor, intended);
  if (!summary.runtimeError) return summary;
  process.stderr.write(`lighthouse: ${summary.runtimeError} on ${url}, running it again\n`);
  return lighthouseRunOnce(url, formFactor, intended);
}

/**
 * Scrolls through the page once, so lazy images and anything below the fold are in.
 * @param {import('@playwright/test').Page} page
 */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * axe-core on every route at the two widths, plus any request that left the origin.
 * @param {string} origin
 * @param {Route[]} routes
 */
export async function axeAll(origin, routes) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  /** @type {Record<string, Record<FormFactor, AxeResult>>} */
  const results = {};
  try {
    for (const route of routes) {
      /** @type {Partial<Record<FormFactor, AxeResult>>} */
      const byForm = {};
      for (const formFactor of FORM_FACTORS) {
        const width = AXE_WIDTH[formFactor];
        const context = await browser.newContext(
          formFactor === 'mobile'
            ? { ...devices['Pixel 7'], viewport: { width, height: 812 } }
            : { viewport: { width, height: 900 } },
        );
        const page = await context.newPage();
        /** @type {string[]} */
        const foreign = [];
        page.on('request', (request) => {
          const url = request.url();
          if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) foreign.push(url);
        });
        await page.goto(`${origin}${route.axePath}`, { waitUntil: 'load' });
        await scrollThrough(page);
        // @axe-core/playwright evaluates axe through the DevTools protocol, which the page's
        // CSP allows (an injected <script> it rightly refuses).
        // Legacy mode: axe.run() in the page (no frames here), 2-3 times faster than the
        // default; resultTypes keeps the passes' details out of what comes back.
        const { violations: found } = await new AxeBuilder({ page })
          .setLegacyMode(true)
          .options({ resultTypes: ['violations'] })
          .analyze();
        const violations = found.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
        byForm[formFactor] = { width, violations, foreign };
        await context.close();
      }
      results[route.name] = /** @type {Record<FormFactor, AxeResult>} */ (byForm);
    }
    return { results, chromiumVersion: browser.version() };
  } finally {
    await browser.close();
  }
}
