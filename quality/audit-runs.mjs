/**
 * The audit's measurements in the browser, for quality/audit.mjs: one Lighthouse run in a
 * fresh Chromium profile, and axe-core on every route at the two widths. What they return is reduced by quality/audit-figures.mjs.
 *
 * A mobile run measures the device, not the host (issue 28): Lighthouse gathers the page once
 * (its trace, and its benchmark index of the host), then audits that trace twice, with the
 * CPU slowdown that makes this host Lighthouse's mid-tier phone (calibratedSlowdown) and
 * with twice that for the low-end phone. Lighthouse's gather and audit modes (-G, -A) do the
 * split, with the artifacts in a temporary directory.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { AxeBuilder } from '@axe-core/playwright';
import { chromium, devices } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

import { calibratedSlowdown, CATEGORIES, FORM_FACTORS, summarise } from './audit-figures.mjs';
import { budgets } from './budgets.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tools.mjs';

/** @typedef {import('./audit-figures.mjs').FormFactor} FormFactor */
/** @typedef {import('./audit-figures.mjs').Route} Route */
/** @typedef {import('./audit-figures.mjs').AxeResult} AxeResult */

const AXE_WIDTH = { mobile: 375, desktop: 1440 };

/** @typedef {import('./audit-figures.mjs').Summary} Summary */
/** @typedef {Partial<Record<import('./audit-figures.mjs').Device, Summary>>} DeviceSummaries */

/** @param {Record<string, unknown>} flags */
const lighthouseFlags = (flags) => ({
  output: /** @type {const} */ ('json'),
  logLevel: /** @type {const} */ ('error'),
  onlyCategories: [...CATEGORIES],
  // The 404 view is audited with its real status (the top of quality/audit.mjs).
  ignoreStatusCode: true,
  ...flags,
});

/**
 * @param {string} url
 * @param {FormFactor} formFactor
 * @param {string[]} intended
 * @returns {Promise<DeviceSummaries>}
 */
async function lighthouseRunOnce(url, formFactor, intended) {
  const origin = new URL(url).origin;
  const artifacts = mkdtempSync(join(tmpdir(), 'scoot-lighthouse-'));
  try {
    const chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
    });
    try {
      if (formFactor === 'desktop') {
        const result = await lighthouse(url, lighthouseFlags({ port: chrome.port }), desktopConfig);
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        return { desktop: summarise(result.lhr, origin, intended) };
      }
      await lighthouse(url, lighthouseFlags({ port: chrome.port, gatherMode: artifacts }));
    } finally {
      chrome.kill();
    }
    const saved = join(artifacts, 'artifacts.json');
    const gathered = JSON.parse(readFileSync(saved, 'utf8'));
    const midTier = calibratedSlowdown(gathered.BenchmarkIndex);
    /** @param {'mobile' | 'low-end'} device */
    const audit = async (device) => {
      const cpuSlowdownMultiplier = midTier * budgets.cpuSlowdown[device];
      // Lighthouse refuses to audit with settings other than those it gathered with. The
      // slowdown only enters the simulation (the gathering is unthrottled), so the saved
      // settings are given the one the audit simulates.
      gathered.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
      writeFileSync(saved, JSON.stringify(gathered));
      const result = await lighthouse(url, lighthouseFlags({ auditMode: artifacts }), {
        extends: 'lighthouse:default',
        settings: { throttling: { cpuSlowdownMultiplier } },
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return summarise(result.lhr, origin, intended);
    };
    return { mobile: await audit('mobile'), 'low-end': await audit('low-end') };
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse run in a fresh Chromium profile, reduced to the figures the audit keeps: for
 * mobile, both phones from the run's one trace. A run Lighthouse itself could not complete
 * (NO_NAVSTART, NO_FCP: a hiccup of the browser on a busy machine) is run once more; a second
 * failure is returned, with its `runtimeError`, for the caller to count.
 * @param {string} url
 * @param {FormFactor} formFactor
 * @param {string[]} [intended] audits this route fails by design
 * @returns {Promise<DeviceSummaries>}
 */
export async function lighthouseRun(url, formFactor, intended = []) {
  const summaries = await lighthouseRunOnce(url, formFactor, intended);
  const error = Object.values(summaries).find((summary) => summary?.runtimeError)?.runtimeError;
  if (!error) return summaries;
  process.stderr.write(`lighthouse: ${error} on ${url}, running it again\n`);
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
