import type { Page } from '@playwright/test';

import { countControls, views } from './a11y';
import { expect, isPhone, test, waitForHydration } from './fixtures';

/**
 * Keyboard and pointer (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7, 2.5.8) on every page and the 404
 * view, at both widths: the Tab order follows what the eye reads, reaches every control, lets
 * go at the end, and never lands on something invisible; every control is big enough to hit.
 */

type Stop = {
  id: number | undefined;
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Why the focused control cannot be seen, if it cannot. */
  hidden: string | null;
};

/** Where focus is now, in page coordinates, and whether the visitor can see it there. */
function focusStop(page: Page, scope: string): Promise<Stop | null> {
  return page.evaluate((scope) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const centre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    let hidden: string | null = null;
    if (box.width < 1 || box.height < 1) hidden = 'no size';
    else if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth)
      hidden = 'outside the viewport';
    else if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      hidden = 'invisible';
    else if (!centre || !(el === centre || el.contains(centre))) hidden = 'covered';
    else if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2)
      hidden = 'no focus ring';
    const index = window.a11yControls!(scope).indexOf(el);
    return {
      id: index === -1 ? undefined : index,
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
      top: box.top + scrollY,
      bottom: box.bottom + scrollY,
      left: box.left,
      right: box.right,
      hidden,
    };
  }, scope);
}

/**
 * Presses Tab until focus leaves the page (or comes round again, inside a modal) and returns
 * every stop, starting with the focused control if `fromFocused`. More presses than there
 * are controls means focus is stuck.
 */
async function tabThrough(page: Page, count: number, { scope = 'body', fromFocused = false } = {}) {
  const stops: Stop[] = [];
  if (fromFocused) stops.push((await focusStop(page, scope))!);
  for (let press = 0; press <= count + 1; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page, scope);
    if (!stop || (stops.length > 0 && stop.id === stops[0]!.id)) return stops;
    stops.push(stop);
  }
  throw new Error(`focus is trapped: ${stops.map((s) => s.name).join(' > ')}`);
}

/** Left to right, then top to bottom: a stop on a later row, or further right on the same row. */
function visualOrderBreaks(stops: Stop[]) {
  const breaks: string[] = [];
  for (const [index, stop] of stops.entries()) {
    const before = stops[index - 1];
    if (!before) continue;
    const sameRow = stop.top < before.bottom - 2 && before.top < stop.bottom - 2;
    const later = sameRow ? stop.left >= before.left - 2 : stop.top >= before.top;
    if (!later) breaks.push(`"${before.name}" -> "${stop.name}"`);
  }
  return breaks;
}

/** Controls under 24 x 24 CSS px that are not a link inside a sentence (WCAG 2.5.8). */
function smallTargets(page: Page, scope: string, min: number) {
  return page.evaluate(
    ({ scope, min }) =>
      window.a11yControls!(scope)
        .filter((el) => {
          const box = el.getBoundingClientRect();
          if (box.width >= min && box.height >= min) return false;
          // The inline exception: a link in running text, sized by the sentence around it.
          const inSentence =
            getComputedStyle(el).display === 'inline' &&
            (el.parentElement?.textContent ?? '').trim().length >
              (el.textContent ?? '').trim().length;
          return !inSentence;
        })
        .map((el) => {
          const box = el.getBoundingClientRect();
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
          return `"${name.slice(0, 40)}" is ${Math.round(box.width)} x ${Math.round(box.height)} px`;
        }),
    { scope, min },
  );
}

for (const path of views) {
  test.describe(path, () => {
    test.beforeEach(({ problems }) => problems.forgiven.push(/status of 404/));

    test('Tab follows the visual order through every control, visibly, and lets go at the end', async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const count = await countControls(page);
      const stops = await tabThrough(page, count);

      expect(
        stops.map((stop) => stop.id),
        'every displayed control, in document order',
      ).toEqual([...Array(count).keys()]);
      expect(visualOrderBreaks(stops), 'stops out of visual order').toEqual([]);
      expect(
        stops.filter((stop) => stop.hidden).map((stop) => `"${stop.name}": ${stop.hidden}`),
        'stops the visitor cannot see',
      ).toEqual([]);
      // Shift+Tab from the end walks the same way back.
      await page.keyboard.press('Shift+Tab');
      expect((await focusStop(page, 'body'))?.id).toBe(count - 1);
    });

    test('every control is at least 24 x 24 px, and the phone menu at least 44 x 44', async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      await countControls(page);
      expect(await smallTargets(page, 'body', 24)).toEqual([]);
      if (!isPhone(page)) return;

      const hamburger = page.getByRole('button', { name: 'Open menu' });
      expect(await smallTargets(page, 'header', 44), 'the bar on a phone').toEqual([]);
      await hamburger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await menu.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const count = await countControls(page, 'dialog[open]');
      expect(count).toBeGreaterThanOrEqual(5); // logo, close, three links, Get Scootin
      expect(await smallTargets(page, 'dialog[open]', 44), 'the menu').toEqual([]);

      // The keyboard in the menu: from the first control, Tab goes round in visual order
      // (the dialog is modal by design) and Escape hands focus back to the hamburger.
      const stops = await tabThrough(page, count, { scope: 'dialog[open]', fromFocused: true });
      expect(stops.map((stop) => stop.id)).toEqual([...Array(count).keys()]);
      expect(visualOrderBreaks(stops)).toEqual([]);
      expect(stops.filter((stop) => stop.hidden).map((stop) => stop.name)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(hamburger).toBeFocused();
    });
  });
}
