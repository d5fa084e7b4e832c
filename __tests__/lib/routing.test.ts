/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import {
  aliasesOf,
  aliasParams,
  canonicalOf,
  caseFixHeadScript,
  caseFixScript,
} from '@/lib/routing';

/** The alias pages the build writes, and the size of the case fix's inline scripts. */
const jobRoute = '/careers/general-manager-jakarta';

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

describe('the case fix', () => {
  it.each([
    ['every page’s <head>', caseFixHeadScript()],
    ['the 404 page', caseFixScript()],
  ])('stays the same size on %s whatever the routes: it does not carry them', (_, script) => {
    expect(script).not.toContain('/about');
    expect(script.length).toBeLessThan(600);
  });
});
