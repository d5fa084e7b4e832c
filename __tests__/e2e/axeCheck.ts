import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core on the page as it is, over the DevTools protocol (the pages' CSP allows no inject). */
export async function expectNoAxeViolations(page: Page, state: string) {
  // Legacy mode runs axe in the page alone: the default merges frames (none here) in a blank
  // page, 2-3 times slower. resultTypes keeps the passes' details off the protocol.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const targets = (nodes: { target: unknown[] }[]) => nodes.map((n) => n.target.join(' '));
  expect(
    violations.map(({ id, impact, nodes }) => `${id} (${impact}): ${targets(nodes).join(', ')}`),
    `axe violations with ${state}`,
  ).toEqual([]);
}

/** Loads every lazy image now; polled on a timer, as headless Chromium may hold frames back. */
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

/** The images in <main> with an empty box before they load: each would shift the layout. */
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
