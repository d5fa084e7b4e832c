import { describe, expect, it } from '@jest/globals';

import { langOfSegment, languageParams } from '@/components/views/segment';
import {
  DEFAULT_LANGUAGE,
  isLang,
  langOfPath,
  LANGUAGES,
  localePath,
  TRANSLATED_LANGUAGES,
} from '@/content/languages';
import { samePageIn } from '@/lib/languagePaths';

/*
 * English keeps the addresses the site always had (/about); every other language lives
 * under its prefix (/ja/about), with the same path below it.
 */

describe('the languages', () => {
  it('are English, the default, then the languages translated from it', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGES).toEqual(['en', 'ja', 'id']);
    expect(TRANSLATED_LANGUAGES).toEqual(['ja', 'id']);
    expect(LANGUAGES.every(isLang)).toBe(true);
    for (const other of ['fr', 'EN', 'JA', '', undefined, null, 1])
      expect(isLang(other)).toBe(false);
  });
});

describe('localePath', () => {
  it.each([
    ['en', '/', '/'],
    ['en', '/about', '/about'],
    ['en', '/careers/ux-analyst-london', '/careers/ux-analyst-london'],
    ['ja', '/', '/ja'],
    ['ja', '/about', '/ja/about'],
    ['id', '/locations/jakarta', '/id/locations/jakarta'],
    ['id', '/careers/ux-analyst-london', '/id/careers/ux-analyst-london'],
  ] as const)('puts %s’s %s at %s', (lang, path, expected) => {
    expect(localePath(lang, path)).toBe(expected);
  });
});

describe('langOfPath', () => {
  it.each([
    ['/', 'en'],
    ['/about', 'en'],
    ['/careers/ux-analyst-london', 'en'],
    ['/ja', 'ja'],
    ['/ja/about', 'ja'],
    ['/id/locations/jakarta', 'id'],
    // Only a whole first segment names a language: /japan, /idea and /en are English pages.
    ['/japan', 'en'],
    ['/idea/ja', 'en'],
    ['/en/about', 'en'],
  ] as const)('reads %s as %s', (path, lang) => {
    expect(langOfPath(path)).toBe(lang);
  });
});

describe('samePageIn', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/ja', '/'],
    ['/ja/about', '/about'],
    ['/id/careers/ux-analyst-london', '/careers/ux-analyst-london'],
    // An alias is its page, in lowercase, as every route is spelt.
    ['/About', '/about'],
    ['/ABOUT', '/about'],
    ['/JA/Locations/London', '/locations/london'],
    // An error view is none of the site's pages: the switcher leads to the home page.
    ['/ja/404', '/'],
    ['/404', '/'],
    ['/_not-found', '/'],
    ['/400', '/'],
  ])('takes %s to the English path %s', (path, english) => {
    expect(samePageIn(path)).toBe(english);
  });
});

describe('the segment at the root of app/[segment]', () => {
  it('builds the translated languages’ pages there, and reads an alias as English', () => {
    expect(languageParams()).toEqual([{ segment: 'ja' }, { segment: 'id' }]);
    expect(langOfSegment('ja')).toBe('ja');
    expect(langOfSegment('id')).toBe('id');
    expect(langOfSegment('About')).toBe('en');
    expect(langOfSegment('CAREERS')).toBe('en');
  });
});
