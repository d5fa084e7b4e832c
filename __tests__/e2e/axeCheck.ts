import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core (@axe-core/playwright, from node_modules: no request leaves the site) on the
 * page as it is now, and fails with the rule ids and targets of every violation. AxeBuilder
 * evaluates axe through the DevTools protocol, so the pages' Content-Security-Policy, which
 * rightly blocks inline scripts it has no hash for, does not stop it.
 */
export async function expectNoAxeViolations(page: Page, state: string) {
  // Legacy mode is axe.run() in the page, as before: the default runs axe in each frame and
  // merges the results in a new blank page, which took 2-3 times as long here (18-23 s against
  // 8 s on /careers), and the pages have no frames to merge. resultTypes keeps the passes'
  // details (every node of every rule) out of what comes back over the protocol.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    ),
    `axe violations with ${state}`,
  ).toEqual([]);
}

/**
 * Loads every lazy image now, as scrolling past it would, and waits until each has arrived.
 * Polled on a timer, not per frame, and without scrolling: CI once saw headless Chromium hold
 * frames back under load, and a walk down the page that waited on them hung the test.
 */
export async function loadLazyImages(page: Page) {
  await page
    .locator('img[loading="lazy"]')
    .evaluateAll((images: HTMLImageElement[]) => images.forEach((img) => (img.loading = 'eager')));
  await page.waitForFunction(
    () => [...document.images].every((img) => img.complete && img.naturalWidth > 0),
    undefined,
    { polling: 100 },
  );
}

/**
 * The images in <main> whose box is empty, checked without scrolling, while lazy ones have
 * not loaded: each would shift the layout when it arrives.
 */
export async function imagesWithoutBox(page: Page) {
  return page.locator('main img').evaluateAll((images) =>
    images
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width < 1 || box.height < 1;
      })
      .map((img) => img.getAttribute('src')),
  );
}
