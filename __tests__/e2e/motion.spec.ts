import type { Page } from '@playwright/test';

import { faqGroups } from '../../content/faq';
import { views, visit } from './a11y';
import { expect, isPhone, prefersReducedMotion, reducedMotionTag, test } from './fixtures';

/** prefers-reduced-motion (WCAG 2.3.3): each animation runs, or is still when asked. */

declare global {
  interface Window {
    motion?: { what: string; ms: number }[];
  }
}

/** Records every transition and animation that starts, with its duration (by events). */
const recordMotion = (page: Page) =>
  page.evaluate(() => {
    window.motion = [];
    const record = (event: TransitionEvent | AnimationEvent) => {
      const target = event.target as Element;
      const transition = 'propertyName' in event;
      const pseudo = event.pseudoElement || null;
      const what = transition
        ? event.propertyName
        : `${pseudo ?? target.tagName.toLowerCase()} animation`;
      for (const animation of target.getAnimations({ subtree: true })) {
        const effect = animation.effect as KeyframeEffect;
        const matches = transition
          ? animation instanceof CSSTransition && animation.transitionProperty === what
          : effect.pseudoElement === pseudo;
        if (matches && effect.target === target)
          window.motion!.push({ what, ms: Number(effect.getComputedTiming().duration) });
      }
    };
    document.addEventListener('transitionrun', record, true);
    document.addEventListener('animationstart', record, true);
  });

/** What moved since the last call, but for the 0.01 ms the reduced-motion rule leaves. */
const takeMotion = (page: Page) =>
  page.evaluate(() => {
    const moved = window.motion!.filter((motion) => motion.ms > 1);
    window.motion = [];
    return moved;
  });

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  const still = reducedMotion === 'reduce';
  const tag = still ? [reducedMotionTag] : [];
  test.describe(`with prefers-reduced-motion: ${reducedMotion}`, { tag }, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto('about:blank');
      expect(await prefersReducedMotion(page), 'the preference applied').toBe(still);
    });

    test(`the phone menu ${still ? 'appears at once' : 'slides in over a fading overlay'}`, async ({
      page,
    }) => {
      test.skip(!isPhone(page), 'the menu replaces the bar links below 768 px');
      await visit(page, '/about');
      await recordMotion(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await nextFrame(page);
      if (still) expect((await menu.boundingBox())!.x).toBe(0);
      const slide = ['dialog', '::backdrop'].map((el) => ({ what: `${el} animation`, ms: 300 }));
      expect(await takeMotion(page)).toEqual(still ? [] : slide);
    });

    test(`an FAQ answer ${still ? 'opens at once' : 'slides open as its chevron turns'}`, async ({
      page,
      browserName,
    }) => {
      test.skip(
        browserName === 'firefox',
        "Firefox's getComputedStyle does not read ::details-content, so the slide cannot be sampled",
      );
      await visit(page, '/about');
      const item = faqGroups.en[0]!.items[1]!;
      await recordMotion(page);
      // ::details-content's transition fires no events: its height is sampled every frame.
      const heights = await page.evaluate(async (title) => {
        const summary = [...document.querySelectorAll('summary')].find(
          (element) => element.textContent?.trim() === title,
        )!;
        summary.click();
        const sampled: number[] = [];
        for (const end = performance.now() + 600; performance.now() < end;) {
          const { blockSize } = getComputedStyle(summary.parentElement!, '::details-content');
          sampled.push(parseFloat(blockSize));
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return sampled;
      }, item.title);
      await expect(page.getByText(item.text)).toBeVisible();
      await nextFrame(page);
      const full = heights.at(-1)!;
      expect(full, "the open answer's height").toBeGreaterThan(20);
      const sliding = heights.filter((height) => height > 1 && height < full - 1);
      const motion = (await takeMotion(page)).map((m) => m.what);
      if (still) expect({ motion, sliding }).toEqual({ motion: [], sliding: [] });
      else {
        expect(sliding.length, `heights: ${heights.join(', ')}`).toBeGreaterThan(0);
        expect(motion).toContain('transform');
      }
    });

    test(`controls ${still ? 'change colour at once' : 'fade their colours'} on hover`, async ({
      page,
    }) => {
      await visit(page, '/');
      const link = (name: string | RegExp) => page.getByRole('link', { name });
      const about = (nav: string) =>
        page.getByRole('navigation', { name: nav }).getByRole('link', { name: 'About' });
      const controls = [
        link(/^Learn More about /).first(), // a button's fill
        link('Download on the App Store'), // a store badge
        link('Scoot on Facebook'), // a social icon
        about('Footer'),
        ...(isPhone(page) ? [] : [about('Main')]),
      ];
      await recordMotion(page);
      const faded: string[] = [];
      for (const control of controls) {
        await control.scrollIntoViewIfNeeded();
        await takeMotion(page);
        await control.hover();
        await nextFrame(page);
        if ((await takeMotion(page)).length) faded.push((await control.textContent())!.trim());
        await page.mouse.move(0, 0);
      }
      // The footer's text links change colour without a transition in any case.
      expect(faded.length).toBe(still ? 0 : controls.length - 1);
    });

    test(`no page ${still ? 'keeps any' : 'is without'} transitions or animations in its CSS, and none scrolls smoothly`, async ({
      page,
      problems,
    }) => {
      problems.forgiven.push(/status of 404/);
      const found = new Set<string>();
      for (const path of views) {
        await page.goto(path);
        const motion = await page.evaluate(() => {
          const seconds = (value: string) =>
            Math.max(...value.split(',').map((v) => parseFloat(v) * (v.includes('ms') ? 1e-3 : 1)));
          const moving: string[] = [];
          let smooth = 0;
          for (const el of document.querySelectorAll('*')) {
            for (const pseudo of [null, '::before', '::after', '::backdrop']) {
              const style = getComputedStyle(el, pseudo);
              const what = `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}${pseudo ?? ''}`;
              if (seconds(style.transitionDuration) > 0.001) moving.push(`${what} transition`);
              if (style.animationName !== 'none' && seconds(style.animationDuration) > 0.001)
                moving.push(`${what} animation`);
            }
            if (getComputedStyle(el).scrollBehavior === 'smooth') smooth += 1;
          }
          return { moving, smooth };
        });
        expect(motion.smooth, `${path}: elements that scroll smoothly`).toBe(0);
        motion.moving.forEach((entry) => found.add(entry));
        if (still) expect(motion.moving, `${path}: motion left`).toEqual([]);
      }
      // With motion allowed, the site's transitions are there to be stopped.
      if (!still) expect(found.size).toBeGreaterThan(5);
    });
  });
}
