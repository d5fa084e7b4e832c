import type { CDPSession, Page } from '@playwright/test';

import { cities } from '../../content/cities';
import { cityPath } from '../../lib/cities';
import { jobPath } from '../../lib/openings';
import { expect, liveOpenings, NOT_FOUND, pages, hydrate } from './fixtures';

/**
 * Every page of the registry, one of each repeated template (a job's, where an opening is
 * live, and a city's), the 404.
 */
export const views = [
  ...pages,
  ...liveOpenings.slice(0, 1).map(jobPath),
  cityPath(cities.en[0]!),
  NOT_FOUND,
] as const;

/** Opens a view and waits for the runtime, so every control behaves as it will. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await hydrate(page);
}

/** Opens the phone menu, by a click or by `key` on the hamburger, once its entrance is over. */
export async function openMenu(page: Page, key?: string) {
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await (key ? hamburger.press(key) : hamburger.click());
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  return menu;
}

const fontSessions = new WeakMap<Page, CDPSession>();

/** The browser's default font size, a visitor's setting (not zoom), for its DevTools session. */
export async function setDefaultFontSize(page: Page, px: number) {
  if (!fontSessions.has(page)) fontSessions.set(page, await page.context().newCDPSession(page));
  await fontSessions
    .get(page)!
    .send('Page.setFontSizes', { fontSizes: { standard: px, fixed: (px * 13) / 16 } });
}

/** WCAG 1.4.12's text spacing, through the CSSOM (the CSP blocks a <style>); the h1's em. */
export function applyTextSpacing(page: Page) {
  return page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
      word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const h1 = getComputedStyle(document.querySelector('h1')!);
    return parseFloat(h1.letterSpacing) / parseFloat(h1.fontSize);
  });
}

/** Visible text under `scope` that runs off the page, is clipped, or overlaps other text. */
export function textProblems(page: Page, scope = 'body') {
  return page.evaluate((scope) => {
    const root = document.querySelector(scope)!;
    const problems: string[] = [];
    const describe = (node: Node) =>
      `"${node.textContent!.trim().slice(0, 40)}" (${node.parentElement!.tagName.toLowerCase()})`;
    const pieces: { node: Text; rects: DOMRect[] }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
      const parent = node.parentElement!;
      if (!node.textContent!.trim() || parent.closest('script, style, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // The visually-hidden pattern (clip) and the skip link waiting above the page.
      if ([...ancestors(parent)].some((el) => getComputedStyle(el).clip !== 'auto')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0 || rects.every((r) => r.bottom + window.scrollY < 0)) continue;
      pieces.push({ node, rects });
      const width = document.documentElement.clientWidth;
      if (rects.some((r) => r.left < -1 || r.right > width + 1))
        problems.push(`${describe(node)} runs off the page`);
      for (const box of ancestors(parent)) {
        const { overflowX: x, overflowY: y } = getComputedStyle(box);
        const edge = box.getBoundingClientRect();
        const clipped = rects.some(
          (r) =>
            (x !== 'visible' && (r.left < edge.left - 1 || r.right > edge.right + 1)) ||
            (y !== 'visible' && (r.top < edge.top - 1 || r.bottom > edge.bottom + 1)),
        );
        if (clipped) problems.push(`${describe(node)} is clipped by its ${box.tagName}`);
      }
    }
    // A text box is taller than its glyphs, so tight lines touch: compare the middle 60 %.
    const core = (r: DOMRect) => [r.left, r.right, r.top + r.height / 5, r.bottom - r.height / 5];
    const overlap = ([l1, r1, t1, b1]: number[], [l2, r2, t2, b2]: number[]) =>
      Math.min(r1!, r2!) - Math.max(l1!, l2!) > 1 && Math.min(b1!, b2!) - Math.max(t1!, t2!) > 1;
    pieces.forEach((a, i) =>
      pieces.slice(i + 1).forEach((b) => {
        if (a.rects.some((ra) => b.rects.some((rb) => overlap(core(ra), core(rb)))))
          problems.push(`${describe(a.node)} overlaps ${describe(b.node)}`);
      }),
    );
    return problems;

    function* ancestors(element: Element) {
      const top = root.parentElement;
      for (let el: Element | null = element; el && el !== top; el = el.parentElement) yield el;
    }
  }, scope);
}

/** The WCAG contrast ratio of two computed colours, `rgb(...)` or `rgba(...)`, alpha ignored. */
export function contrast(a: string, b: string) {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = (color: string) => {
    const [r, g, b] = color.match(/[\d.]+/g)!.map((channel) => linear(Number(channel) / 255));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

declare global {
  interface Window {
    a11yControls?: (scope: string) => HTMLElement[];
    a11yName?: (el: Element) => string;
  }
}

/**
 * Installs `window.a11yControls` (recomputed each call: hydration may swap elements) and
 * returns how many controls a keyboard reaches; no positive tabindex, so DOM order is Tab order.
 */
export function countControls(page: Page, scope = 'body') {
  return page.evaluate((scope) => {
    window.a11yName = (el) =>
      (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    window.a11yControls = (scope) =>
      [
        ...document
          .querySelector(scope)!
          .querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]',
          ),
      ].filter(
        (el) =>
          el.tabIndex >= 0 &&
          !el.closest('[inert]') &&
          el.checkVisibility({ visibilityProperty: true }) &&
          // Only the first <summary> of a <details> is its control.
          (el.tagName !== 'SUMMARY' || el.parentElement!.querySelector('summary') === el),
      );
    return window.a11yControls(scope).length;
  }, scope);
}

export type Stop = NonNullable<Awaited<ReturnType<typeof focusStop>>>;

/** Where focus is (index in `a11yControls(scope)`, position, outline), and why it is unseen. */
export function focusStop(page: Page, scope: string) {
  return page.evaluate((scope) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const box = el.getBoundingClientRect();
    const { outlineStyle: style, outlineWidth, outlineColor: color } = getComputedStyle(el);
    const ring = { style, width: parseFloat(outlineWidth), color };
    const centre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    let hidden: string | null = null;
    if (box.width < 1 || box.height < 1) hidden = 'no size';
    else if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth)
      hidden = 'outside the viewport';
    else if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      hidden = 'invisible';
    else if (!centre || !el.contains(centre)) hidden = 'covered';
    else if (ring.style === 'none' || ring.width < 2) hidden = 'no focus ring';
    const id: number | undefined = window.a11yControls!(scope).indexOf(el);
    const [name, top, bottom] = [window.a11yName!(el), box.top + scrollY, box.bottom + scrollY];
    return { id: id === -1 ? undefined : id, name, hidden, ring, top, bottom, left: box.left };
  }, scope);
}

/** Tabs until focus leaves the page (or loops, in a modal); more presses than controls: stuck. */
export async function tabThrough(page: Page, count: number, scope = 'body', fromFocused = false) {
  const stops = fromFocused ? [(await focusStop(page, scope))!] : [];
  for (let press = 0; press <= count + 1; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page, scope);
    if (!stop || (stops.length > 0 && stop.id === stops[0]!.id)) return stops;
    stops.push(stop);
  }
  throw new Error(`focus is trapped: ${stops.map((s) => s.name).join(' > ')}`);
}

/** The FAQ's questions in Chromium's accessibility tree: name and expanded state. */
export async function disclosures(page: Page) {
  return (await accessibilityTree(page))
    .filter((node) => /^DisclosureTriangle/.test(String(node.role?.value)))
    .map((node) => ({
      name: String(node.name?.value),
      expanded: node.properties?.find((property) => property.name === 'expanded')?.value.value,
    }));
}

/** The text Chromium exposes to assistive technology. */
export async function exposedText(page: Page) {
  return (await accessibilityTree(page))
    .filter((node) => node.role?.value === 'StaticText')
    .map((node) => String(node.name?.value));
}

async function accessibilityTree(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes.filter((node) => !node.ignored);
}
