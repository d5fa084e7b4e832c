/**
 * jsdom has no matchMedia. The Jest tests render markup only (what the components do in a
 * browser is the Playwright specs'), so no query matches unless a test says so.
 */
let matchingQueries = new Set<string>();
export function setMatchingMedia(...queries: string[]) {
  matchingQueries = new Set(queries);
}

// Tests that declare `@jest-environment node` (server rendering) have no DOM to shim.
if (typeof window !== 'undefined')
  window.matchMedia = (query: string) =>
    ({
      matches: matchingQueries.has(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
