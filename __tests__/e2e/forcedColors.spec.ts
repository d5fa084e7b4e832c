import type { Page } from '@playwright/test';

import { contrast, countControls, openMenu, tabThrough, views, visit } from './a11y';
import { expect, isPhone, test } from './fixtures';

/**
 * Forced colours (Windows high contrast) drop backgrounds: a control told apart by its fill
 * needs an edge, focus must still show and icons must not vanish into the canvas.
 */

/** The controls framed in normal colours (a fill unlike what is behind, or a border). */
const framedControls = (page: Page) =>
  page.evaluate(() => {
    const opaque = (color: string) => !/^rgba\(.*, 0\)$|^transparent$/.test(color);
    const behind = (el: Element) => {
      for (let parent = el.parentElement; parent; parent = parent.parentElement) {
        const color = getComputedStyle(parent).backgroundColor;
        if (opaque(color)) return color;
      }
      return 'rgb(255, 255, 255)';
    };
    return window.a11yControls!('body').flatMap((el, index) => {
      const style = getComputedStyle(el);
      const fill = style.backgroundColor;
      const bordered = parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none';
      const framed =
        (opaque(fill) && fill !== behind(el)) || (bordered && opaque(style.borderTopColor));
      return framed ? [index] : [];
    });
  });

/** Each control given that has no visible edge (a border all round, or an outline). */
const missingEdges = (page: Page, indexes: number[]) =>
  page.evaluate((indexes) => {
    const canvas = getComputedStyle(document.body).backgroundColor;
    const controls = window.a11yControls!('body');
    return indexes.flatMap((index) => {
      const style = getComputedStyle(controls[index]!);
      const line = (side: string) =>
        parseFloat(style.getPropertyValue(`${side}-width`)) >= 1 &&
        style.getPropertyValue(`${side}-style`) !== 'none' &&
        style.getPropertyValue(`${side}-color`) !== canvas;
      const border = ['top', 'right', 'bottom', 'left'].every((side) => line(`border-${side}`));
      return border || line('outline') ? [] : [`"${window.a11yName!(controls[index]!)}"`];
    });
  }, indexes);

/** The colours each icon (an <svg> in a control) paints its shapes with. */
const iconColours = (page: Page) =>
  page.evaluate(() =>
    window.a11yControls!('body')
      .filter((control) => control.querySelector('svg'))
      .map((control) => {
        const shapes = [...control.querySelectorAll('svg *')].filter(
          (el) => !['g', 'title', 'defs'].includes(el.tagName),
        );
        const paints = shapes.flatMap((shape) => {
          const { fill, stroke } = getComputedStyle(shape);
          return [fill, stroke].filter((paint) => paint.startsWith('rgb'));
        });
        return { name: window.a11yName!(control), paints };
      }),
  );

test.beforeEach(({ problems }) => problems.forgiven.push(/status of 404/));

for (const path of views) {
  test(`${path} in forced colours: controls keep their edges, focus and icons stay visible`, async ({
    page,
  }) => {
    await visit(page, path);
    const count = await countControls(page);
    const framed = await framedControls(page);
    expect(framed.length).toBeGreaterThanOrEqual(3); // buttons, store badges, the skip link

    await page.emulateMedia({ forcedColors: 'active' });
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    expect(await missingEdges(page, framed), 'framed controls without an edge').toEqual([]);

    // Icons (logo, hamburger, brand glyphs, chevrons): some shape of each stands out at 3:1.
    const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    for (const icon of await iconColours(page)) {
      const best = Math.max(0, ...icon.paints.map((paint) => contrast(paint, canvas)));
      expect(best, `the icon of "${icon.name}"`).toBeGreaterThanOrEqual(3);
    }

    // Every focus stop shows a ring in a system colour that stands out from the canvas.
    const stops = await tabThrough(page, count);
    expect(stops).toHaveLength(count);
    for (const { name, ring } of stops) {
      expect(ring.style, `focus ring of "${name}"`).not.toBe('none');
      expect(ring.width, `focus ring of "${name}"`).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.color, canvas), `focus ring of "${name}"`).toBeGreaterThanOrEqual(3);
    }

    if (path === '/locations' && !isPhone(page)) {
      // The map keeps its own palette (SVG preserves it, and its land is an image, which
      // forced colours leave as drawn), so markers and labels stay apart.
      const map = await page.locator('figure svg').evaluate(async (svg) => {
        const paint = (selector: string) => getComputedStyle(svg.querySelector(selector)!);
        const { backgroundColor: sea, backgroundImage } = getComputedStyle(svg);
        const url = /^url\("(.+)"\)$/.exec(backgroundImage)?.[1];
        const image = url ? await (await fetch(url)).text() : '';
        const hex = /<path fill="#([0-9A-Fa-f]{6})"/.exec(image)?.[1] ?? '';
        const land = `rgb(${[0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16))})`;
        const { fill: marker, stroke: ring } = paint('circle');
        return { sea, land, marker, ring, box: paint('rect').fill, label: paint('text').fill };
      });
      expect(contrast(map.marker, map.sea), 'marker on the sea').toBeGreaterThanOrEqual(3);
      expect(contrast(map.ring, map.land), 'marker ring on land').toBeGreaterThanOrEqual(3);
      expect(contrast(map.box, map.sea), 'label on the sea').toBeGreaterThanOrEqual(3);
      expect(contrast(map.label, map.box), 'label text').toBeGreaterThanOrEqual(4.5);
      expect(contrast(map.land, map.sea), 'land on the sea').toBeGreaterThanOrEqual(3);
    }

    if (isPhone(page)) {
      // The overlay and the panel get the same canvas, so the panel needs an edge of its own.
      const menu = await openMenu(page);
      const edge = await menu.evaluate((dialog) => {
        const s = getComputedStyle(dialog);
        const [style, color, panel] = [s.borderRightStyle, s.borderRightColor, s.backgroundColor];
        return { width: parseFloat(s.borderRightWidth), style, color, panel };
      });
      expect(edge.style).not.toBe('none');
      expect(edge.width).toBeGreaterThanOrEqual(1);
      expect(contrast(edge.color, edge.panel)).toBeGreaterThanOrEqual(3);
    }
  });
}
