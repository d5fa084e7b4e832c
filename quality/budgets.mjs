/**
 * The site's budgets: `npm run audit` judges time as the excess over a floor page measured in
 * the same audit, and taps as they are; `npm run bench:growth` judges a large build's time and
 * bytes. Lower a figure only with a reason in the commit message.
 */

export const KB = 1000;

export const budgets = {
  /** The route's median over the Lighthouse runs minus the floor's, per phone. */
  excess: {
    'mid-tier': { tbtMs: 50, lcpMs: 300 },
    'low-end': { tbtMs: 150, lcpMs: 300 },
  },
  /** Every tap's Event Timing duration, the median over rounds (200: a good interaction). */
  tapMs: { 'mid-tier': 100, 'low-end': 200 },
  /** From a click on a link to the next page's first paint in Chromium, the median. */
  pageToPageMs: 100,
  /** Each phone's CPU slowdown as a multiple of the mid-tier phone's. */
  cpu: { 'mid-tier': 1, 'low-end': 2 },
  /** Seconds one more page may add to a cold build (0.36 s measured on 2026-11-24). */
  buildSecondsPerPage: 0.5,
  /** A page's JavaScript beyond the 404 view's (the layout alone). */
  bytes: { scriptOverReference: 5 * KB },
};
