/**
 * @jest-environment node
 */
import { describe, expect, it, jest } from '@jest/globals';

import {
  aliasesOf,
  aliasParams,
  canonicalOf,
  canonicalRoutes,
  caseFixHeadScript,
  caseFixScript,
  slashFixScript,
} from '@/app/routing';

/** The address parts the inline scripts read, as a browser would report them. */
function address(href: string) {
  // Prefixed, not resolved against a base: "//about" alone is a protocol-relative URL.
  const url = new URL(`https://scoot.example${href}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The site's routes in a sitemap as the build writes it (absolute URLs), plus a job page. */
const jobRoute = '/careers/general-manager-jakarta';
const sitemap = (routes: readonly string[]) =>
  `<?xml version="1.0"?><urlset>${routes
    .map((route) => `<url>\n<loc>https://scoot.example${route}</loc>\n</url>`)
    .join('')}</urlset>`;

type Options = {
  /** The navigation's response status as Navigation Timing reports it (undefined: an engine
   * without `responseStatus`). */
  responseStatus?: number;
  /** The document's visibility before the script runs ('hidden': the head's script acted). */
  visibility?: string;
  /** What a fetch of /sitemap.xml answers (status 404: a host without one). */
  sitemapStatus?: number;
};

/**
 * Runs an inline script against a stand-in location, history, document and fetch (which
 * answers /sitemap.xml), and the navigation's response status. `settled` resolves once what
 * the script started has run.
 */
function run(
  script: string,
  href: string,
  { responseStatus, visibility = '', sitemapStatus = 200 }: Options = {},
) {
  const location = { ...address(href), replace: jest.fn<(url: string) => void>() };
  const history = {
    state: { kept: true },
    replaceState: jest.fn<(state: unknown, unused: string, url: string) => void>(),
  };
  const document = { documentElement: { style: { visibility } } };
  const performance = { getEntriesByType: () => [{ responseStatus }] };
  const fetch = jest.fn(async (url: string) => ({
    ok: url === '/sitemap.xml' && sitemapStatus === 200,
    text: async () => sitemap([...canonicalRoutes, jobRoute]),
  }));
  new Function('location', 'history', 'document', 'performance', 'fetch', script)(
    location,
    history,
    document,
    performance,
    fetch,
  );
  const settled = new Promise((resolve) => setTimeout(resolve, 0));
  return { location, history, document, fetch, settled };
}

describe('slashFixScript (every page)', () => {
  it.each([
    ['//about', '/about'],
    ['///careers?city=london#jobs', '/careers?city=london#jobs'],
    ['/about//', '/about/'],
    ['//', '/'],
  ])('rewrites %s to %s in place, keeping the history state', (from, to) => {
    const { history, location } = run(slashFixScript(), from);
    expect(history.replaceState).toHaveBeenCalledWith({ kept: true }, '', to);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it.each(['/', '/about', '/careers?next=//x', '/locations#//'])('leaves %s alone', (href) => {
    expect(run(slashFixScript(), href).history.replaceState).not.toHaveBeenCalled();
  });
});

describe('caseFixScript (404 page)', () => {
  it.each([
    ['/aBoUt', '/about'],
    ['/CAREERS/?x=1#top', '/careers?x=1#top'],
    ['//locations', '/locations'],
    ['/%41bout', '/about'],
    ['/Locations///', '/locations'],
    ['/Careers/General-Manager-Jakarta/', jobRoute],
  ])('sends %s to %s, hiding the 404 text meanwhile', async (from, to) => {
    const { location, document, settled } = run(caseFixScript(), from);
    // Hidden at once, before the sitemap has answered.
    expect(document.documentElement.style.visibility).toBe('hidden');
    await settled;
    expect(location.replace).toHaveBeenCalledWith(to);
    expect(document.documentElement.style.visibility).toBe('hidden');
  });

  it.each(['/Nowhere', '/About/team', '/ab%C3%B6ut', '/%E0%A4%A', '/careers/General-Manager'])(
    'leaves %s on the 404 view, shown again once the sitemap has answered',
    async (href) => {
      const { location, document, settled } = run(caseFixScript(), href, {
        responseStatus: 404,
        visibility: 'hidden',
      });
      await settled;
      expect(location.replace).not.toHaveBeenCalled();
      expect(document.documentElement.style.visibility).toBe('');
    },
  );

  it.each(['/nowhere', '/about/team'])(
    'shows %s, a clean path, at once, without asking for the sitemap',
    (href) => {
      const { document, fetch } = run(caseFixScript(), href, { visibility: 'hidden' });
      expect(document.documentElement.style.visibility).toBe('');
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('shows the 404 view on a host without a sitemap', async () => {
    const { location, document, settled } = run(caseFixScript(), '/About', {
      sitemapStatus: 404,
    });
    await settled;
    expect(location.replace).not.toHaveBeenCalled();
    expect(document.documentElement.style.visibility).toBe('');
  });
});

describe('caseFixHeadScript (every page), before the body can paint', () => {
  it.each(['/cArEeRs?x=1', '/Nowhere', '/about/', '//about', '/%41bout'])(
    'hides the document on a 404 at %s, an unclean path, leaving the decision to the 404 page',
    (href) => {
      const { location, document } = run(caseFixHeadScript(), href, { responseStatus: 404 });
      expect(document.documentElement.style.visibility).toBe('hidden');
      expect(location.replace).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['a 404 at a clean path, which paints at once', '/nowhere', 404],
    ['a page served as itself (an alias on serve)', '/About', 200],
    ['an engine without responseStatus, left to the 404 page', '/About', undefined],
    ['an undecodable path', '/%E0%A4%A', 404],
  ])('does nothing on %s', (_, href, responseStatus) => {
    const { location, document } = run(caseFixHeadScript(), href, { responseStatus });
    expect(document.documentElement.style.visibility).toBe('');
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('stays the same size whatever the routes: neither script carries them', () => {
    for (const script of [caseFixHeadScript(), caseFixScript()]) {
      expect(script).not.toContain('/about');
      expect(script.length).toBeLessThan(600);
    }
  });

  it('ends, with the 404 page, on the route before the 404 text can paint', async () => {
    const head = run(caseFixHeadScript(), '/cArEeRs?x=1', { responseStatus: 404 });
    const body = run(caseFixScript(), '/cArEeRs?x=1', {
      responseStatus: 404,
      visibility: head.document.documentElement.style.visibility,
    });
    await body.settled;
    expect(body.location.replace).toHaveBeenCalledWith('/careers?x=1');
    expect(body.document.documentElement.style.visibility).toBe('hidden');
  });
});

describe('alias pages', () => {
  it('pre-render the capitalised and upper-case forms of each inner route', () => {
    expect(aliasesOf('/about')).toEqual(['About', 'ABOUT']);
    expect(canonicalOf('CAREERS')).toBe('/careers');
    expect(canonicalOf('Locations')).toBe('/locations');
    expect(canonicalOf('aBout')).toBeUndefined();
  });

  it('are left out for nested routes, which one segment cannot hold', () => {
    expect(aliasesOf('/careers/general-manager-jakarta')).toEqual([]);
    expect(aliasParams(['/', '/about', '/careers/general-manager-jakarta'])).toEqual([
      { alias: 'About' },
      { alias: 'ABOUT' },
    ]);
  });
});
