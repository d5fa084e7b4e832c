/**
 * @jest-environment node
 */
import { describe, expect, it, jest } from '@jest/globals';

import { aliasesOf, canonicalOf, caseFixScript, slashFixScript } from '@/app/routing';

/** The address parts the inline scripts read, as a browser would report them. */
function address(href: string) {
  // Prefixed, not resolved against a base: "//about" alone is a protocol-relative URL.
  const url = new URL(`https://scoot.example${href}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * Runs an inline script against a stand-in location, history and document, and the
 * navigation's response status as Navigation Timing reports it (undefined: an engine without
 * `responseStatus`).
 */
function run(script: string, href: string, responseStatus?: number) {
  const location = { ...address(href), replace: jest.fn<(url: string) => void>() };
  const history = {
    state: { kept: true },
    replaceState: jest.fn<(state: unknown, unused: string, url: string) => void>(),
  };
  const document = { documentElement: { style: { visibility: '' } } };
  const performance = { getEntriesByType: () => [{ responseStatus }] };
  new Function('location', 'history', 'document', 'performance', script)(
    location,
    history,
    document,
    performance,
  );
  return { location, history, document };
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
  ])('sends %s to %s, hiding the 404 text meanwhile', (from, to) => {
    const { location, document } = run(caseFixScript(), from);
    expect(location.replace).toHaveBeenCalledWith(to);
    expect(document.documentElement.style.visibility).toBe('hidden');
  });

  it.each(['/nowhere', '/about/team', '/ab%C3%B6ut', '/%E0%A4%A', '/about'])(
    'leaves %s on the 404 view',
    (href) => {
      const { location, document } = run(caseFixScript(), href);
      expect(location.replace).not.toHaveBeenCalled();
      expect(document.documentElement.style.visibility).toBe('');
    },
  );
});

describe('caseFixScript in <head> (every page), before the body can paint', () => {
  it('sends a route in another casing to the route when the response was a 404', () => {
    const { location, document } = run(caseFixScript(undefined, 'head'), '/cArEeRs?x=1', 404);
    expect(location.replace).toHaveBeenCalledWith('/careers?x=1');
    expect(document.documentElement.style.visibility).toBe('hidden');
  });

  it.each([
    ['a page served as itself (an alias on serve)', 200],
    ['an engine without responseStatus, left to the 404 page', undefined],
  ])('does nothing on %s', (_, status) => {
    const { location } = run(caseFixScript(undefined, 'head'), '/About', status);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it("leaves the 404 page's own copy idle where the head's has acted", () => {
    expect(run(caseFixScript(), '/cArEeRs', 404).location.replace).not.toHaveBeenCalled();
    expect(run(caseFixScript(), '/cArEeRs', undefined).location.replace).toHaveBeenCalled();
  });
});

describe('alias pages', () => {
  it('pre-render the capitalised and upper-case forms of each inner route', () => {
    expect(aliasesOf('/about')).toEqual(['About', 'ABOUT']);
    expect(canonicalOf('CAREERS')).toBe('/careers');
    expect(canonicalOf('Locations')).toBe('/locations');
    expect(canonicalOf('aBout')).toBeUndefined();
  });
});
