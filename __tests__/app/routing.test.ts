/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';

import {
  aliasesOf,
  aliasParams,
  canonicalOf,
  canonicalRoutes,
  caseFixHeadScript,
  caseFixScript,
} from '@/app/routing';

/*
 * The case fix's edge cases, run against a stand-in location, document and fetch.
 * On a configured server the server's rules act first; the browser specs run the scripts for
 * real, on a host without configuration too (routing.spec.ts), and the slash fix on serve
 * (fuzz.spec.ts).
 */

const jobRoute = '/careers/general-manager-jakarta';
/** The sitemap as the build writes it: absolute URLs, the job pages included. */
const sitemap = `<urlset>${[...canonicalRoutes, jobRoute]
  .map((route) => `<url>\n<loc>https://scoot.example${route}</loc>\n</url>`)
  .join('')}</urlset>`;

/**
 * Runs an inline script at `href`, after a navigation answered with `responseStatus`
 * (undefined: an engine without it), the document hidden or not; `settled` resolves once
 * what the script started has run.
 */
function run(script: string, href: string, responseStatus?: number, visibility = '') {
  // Prefixed, not resolved against a base: "//about" alone is a protocol-relative URL.
  const { pathname, search, hash } = new URL(`https://scoot.example${href}`);
  const location = { pathname, search, hash, replace: jest.fn<(url: string) => void>() };
  const document = { documentElement: { style: { visibility } } };
  const performance = { getEntriesByType: () => [{ responseStatus }] };
  const fetch = jest.fn(async (url: string) => ({
    ok: url === '/sitemap.xml',
    text: async () => sitemap,
  }));
  new Function('location', 'document', 'performance', 'fetch', script)(
    location,
    document,
    performance,
    fetch,
  );
  const settled = new Promise((resolve) => setTimeout(resolve, 0));
  return { location, style: document.documentElement.style, fetch, settled };
}

describe('caseFixScript (the 404 page)', () => {
  it.each([
    ['/aBoUt', '/about'],
    ['/CAREERS/?x=1#top', '/careers?x=1#top'],
    ['//locations', '/locations'],
    ['/%41bout', '/about'],
    ['/Locations///', '/locations'],
    ['/Careers/General-Manager-Jakarta/', jobRoute],
  ])('sends %s to %s, hidden from the start', async (from, to) => {
    const { location, style, settled } = run(caseFixScript(), from);
    expect(style.visibility).toBe('hidden');
    await settled;
    expect(location.replace.mock.calls).toEqual([[to]]);
  });

  it.each(['/Nowhere', '/About/team', '/ab%C3%B6ut', '/%E0%A4%A', '/careers/General-Manager'])(
    'shows the 404 view at %s once the sitemap has answered',
    async (href) => {
      const { location, style, settled } = run(caseFixScript(), href, 404, 'hidden');
      await settled;
      expect(location.replace).not.toHaveBeenCalled();
      expect(style.visibility).toBe('');
    },
  );

  it('shows the 404 view at a clean path at once, without asking for the sitemap', () => {
    const { style, fetch } = run(caseFixScript(), '/about/team', 404, 'hidden');
    expect([style.visibility, fetch.mock.calls.length]).toEqual(['', 0]);
  });
});

describe('caseFixHeadScript (every page’s <head>)', () => {
  it.each([
    ['a 404 at another casing', '/cArEeRs?x=1', 404, 'hidden'],
    ['a 404 at stray slashes', '//about', 404, 'hidden'],
    ['a 404 at an encoded letter', '/%41bout', 404, 'hidden'],
    ['a 404 at a clean path, which paints at once', '/nowhere', 404, ''],
    ['a page served as itself (an alias on serve)', '/About', 200, ''],
    ['an engine without responseStatus, left to the 404 page', '/About', undefined, ''],
    ['an undecodable path', '/%E0%A4%A', 404, ''],
  ])('on %s (%s) leaves the document visibility %j', (_, href, status, visibility) => {
    const { location, style } = run(caseFixHeadScript(), href, status);
    expect(style.visibility).toBe(visibility);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('stays the same size whatever the routes: neither script carries them', () => {
    for (const script of [caseFixHeadScript(), caseFixScript()]) {
      expect(script).not.toContain('/about');
      expect(script.length).toBeLessThan(600);
    }
  });
});

describe('alias pages', () => {
  it('pre-render the capitalised and upper-case forms of each top-level route only', () => {
    expect(aliasesOf('/about')).toEqual(['About', 'ABOUT']);
    expect(aliasesOf(jobRoute)).toEqual([]);
    expect(aliasParams(['/', '/about', jobRoute])).toEqual([
      { alias: 'About' },
      { alias: 'ABOUT' },
    ]);
    expect([canonicalOf('CAREERS'), canonicalOf('Locations'), canonicalOf('aBout')]).toEqual([
      '/careers',
      '/locations',
      undefined,
    ]);
  });
});
