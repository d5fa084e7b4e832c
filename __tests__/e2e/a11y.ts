import type { CDPSession, Page } from '@playwright/test';

import { NOT_FOUND, pages } from './fixtures';

/**
 * Helpers of the accessibility specs: what a visitor with large text, their own text spacing,
 * forced colours, a screen reader, a keyboard or a finger gets on every page.
 */

/**
 * The views the access checks walk: every page of the registry, one page of each template
 * that repeats (a job's, a city's: the others share its markup and styles) and the 404 view.
 */
export const views = [
  ...pages,
  '/careers/general-manager-jakarta',
  '/locations/london',
  NOT_FOUND,
] as const;

const fontSessions = new WeakMap<Page, CDPSession>();

/**
 * Sets the browser's default font size, as a visitor does in the browser's settings (not
 * zoom: only text that is sized relative to it grows). 16 px is every browser's default.
 * The setting lasts as long as its DevTools session, so the session is kept per page.
 */
export async function setDefaultFontSize(page: Page, px: number) {
  let cdp = fontSessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    fontSessions.set(page, cdp);
  }
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: (px * 13) / 16 } });
}

/**
 * The text-spacing overrides of WCAG 1.4.12, as its Understanding document tests them.
 * Added through the CSSOM, which the pages' Content-Security-Policy allows: an injected
 * <style> would rightly be blocked. Returns the <h1>'s letter spacing, to show they apply.
 */
export function applyTextSpacing(page: Page) {
  return page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`
      * { line-height: 1.5 !important; letter-spacing: 0.12em !important;
          word-spacing: 0.16em !important; }
      p { margin-bottom: 2em !important; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const h1 = getComputedStyle(document.querySelector('h1')!);
    return parseFloat(h1.letterSpacing) / parseFloat(h1.fontSize);
  });
}

/**
 * Every piece of text the visitor should be able to read and is cut off: outside the page's
 * width, clipped by a box that hides its overflow, or painted over another piece of text.
 * Text that is hidden on purpose (visibility, display, the visually-hidden clip) is skipped.
 * `scope` limits the check to one part (an open dialog, over a page that is locked behind it).
 */
export function textProblems(page: Page, scope = 'body') {
  return page.evaluate((scope) => {
    const root = document.querySelector(scope)!;
    const problems: string[] = [];
    const describe = (node: Node) =>
      `"${node.textContent!.trim().slice(0, 40)}" (${node.parentElement!.tagName.toLowerCase()})`;
    const pieces: { node: Text; rects: DOMRect[] }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const parent = text.parentElement!;
      if (!text.textContent!.trim() || parent.closest('script, style, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // The visually-hidden pattern (clip) and the skip link waiting above the page.
      if ([...ancestors(parent)].some((el) => getComputedStyle(el).clip !== 'auto')) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0 || rects.every((r) => r.bottom + window.scrollY < 0)) continue;
      pieces.push({ node: text, rects });

      for (const rect of rects) {
        if (rect.left < -1 || rect.right > document.documentElement.clientWidth + 1) {
          problems.push(`${describe(text)} runs off the page`);
          break;
        }
      }
      for (const box of ancestors(parent)) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const edge = box.getBoundingClientRect();
        const clipped = rects.some(
          (r) =>
            (style.overflowX !== 'visible' &&
              (r.left < edge.left - 1 || r.right > edge.right + 1)) ||
            (style.overflowY !== 'visible' && (r.top < edge.top - 1 || r.bottom > edge.bottom + 1)),
        );
        if (clipped)
          problems.push(`${describe(text)} is clipped by its ${box.tagName.toLowerCase()}`);
      }
    }
    // Overlap between two different pieces of text. A text box is the font's whole content
    // area, taller than the glyphs, so tight line heights touch: compare the middle 60 %.
    const core = (r: DOMRect) => ({
      left: r.left,
      right: r.right,
      top: r.top + r.height * 0.2,
      bottom: r.bottom - r.height * 0.2,
    });
    for (let i = 0; i < pieces.length; i += 1) {
      for (let j = i + 1; j < pieces.length; j += 1) {
        const overlaps = pieces[i]!.rects.map(core).some((a) =>
          pieces[j]!.rects.map(core).some(
            (b) =>
              Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
              Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1,
          ),
        );
        if (overlaps)
          problems.push(`${describe(pieces[i]!.node)} overlaps ${describe(pieces[j]!.node)}`);
      }
    }
    return problems;

    function* ancestors(element: Element) {
      const top = root.parentElement;
      for (let el: Element | null = element; el && el !== top; el = el.parentElement) yield el;
    }
  }, scope);
}

/** The WCAG contrast ratio of two computed colours, `rgb(...)` or `rgba(...)`, alpha ignored. */
export function contrast(a: string, b: string) {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((channel) => {
        const c = Number(channel) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

declare global {
  interface Window {
    /** The displayed, keyboard-reachable controls under `scope`, in document order. */
    a11yControls?: (scope: string) => HTMLElement[];
  }
}

/**
 * Installs `window.a11yControls` in the page and returns how many controls there are under
 * `scope`: every control a keyboard can reach that is displayed, in document order. The list
 * is computed afresh on each call, because hydration may still swap elements (the FAQ's
 * rows) after the page is interactive. Positive tabindex is not used on the site, so document
 * order is the Tab order the browser follows.
 */
export function countControls(page: Page, scope = 'body') {
  return page.evaluate((scope) => {
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

/**
 * The FAQ's questions as Chromium's accessibility tree (what screen readers read) exposes
 * them: a <summary> is a disclosure control, announced as a button with its expanded state.
 * The virtual screen reader does not give <summary> that role yet, so the FAQ's roles and
 * states are read from the browser itself.
 */
export async function disclosures(page: Page) {
  return (await accessibilityTree(page))
    .filter((node) => /^DisclosureTriangle/.test(String(node.role?.value)))
    .map((node) => ({
      name: String(node.name?.value),
      expanded: node.properties?.find((property) => property.name === 'expanded')?.value.value,
    }));
}

/** The text Chromium exposes to assistive technology: what a screen reader can read. */
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
