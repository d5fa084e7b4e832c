/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ts from 'typescript';

import { canonicalRoutes } from '@/lib/routing';
import { strictTransportSecurity } from '@/deploy/headers.mjs';
import {
  cdnAssetsIgnore,
  cdnHeaders,
  cdnRedirects,
  nginxHeaderMaps,
  nginxHeaders,
  nginxRoutesMap,
  readPages,
  serveConfig,
  staticExtensions,
  withPagePolicy,
  type Page,
} from '@/deploy/hosting.mjs';
import { readRoutes } from '@/deploy/export-files.mjs';

/** The servers' configuration deploy/hosting.mjs writes from one policy, for a small export. */

const root = process.cwd();
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** The text of the first inline <script> or <style> of a page. */
const inline = (tag: 'script' | 'style', html: string) =>
  new RegExp(`<${tag}>([^<]+)</${tag}>`).exec(html)![1]!;

/** A nested route, as the job pages are: routed like any other. */
const jobRoute = '/careers/general-manager-jakarta';

/** The translated languages: each lives under its prefix with the same path below it. */
const localePath = (lang: string, path: string) => (path === '/' ? `/${lang}` : `/${lang}${path}`);
const englishRoutes = [...canonicalRoutes, jobRoute];
/** The sitemap's order: English first, then each language's. */
const allRoutes = [
  ...englishRoutes,
  ...['ja', 'id'].flatMap((lang) => englishRoutes.map((route) => localePath(lang, route))),
];

/** A page of the export, with an inline script and style of its own. */
const page = (name: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><style>.${name}{color:red}</style></head><body>` +
  `<h1>${name}</h1><script>window.page=${JSON.stringify(name)}</script>` +
  `<script type="application/ld+json">{"name":"${name}"}</script></body></html>`;
/** The sitemap as Next writes it: each <url> names the page in every language too. */
const sitemap = (routes: readonly string[]) => {
  const url = (path: string) => `https://scoot.example${path}`;
  const english = (path: string) => path.replace(/^\/(ja|id)(?=\/|$)/, '') || '/';
  const entry = (path: string) =>
    `<url>\n<loc>${url(path)}</loc>\n` +
    ['en', 'ja', 'id']
      .map((lang) => {
        const alternate = lang === 'en' ? english(path) : localePath(lang, english(path));
        return `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(alternate)}" />\n`;
      })
      .join('') +
    '</url>\n';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    routes.map(entry).join('') +
    '</urlset>\n'
  );
};
const files: Record<string, string> = {
  'index.html': page('home'),
  'about.html': page('about'),
  'About.html': page('About'),
  'careers.html': page('careers'),
  'careers/general-manager-jakarta.html': page('general-manager-jakarta'),
  'locations.html': page('locations'),
  '404.html': page('not-found'),
  '400.html': page('bad-request'),
  'ja.html': page('ja-home'),
  'ja/about.html': page('ja-about'),
  'ja/404.html': page('ja-not-found'),
  'id.html': page('id-home'),
  'id/careers/general-manager-jakarta.html': page('id-job'),
  'id/404.html': page('id-not-found'),
  '_next/static/css/app.css': '.app{margin:0}',
  '_next/static/chunks/app.js': 'console.log(1)',
  '_next/static/chunks/app.js.br': 'precompressed',
  '_next/static/media/font.woff2': 'font',
  '_next/static/media/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'manifest.webmanifest': '{}',
  'social/home.png': 'png',
  'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'sitemap.xml': sitemap(allRoutes),
};

function writeExport(dir: string, tree: Record<string, string>) {
  for (const [file, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
}

let out: string, pages: Page[], routes: string[], headersFile: string;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'scoot-hosting-'));
  writeExport(out, files);
  pages = readPages(out, { write: true });
  routes = readRoutes(out);
  headersFile = cdnHeaders(staticExtensions(out));
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the policies the build writes', () => {
  it('gives every page, nested and alias pages too, its own hashes in a <meta>', () => {
    expect(pages.map(({ file }) => file).join(' ')).toBe(
      '400.html 404.html About.html about.html careers.html careers/general-manager-jakarta.html ' +
        'id.html id/404.html id/careers/general-manager-jakarta.html index.html ja.html ' +
        'ja/404.html ja/about.html locations.html',
    );
    for (const { file, csp } of pages) {
      // Its own hashes, right after the charset, with the Trusted Types policy.
      const html = readFileSync(join(out, file), 'utf8');
      const meta =
        /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/><script data-trusted-types-policy="">([^]+?)<\/script>/.exec(
          html,
        );
      expect(meta?.[1]).toBe(csp);
      expect(csp).toMatch(/^default-src 'none'; /);
      expect(csp).toContain("require-trusted-types-for 'script'; trusted-types default");
      expect(csp).not.toMatch(/unsafe-/);
      for (const text of [
        inline('script', files[file]!),
        inline('style', files[file]!),
        files['_next/static/css/app.css']!,
        meta![2]!,
      ])
        expect(csp).toContain(sha256(text));
      for (const other of pages.filter((other) => other.file !== file))
        expect(csp).not.toContain(sha256(inline('script', files[other.file]!)));
    }
  });

  it('gives a page its policy once, however often the build applies it', () => {
    const once = withPagePolicy(files['about.html']!);
    expect(withPagePolicy(once.html)).toEqual(once);
    expect(once.html.match(/http-equiv/g)).toHaveLength(1);
    expect(() => withPagePolicy('<html><head></head></html>')).toThrow(/charSet/);
  });

  it('has nginx send HSTS on TLS connections only (the browser specs reach it over HTTP)', () => {
    for (const conf of [nginxHeaders(), nginxHeaders({ buildOutput: true })])
      expect(conf).toContain('add_header Strict-Transport-Security $scoot_hsts always;');
    expect(nginxHeaderMaps()).toContain(
      `map $https $scoot_hsts {\n  default "";\n  on "${strictTransportSecurity}";\n}`,
    );
  });
});

// How the rules grow on a large site, against the CDN's limits, is npm run bench:growth's.
describe('the servers’ limits', () => {
  it('stop the build before a generated file passes the CDN’s', () => {
    expect(() => cdnHeaders(Array.from({ length: 100 }, (_, i) => `x${i}`))).toThrow(/at most 100/);
    expect(() => cdnHeaders(['x'.repeat(2001)])).toThrow(/over 2,000 characters/);
    const tooMany = Array.from({ length: 2001 }, (_, i) => `/page${i}`);
    const upper = tooMany.map((path) => ({ path: path.toUpperCase() }));
    expect(() => cdnRedirects(tooMany, upper)).toThrow(/at most 2,000/);
  });

  it('keep serve within its 50 header rules, whatever the pages', () => {
    const rules = serveConfig(pages, routes).headers;
    expect(serveConfig([], routes).headers).toEqual(rules);
    expect(rules.length).toBeLessThanOrEqual(50);
  });
});

/**
 * nginx's value of $scoot_canonical for a URI, from the generated map: its expressions in
 * order (`~*` case-insensitive, `~` not), the first match wins, else "".
 */
function nginxCanonical(uri: string): string {
  for (const [, flags, regex, value] of nginxRoutesMap(routes).matchAll(
    /^ {2}(~\*?)(\S+) (\S+);$/gm,
  ))
    if (new RegExp(regex!, flags === '~*' ? 'i' : '').test(uri))
      return value === '""' ? '' : value!;
  return '';
}

describe('every casing of every route, by rules that do not list casings', () => {
  it('takes the routes from the sitemap, and redirects only the alias pages on the CDN', () => {
    // Each <url>'s own <loc>, every language's, in the sitemap's order; not its alternates.
    expect(routes).toEqual(allRoutes);
    const redirects = (extra: { path: string }[]) =>
      cdnRedirects(routes, [...pages, ...extra])
        .split('\n')
        .filter((line) => line && !line.startsWith('#'));
    expect(redirects([])).toEqual(['/About /about 301']);
    expect(redirects([{ path: '/ABOUT' }, { path: '/Careers' }])).toEqual([
      '/About /about 301',
      '/ABOUT /about 301',
      '/Careers /careers 301',
    ]);
  });

  it.each([
    ['/LoCaTiOnS', '/locations'],
    ['/about/', '/about'],
    ['/About//', '/about'],
    ['/careers.html', '/careers'],
    ['/Careers/General-Manager-Jakarta', jobRoute],
    ['/CAREERS/general-manager-jakarta/', jobRoute],
    ['/careers/general-manager-jakarta.html', jobRoute],
    ['/index.html', '/'],
    ['/JA', '/ja'],
    ['/ja/', '/ja'],
    ['/Ja/About', '/ja/about'],
    ['/ID/Careers/General-Manager-Jakarta/', `/id${jobRoute}`],
  ])('nginx redirects %s to %s', (uri, canonical) => {
    expect(nginxCanonical(uri)).toBe(canonical);
  });

  it.each([
    '/about',
    jobRoute,
    '/careers/general-manager-jakartax',
    '/careers/general-manager',
    '/ja',
    '/ja/about',
    '/ja/nope',
  ])('nginx leaves %s to its file or the 404 view', (uri) => {
    expect(nginxCanonical(uri)).toBe('');
  });

  it('writes one nginx expression per route, each line within the 4 kB nginx reads', () => {
    expect(nginxRoutesMap(routes).match(/^ {2}~\*/gm)).toHaveLength(routes.length - 1);
    const many = Array.from({ length: 400 }, (_, index) => `/careers/fleet-supervisor-${index}`);
    const lines = nginxRoutesMap(['/', ...many]).split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(200);
  });
});

describe('the CDN upload', () => {
  it('leaves the precompressed copies out of the upload (wrangler deploy --dry-run, offline)', () => {
    writeFileSync(join(out, '.assetsignore'), cdnAssetsIgnore);
    writeFileSync(join(out, '_headers'), headersFile);
    writeFileSync(join(out, '_redirects'), cdnRedirects(routes, pages));
    const configDir = mkdtempSync(join(tmpdir(), 'scoot-wrangler-'));
    try {
      // wrangler.jsonc (JSON with comments), pointed at the fixture.
      const committed = ts.parseConfigFileTextToJson(
        'wrangler.jsonc',
        readFileSync(join(root, 'wrangler.jsonc'), 'utf8'),
      ).config as { main: string; assets: Record<string, string> };
      writeFileSync(
        join(configDir, 'wrangler.json'),
        JSON.stringify({
          ...committed,
          main: join(root, committed.main),
          assets: { ...committed.assets, directory: out },
        }),
      );
      const wrangler = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
      const args = [wrangler, 'deploy', '--dry-run', '--config', join(configDir, 'wrangler.json')];
      const offline = { CI: 'true', WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'debug' };
      const noAccount = { CLOUDFLARE_API_TOKEN: '', CLOUDFLARE_ACCOUNT_ID: '' };
      const result = spawnSync(process.execPath, args, {
        cwd: configDir,
        encoding: 'utf8',
        env: { ...process.env, ...offline, ...noAccount },
        timeout: 60_000,
      });
      const output = result.stdout + result.stderr;
      expect(result.status).toBe(0);
      expect(output).toContain('--dry-run: exiting now.');
      expect(output).toContain('Ignoring asset: _next/static/chunks/app.js.br');
      expect(output).toContain('Ignoring asset: _headers');
      expect(output).not.toContain('Ignoring asset: _next/static/chunks/app.js\n');
    } finally {
      rmSync(configDir, { recursive: true, force: true });
    }
  }, 60_000);
});
