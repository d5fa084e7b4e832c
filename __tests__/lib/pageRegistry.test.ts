/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it, jest } from '@jest/globals';

import { aliasParams } from '@/lib/routing';
import { navLinksOf, pages, pathsOf } from '@/lib/pageRegistry';
import { eachLanguage } from '@/content/translations';
import type { PageRegistry } from '@/content/types';
import type { Lang } from '@/content/languages';
import type { Messages } from '@/lib/messages';

const root = join(__dirname, '..', '..');

/** The site's registry with a fifth page, as adding one would make it. */
const withPress = {
  ...pages,
  press: {
    path: '/press',
    nav: ['header', 'footer'],
    jsonLd: ['BreadcrumbList'],
    content: eachLanguage(() => ({
      metadata: {
        title: 'Press',
        description: 'News about Scoot, and who to ask.',
        socialCard: { headline: 'Scoot in the news', text: 'Press kit.', art: '/images/x.svg' },
      },
      banner: { title: 'Press' },
    })),
  },
} as const satisfies PageRegistry;

/** The words of the fifth page's links, as its messages would give them, in each language. */
const pressLabels = {
  en: { header: { press: 'Press' }, footer: { press: 'Press room', imprint: 'Imprint' } },
  ja: { header: { press: 'プレス' }, footer: { press: 'プレスルーム', imprint: 'サイト運営者' } },
  id: { header: { press: 'Pers' }, footer: { press: 'Ruang pers', imprint: 'Impresum' } },
} as const;

/**
 * `navLinksOf` from a module graph whose messages have the fifth page's link words in
 * `languages` (all by default), as adding the page to content/messages would.
 */
function navLinksWithPress(languages: readonly Lang[] = ['en', 'ja', 'id']): typeof navLinksOf {
  let loaded: typeof navLinksOf | undefined;
  jest.isolateModules(() => {
    const actual = jest.requireActual<typeof import('@/lib/messages')>('@/lib/messages');
    jest.doMock('@/lib/messages', () => ({
      ...actual,
      messagesOf: (lang: Lang): Messages => {
        const messages = actual.messagesOf(lang);
        if (!languages.includes(lang)) return messages;
        const nav = {
          header: { ...messages.nav.header, ...pressLabels[lang].header },
          footer: { ...messages.nav.footer, ...pressLabels[lang].footer },
        };
        return { ...messages, nav };
      },
    }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with the messages
    loaded = (require('@/lib/pageRegistry') as typeof import('@/lib/pageRegistry')).navLinksOf;
  });
  return loaded!;
}

describe('a fifth page in the registry', () => {
  const routes = pathsOf(withPress);
  const linksOf = navLinksWithPress();

  it('is a route, after the others, with its alias pages /Press and /PRESS', () => {
    expect(routes).toEqual([...pathsOf(pages), '/press']);
    expect(aliasParams(routes)).toEqual(
      expect.arrayContaining([{ alias: 'Press' }, { alias: 'PRESS' }]),
    );
  });

  it('is linked in the header and the footer, with each one’s label', () => {
    expect(linksOf(withPress, 'header', 'en')).toEqual([
      ...navLinksOf(pages, 'header', 'en'),
      { href: '/press', label: 'Press' },
    ]);
    expect(linksOf(withPress, 'footer', 'en').at(-1)).toEqual({
      href: '/press',
      label: 'Press room',
    });
    expect(linksOf(withPress, 'notices', 'en')).toEqual(navLinksOf(pages, 'notices', 'en'));
  });

  it('is linked in every language, at its path under the language, with its words there', () => {
    expect(linksOf(withPress, 'header', 'ja')).toEqual([
      ...navLinksOf(pages, 'header', 'ja'),
      { href: '/ja/press', label: 'プレス' },
    ]);
    expect(linksOf(withPress, 'footer', 'id').at(-1)).toEqual({
      href: '/id/press',
      label: 'Ruang pers',
    });
    for (const { href } of navLinksOf(pages, 'footer', 'ja')) expect(href).toMatch(/^\/ja(\/|$)/);
  });

  it('is in the footer’s notices alone when it is a notice', () => {
    const notice = { ...withPress.press, nav: ['notices'] } as const;
    const registry = { ...pages, imprint: notice } satisfies PageRegistry;
    expect(linksOf(registry, 'notices', 'en').at(-1)).toEqual({
      href: '/press',
      label: 'Imprint',
    });
    expect(linksOf(registry, 'header', 'en')).toEqual(navLinksOf(pages, 'header', 'en'));
    expect(linksOf(registry, 'footer', 'en')).toEqual(navLinksOf(pages, 'footer', 'en'));
  });

  it('stops the build when a language’s messages have no words for its link', () => {
    const withoutJapanese = navLinksWithPress(['en', 'id']);
    expect(withoutJapanese(withPress, 'header', 'en').at(-1)).toEqual({
      href: '/press',
      label: 'Press',
    });
    expect(() => withoutJapanese(withPress, 'header', 'ja')).toThrow(
      'content/messages/ja.json has no nav.header.press',
    );
  });
});

describe('the registry and app/', () => {
  /**
   * The pages under a folder of app/: a folder of a plain name (not [segment], not 400 or 404)
   * with a page.tsx, or with an optional catch-all whose page renders the folder's own path
   * too (/careers).
   */
  const hasPage = (folder: string) =>
    existsSync(join(folder, 'page.tsx')) ||
    readdirSync(folder).some(
      (name) => /^\[\[\.\.\.\w+\]\]$/.test(name) && existsSync(join(folder, name, 'page.tsx')),
    );
  const pagesUnder = (folder: string) => [
    ...(existsSync(join(root, folder, 'page.tsx')) ? ['/'] : []),
    ...readdirSync(join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^[a-z][a-z-]*$/.test(entry.name))
      .filter((entry) => hasPage(join(root, folder, entry.name)))
      .map((entry) => `/${entry.name}`),
  ];

  it('has an entry for every page of app/, and a page for every entry, in every language', () => {
    // English at the root (app/(en)), the other languages under their segment (app/[segment]).
    for (const folder of ['app/(en)', 'app/[segment]'])
      expect({ folder, pages: pagesUnder(folder).sort() }).toEqual({
        folder,
        pages: [...pathsOf(pages)].sort(),
      });
  });
});
