import type { Page } from '@playwright/test';

import { contrast, countControls, views } from './a11y';
import { expect, isPhone, test, waitForHydration } from './fixtures';

/**
 * Forced colours (Windows high contrast; Chromium emulates `forced-colors: active`), on every
 * page and the 404 view at both widths. The browser replaces the site's colours with the
 * visitor's few system colours and drops backgrounds: a control that was told apart by its
 * fill needs an edge, focus must still show, and icons must not vanish into the canvas.
 */

/**
 * The controls that are framed in normal colours, by a fill that differs from what is behind
 * them or by a border, each as its index in `window.a11yControls`.
 */
function framedControls(page: Page) {
  return page.evaluate(() => {
    const opaque = (color: string) => !/^rgba\(.*, 0\)$|^transparent$/.test(color);
    const behind = (el: Element) => {
      for (let parent = el.parentElement; parent; parent = parent.parentElement) {
        const color = getComputedStyle(parent).backgroundColor;
        if (opaque(color)) return color;
      }
      return 'rgb(255, 255, 255)';
    };
    return window.a11yControls!('body')
      .map((el, index) => ({ el, index }))
      .filter(({ el }) => {
        const style = getComputedStyle(el);
        const filled = opaque(style.backgroundColor) && style.backgroundColor !== behind(el);
        const bordered =
          parseFloat(style.borderTopWidth) > 0 &&
          style.borderTopStyle !== 'none' &&
          opaque(style.borderTopColor);
        return filled || bordered;
      })
      .map(({ index }) => index);
  });
}

/** For each control given, why it has no visible edge in forced colours, if it has none. */
function missingEdges(page: Page, indexes: number[]) {
  return page.evaluate((indexes) => {
    const canvas = getComputedStyle(document.body).backgroundColor;
    const controls = window.a11yControls!('body');
    return indexes.flatMap((index) => {
      const el = controls[index]!;
      const style = getComputedStyle(el);
      const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
      const border = sides.every(
        (side) =>
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 &&
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          style.getPropertyValue(`border-${side.toLowerCase()}-color`) !== canvas,
      );
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 1 &&
        style.outlineColor !== canvas;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      return border || outline ? [] : [`"${name}" has no edge`];
    });
  }, indexes);
}

/** The colours each icon (an <svg> in a control) paints with, and the canvas behind it. */
function iconColours(page: Page) {
  return page.evaluate(() => {
    const canvas = getComputedStyle(document.body).backgroundColor;
    return window.a11yControls!('body')
      .filter((control) => control.querySelector('svg'))
      .map((control) => {
        const shapes = [...control.querySelectorAll('svg *')].filter(
          (el) => !['g', 'title', 'defs'].includes(el.tagName),
        );
        const paints = shapes.flatMap((shape) => {
          const style = getComputedStyle(shape);
          return [style.fill, style.stroke].filter((paint) => paint.startsWith('rgb'));
        });
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
        return { name: name.slice(0, 40), paints, canvas };
      });
  });
}

test.beforeEach(({ problems }) => problems.forgiven.push(/status of 404/));

for (const path of views) {
  test(`${path} in forced colours: controls keep their edges, focus and icons stay visible`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const count = await countControls(page);
    const framed = await framedControls(page);
    // Buttons, the store badges and the skip link at least.
    expect(framed.length).toBeGreaterThanOrEqual(3);

    await page.emulateMedia({ forcedColors: 'active' });
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    expect(await missingEdges(page, framed), 'framed controls without an edge').toEqual([]);

    // Icons (the logo, the hamburger, brand glyphs, chevrons): at least one shape of each
    // stands out from the canvas at 3:1 (WCAG 1.4.11).
    for (const icon of await iconColours(page)) {
      const best = Math.max(0, ...icon.paints.map((paint) => contrast(paint, icon.canvas)));
      expect(best, `the icon of "${icon.name}"`).toBeGreaterThanOrEqual(3);
    }

    // Focus: every stop shows a ring in a system colour that stands out from the canvas.
    const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    for (let press = 0; press < count; press += 1) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return {
          name: document.activeElement!.textContent!.trim().slice(0, 40),
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          color: style.outlineColor,
        };
      });
      expect(ring.style, `focus ring of "${ring.name}"`).not.toBe('none');
      expect(ring.width, `focus ring of "${ring.name}"`).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.color, canvas), `focus ring of "${ring.name}"`).toBeGreaterThanOrEqual(
        3,
      );
    }

    if (path === '/locations' && !isPhone(page)) {
      // The map keeps its own palette (SVG preserves it), so markers and labels stay apart.
      const map = await page.locator('figure svg').evaluate((svg) => {
        const paint = (selector: string) => getComputedStyle(svg.querySelector(selector)!);
        return {
          sea: getComputedStyle(svg).backgroundColor,
          land: paint('path').fill,
          markerFill: paint('circle').fill,
          markerRing: paint('circle').stroke,
          labelBox: paint('rect').fill,
          labelText: paint('text').fill,
        };
      });
      expect(contrast(map.markerFill, map.sea), 'marker on the sea').toBeGreaterThanOrEqual(3);
      expect(contrast(map.markerRing, map.land), 'marker ring on land').toBeGreaterThanOrEqual(3);
      expect(contrast(map.labelBox, map.sea), 'label on the sea').toBeGreaterThanOrEqual(3);
      expect(contrast(map.labelText, map.labelBox), 'label text').toBeGreaterThanOrEqual(4.5);
      expect(contrast(map.land, map.sea), 'land on the sea').toBeGreaterThanOrEqual(3);
    }

    if (isPhone(page)) {
      // The open menu: the overlay and the panel get the same canvas colour, so the panel
      // needs an edge of its own where it meets the overlay.
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      const edge = await menu.evaluate((dialog) => {
        const style = getComputedStyle(dialog);
        return {
          width: parseFloat(style.borderRightWidth),
          style: style.borderRightStyle,
          color: style.borderRightColor,
          panel: style.backgroundColor,
        };
      });
      expect(edge.style).not.toBe('none');
      expect(edge.width).toBeGreaterThanOrEqual(1);
      expect(contrast(edge.color, edge.panel)).toBeGreaterThanOrEqual(3);
    }
  });
}
