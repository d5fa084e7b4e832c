import type { Page } from '@playwright/test';

import { countControls, focusStop, openMenu, type Stop, tabThrough, views, visit } from './a11y';
import { expect, isPhone, test } from './fixtures';

/** Keyboard and pointer (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7, 2.5.8) on every view. */
/** Left to right, then top to bottom: each stop on a later row, or further right on its row. */
function visualOrderBreaks(stops: Stop[]) {
  return stops.flatMap((stop, i) => {
    const before = stops[i - 1];
    if (!before) return [];
    const sameRow = stop.top < before.bottom - 2 && before.top < stop.bottom - 2;
    const later = sameRow ? stop.left >= before.left - 2 : stop.top >= before.top;
    return later ? [] : [`"${before.name}" -> "${stop.name}"`];
  });
}

/** The walk stops on every control in document order, in visual order, each visibly. */
function expectWalk(stops: Stop[], count: number) {
  const ids = stops.map((stop) => stop.id);
  expect(ids, 'every displayed control, in document order').toEqual([...Array(count).keys()]);
  expect(visualOrderBreaks(stops), 'stops out of visual order').toEqual([]);
  const unseen = stops.filter((stop) => stop.hidden).map((s) => `"${s.name}": ${s.hidden}`);
  expect(unseen, 'stops the visitor cannot see').toEqual([]);
}

/** Controls under `min` CSS px a side, but for a link inside a sentence (WCAG 2.5.8). */
const smallTargets = (page: Page, scope: string, min: number) =>
  page.evaluate(
    ({ scope, min }) =>
      window.a11yControls!(scope).flatMap((el) => {
        const { width, height } = el.getBoundingClientRect();
        const inSentence =
          getComputedStyle(el).display === 'inline' &&
          el.parentElement!.textContent!.trim().length > el.textContent!.trim().length;
        return (width >= min && height >= min) || inSentence
          ? []
          : [`"${window.a11yName!(el)}" is ${Math.round(width)} x ${Math.round(height)} px`];
      }),
    { scope, min },
  );

for (const path of views) {
  test.describe(path, () => {
    test.beforeEach(({ problems }) => problems.forgiven.push(/status of 404/));

    test('Tab follows the visual order through every control, visibly, and lets go at the end', async ({
      page,
    }) => {
      await visit(page, path);
      const count = await countControls(page);
      expectWalk(await tabThrough(page, count), count);
      await page.keyboard.press('Shift+Tab');
      expect((await focusStop(page, 'body'))?.id).toBe(count - 1);
    });

    test('every control is at least 24 x 24 px, and the phone menu at least 44 x 44', async ({
      page,
    }) => {
      await visit(page, path);
      await countControls(page);
      expect(await smallTargets(page, 'body', 24)).toEqual([]);
      if (!isPhone(page)) return;
      expect(await smallTargets(page, 'header', 44), 'the bar on a phone').toEqual([]);
      await openMenu(page, 'Enter');
      const count = await countControls(page, 'dialog[open]');
      expect(count).toBeGreaterThanOrEqual(5); // logo, close, three links, Get Scootin
      expect(await smallTargets(page, 'dialog[open]', 44), 'the menu').toEqual([]);
      // From the first control, Tab goes round the modal menu in visual order.
      expectWalk(await tabThrough(page, count, 'dialog[open]', true), count);
    });
  });
}
