/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';

/** lib/siteUrl.ts as a build with this NEXT_PUBLIC_SITE_URL would read it. */
function siteWith(value: string | undefined) {
  if (value === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
  else process.env.NEXT_PUBLIC_SITE_URL = value;
  let site: typeof import('@/lib/siteUrl') | undefined;
  jest.isolateModules(() => {
    site = jest.requireActual<typeof import('@/lib/siteUrl')>('@/lib/siteUrl');
  });
  return site!;
}

const original = process.env.NEXT_PUBLIC_SITE_URL;
afterEach(() => {
  if (original === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
  else process.env.NEXT_PUBLIC_SITE_URL = original;
});

describe('SITE_URL, the one base of every absolute URL', () => {
  it('defaults to https://scoot.example when the variable is unset or empty', () => {
    expect(siteWith(undefined).SITE_URL).toBe('https://scoot.example');
    expect(siteWith('').SITE_URL).toBe('https://scoot.example');
  });

  it('keeps only the origin, lowercased, with no trailing slash', () => {
    const site = siteWith('https://WWW.Example.com/');
    expect(site.SITE_URL).toBe('https://www.example.com');
    expect(site.absoluteUrl('/')).toBe('https://www.example.com/');
    expect(site.absoluteUrl('/careers')).toBe('https://www.example.com/careers');
  });

  it('refuses a value that is not a URL, so a typo fails the build', () => {
    expect(() => siteWith('scoot.example')).toThrow();
  });
});
