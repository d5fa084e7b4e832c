import { afterEach, describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';

import en from '@/content/messages/en.json';
import ja from '@/content/messages/ja.json';
import GlobalError from '@/app/global-error';

/*
 * app/global-error.tsx replaces the whole document when a root layout fails. It renders
 * while the failed page's <html lang> is still in place, and its own document must be in the
 * language of the words it shows.
 */
function renderOn(lang: string) {
  document.documentElement.lang = lang;
  const html = renderToStaticMarkup(
    <GlobalError error={new Error('Layout failed')} reset={() => {}} />,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('app/global-error.tsx', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('on a Japanese page, is a Japanese document that leads to the Japanese home page', () => {
    const doc = renderOn('ja');
    expect(doc.documentElement.lang).toBe('ja');
    expect(doc.querySelector('h1')?.textContent).toBe(ja.errors.title);
    expect(doc.title).toBe(ja.errors.title);
    const home = [...doc.querySelectorAll('a')].find((a) => a.textContent === ja.errors.homeLink);
    expect(home?.getAttribute('href')).toBe('/ja');
  });

  it('without a language to read, is an English document that leads home', () => {
    const doc = renderOn('');
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('h1')?.textContent).toBe(en.errors.title);
    const home = [...doc.querySelectorAll('a')].find((a) => a.textContent === en.errors.homeLink);
    expect(home?.getAttribute('href')).toBe('/');
  });
});
