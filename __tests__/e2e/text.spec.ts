import type { Page } from '@playwright/test';

import { faqGroups } from '../../content/faq';
import { applyTextSpacing, setDefaultFontSize, textProblems, views } from './a11y';
import { expect, hasHorizontalOverflow, isPhone, test, waitForHydration } from './fixtures';

/**
 * Large text, the visitor's own text spacing and reflow (WCAG 1.4.4, 1.4.12, 1.4.10), on every
 * page and the 404 view. Sideways scrolling from 320 to 1920 px at the default text size is
 * pages.spec.ts's check; this spec changes the text.
 */

/** The font size of every element that holds text and is displayed, in document order. */
function textSizes(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((element) => {
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
      );
      const shown = hasText && element.checkVisibility({ visibilityProperty: true });
      return shown && !element.closest('script, style')
        ? {
            text: element.textContent!.trim().slice(0, 40),
            px: parseFloat(getComputedStyle(element).fontSize),
          }
        : null;
    }),
  );
}

/** Every font-size the site's stylesheets declare in px: type must follow the visitor's size. */
function pixelFontSizes(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule && /px/.test(rule.style.fontSize)) {
          found.push(`${rule.selectorText} { font-size: ${rule.style.fontSize} }`);
        }
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules);
    return found;
  });
}

/** The main navigation is in reach: the bar's links, or the hamburger and the links it opens. */
async function expectNavigationInReach(page: Page) {
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  const links = ['About', 'Locations', 'Careers'];
  if (await hamburger.isVisible()) {
    await hamburger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    for (const name of links) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeInViewport();
    }
    expect(await textProblems(page, 'dialog[open]'), 'text in the open menu').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    const bar = page.getByRole('navigation', { name: 'Main' });
    for (const name of links)
      await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
  }
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
        await setDefaultFontSize(page, 16);
        await page.goto(path);
        await waitForHydration(page);
        if (width === 768) expect(await pixelFontSizes(page), 'font sizes in px').toEqual([]);
        const normal = await textSizes(page);

        await setDefaultFontSize(page, 32);
        await page.goto(path);
        await waitForHydration(page);
        const large = await textSizes(page);
        // Fluid type mixes rem with vw, and only the rem part follows the visitor's size: the
        // biggest headings grow least (the hero title 1.49 times at 768 px). Text sized in px
        // would not grow at all.
        const tooSmall = normal
          .map((before, index) => ({ before, after: large[index] }))
          .filter(({ before, after }) => before && after && after.px < before.px * 1.45)
          .map(({ before, after }) => `"${before!.text}" ${before!.px} -> ${after!.px} px`);
        expect(tooSmall, `text that does not grow at ${width} px`).toEqual([]);

        expect(await hasHorizontalOverflow(page), `sideways scrolling at ${width} px`).toBe(false);
        expect(await textProblems(page), `text cut off at ${width} px`).toEqual([]);
        await expectNavigationInReach(page);
      }
    });

    test('the WCAG text-spacing overrides clip nothing, and the page reflows at 320 px', async ({
      page,
    }) => {
      // Reflow (1.4.10) is judged at 320 px, so the phone project adds that width.
      const widths = isPhone(page) ? [320, 375] : [1440];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await waitForHydration(page);
        expect(await applyTextSpacing(page), 'letter spacing in em').toBeCloseTo(0.12);
        expect(await hasHorizontalOverflow(page), `sideways scrolling at ${width} px`).toBe(false);
        expect(await textProblems(page), `text cut off at ${width} px`).toEqual([]);
        if (path === '/about') {
          // The FAQ answers' box animates its height: an open one must still show all of it.
          const item = faqGroups[0]!.items[1]!;
          await page.getByText(item.title, { exact: true }).click();
          await expect(page.getByText(item.text)).toBeVisible();
          await page.waitForTimeout(400); // the answer's slide
          expect(await textProblems(page), `an FAQ answer at ${width} px`).toEqual([]);
        }
      }
    });
  });
}
