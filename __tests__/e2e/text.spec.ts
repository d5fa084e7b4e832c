import type { Page } from '@playwright/test';

import { faqGroups } from '../../content/faq';
import { applyTextSpacing, openMenu, setDefaultFontSize, textProblems, views, visit } from './a11y';
import { expect, hasHorizontalOverflow, isPhone, test } from './fixtures';

/** Large text, the visitor's own text spacing and reflow (WCAG 1.4.4, 1.4.12, 1.4.10). */

/** The font size of every displayed element that holds text, in document order. */
const textSizes = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((el) => {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
      const text = el.textContent!.trim().slice(0, 40);
      return own && el.checkVisibility({ visibilityProperty: true }) && !el.closest('script, style')
        ? { text, px: parseFloat(getComputedStyle(el).fontSize) }
        : null;
    }),
  );

/** Every font-size the site's stylesheets declare in px: type must follow the visitor's size. */
const pixelFontSizes = (page: Page) =>
  page.evaluate(() => {
    const walk = (rules: CSSRuleList): string[] =>
      [...rules].flatMap((rule) => [
        ...(rule instanceof CSSStyleRule && /px/.test(rule.style.fontSize)
          ? [`${rule.selectorText} { font-size: ${rule.style.fontSize} }`]
          : []),
        ...('cssRules' in rule ? walk((rule as CSSGroupingRule).cssRules) : []),
      ]);
    return [...document.styleSheets].flatMap((sheet) => walk(sheet.cssRules));
  });

/** No text is cut off and nothing scrolls sideways at this width. */
async function expectReadable(page: Page, width: number) {
  expect(await hasHorizontalOverflow(page), `sideways scrolling at ${width} px`).toBe(false);
  expect(await textProblems(page), `text cut off at ${width} px`).toEqual([]);
}

for (const path of views) {
  test.describe(path, () => {
    test.beforeEach(({ problems }) => problems.forgiven.push(/status of 404/));

    test('text at 200 % grows and nothing is lost or scrolls sideways, at 768 and 1440 px', async ({
      page,
    }) => {
      test.skip(isPhone(page), 'the desktop project walks both widths');
      for (const width of [768, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const sizes = [];
        for (const px of [16, 32]) {
          await setDefaultFontSize(page, px);
          await visit(page, path);
          sizes.push(await textSizes(page));
        }
        const [normal, large] = sizes as [(typeof sizes)[0], (typeof sizes)[0]];
        // Only fluid type's rem part follows the visitor's size: big headings grow least.
        const tooSmall = normal.flatMap((before, i) =>
          before && large[i] && large[i]!.px < before.px * 1.45
            ? [`"${before.text}" ${before.px} -> ${large[i]!.px} px`]
            : [],
        );
        expect(tooSmall, `text that does not grow at ${width} px`).toEqual([]);
        await expectReadable(page, width);
        const links = ['About', 'Locations', 'Careers'];
        if (await page.getByRole('button', { name: 'Open menu' }).isVisible()) {
          const menu = await openMenu(page);
          for (const name of links)
            await expect(menu.getByRole('link', { name, exact: true })).toBeInViewport();
          expect(await textProblems(page, 'dialog[open]'), 'text in the open menu').toEqual([]);
        } else {
          const bar = page.getByRole('navigation', { name: 'Main' });
          for (const name of links)
            await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
        }
      }
      expect(await pixelFontSizes(page), 'font sizes in px').toEqual([]);
    });

    test('the WCAG text-spacing overrides clip nothing, and the page reflows at 320 px', async ({
      page,
    }) => {
      // Reflow (1.4.10) is judged at 320 px, so the phone project adds that width.
      for (const width of isPhone(page) ? [320, 375] : [1440]) {
        await page.setViewportSize({ width, height: 900 });
        await visit(page, path);
        expect(await applyTextSpacing(page), 'letter spacing in em').toBeCloseTo(0.12);
        await expectReadable(page, width);
        if (path !== '/about') continue;
        // The FAQ answer's box animates its height: open, it shows all of it.
        const item = faqGroups.en[0]!.items[1]!;
        await page.getByText(item.title, { exact: true }).click();
        await expect(page.getByText(item.text)).toBeVisible();
        await page.waitForTimeout(400); // the answer's slide
        expect(await textProblems(page), `an FAQ answer at ${width} px`).toEqual([]);
      }
    });
  });
}
