/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { aliasParams } from '@/lib/routing';
import { navLinksOf, pages, pathsOf } from '@/content/pageRegistry';
import type { PageRegistry } from '@/content/types';

const root = join(__dirname, '..', '..');

/** The site's registry with a fifth page, as adding one would make it. */
const withPress = {
  ...pages,
  press: {
    path: '/press',
    nav: { header: 'Press', footer: 'Press room' },
    heading: 'Press',
    jsonLd: ['BreadcrumbList'],
    content: {
      metadata: {
        title: 'Press',
        description: 'News about Scoot, and who to ask.',
        socialCard: { headline: 'Scoot in the news', text: 'Press kit.', art: '/images/x.svg' },
      },
    },
  },
} as const satisfies PageRegistry;

describe('a fifth page in the registry', () => {
  const routes = pathsOf(withPress);

  it('is a route, after the others, with its alias pages /Press and /PRESS', () => {
    expect(routes).toEqual([...pathsOf(pages), '/press']);
    expect(aliasParams(routes)).toEqual(
      expect.arrayContaining([{ alias: 'Press' }, { alias: 'PRESS' }]),
    );
  });

  it('is linked in the header and the footer, with each one’s label', () => {
    expect(navLinksOf(withPress, 'header')).toEqual([
      ...navLinksOf(pages, 'header'),
      { href: '/press', label: 'Press' },
    ]);
    expect(navLinksOf(withPress, 'footer').at(-1)).toEqual({ href: '/press', label: 'Press room' });
    expect(navLinksOf(withPress, 'notices')).toEqual(navLinksOf(pages, 'notices'));
  });

  it('is in the footer’s notices alone when it has no header label', () => {
    const notice = { ...withPress.press, nav: { footer: 'Imprint' } };
    const registry = { ...pages, imprint: notice } satisfies PageRegistry;
    expect(navLinksOf(registry, 'notices').at(-1)).toEqual({ href: '/press', label: 'Imprint' });
    expect(navLinksOf(registry, 'header')).toEqual(navLinksOf(pages, 'header'));
    expect(navLinksOf(registry, 'footer')).toEqual(navLinksOf(pages, 'footer'));
  });
});

describe('the registry and app/', () => {
  /**
   * The pages under app/: a folder of a plain name (not [alias], not 400) with a page.tsx, or
   * with an optional catch-all whose page renders the folder's own path too (/careers).
   */
  const hasPage = (folder: string) =>
    existsSync(join(folder, 'page.tsx')) ||
    readdirSync(folder).some(
      (name) => /^\[\[\.\.\.\w+\]\]$/.test(name) && existsSync(join(folder, name, 'page.tsx')),
    );
  const appPages = [
    '/',
    ...readdirSync(join(root, 'app'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^[a-z][a-z-]*$/.test(entry.name))
      .filter((entry) => hasPage(join(root, 'app', entry.name)))
      .map((entry) => `/${entry.name}`),
  ];

  it('has an entry for every page of app/, and a page for every entry', () => {
    expect([...pathsOf(pages)].sort()).toEqual(appPages.sort());
  });
});
