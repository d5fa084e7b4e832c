/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { canonicalRoutes } from '@/lib/routing';
import { strictTransportSecurity } from '@/deploy/headers.mjs';
import {
  cdnHeaders,
  cdnRedirects,
  nginxHeaderMaps,
  nginxHeaders,
  nginxNotFoundMap,
  nginxRoutesMap,
  readPages,
  serveConfig,
  withPagePolicy,
  type Page,
} from '@/deploy/hosting.mjs';
import { readNotFoundLanguages, readRoutes } from '@/deploy/export-files.mjs';

/** The servers' configuration deploy/hosting.mjs writes from one policy, for a small export. */

const root = process.cwd();
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** The text of the first inline <script> or <style> of a page. */
const inline = (tag: 'script' | 'style', html: string) =>
  new RegExp(`<${tag}>([^<]+)</${tag}>`).exec(html)![1]!;

/** A nested route, as the job pages are: routed like any other. */
const jobRoute = '/careers/general-manager-jakarta';

/**
 * The translated languages: each lives under its prefix with the same path below it (/ja,
 * /ja/about), and has its own 404 view, out/ja/404.html. Nothing in deploy/ names them.
 */
const languages = ['id', 'ja'];
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

/** A site as the build leaves it: out/, and deploy/generated/ beside it (for nginx). */
let site: string, out: string, pages: Page[], routes: string[];

beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'scoot-hosting-'));
  out = join(site, 'out');
  writeExport(out, files);
  pages = readPages(out, { write: true });
  routes = readRoutes(out);
});

afterAll(() => rmSync(site, { recursive: true, force: true }));

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

/** An unknown address under a language's prefix, in any casing, and the view it gets. */
const languageMisses = [
  ['/ja/nope', 'ja/404.html'],
  ['/JA/nope', 'ja/404.html'],
  ['/Ja/About/Team', 'ja/404.html'],
  ['/ja/careers/closed-job', 'ja/404.html'],
  ['/id/careers/closed-job', 'id/404.html'],
  ['/ID/CAREERS/CLOSED-JOB/', 'id/404.html'],
] as const;
/** Unknown addresses outside any language: the English view. */
const englishMisses = [
  '/nope',
  '/careers/closed-job',
  '/japan/nope',
  '/en/nope',
  '/nope/ja/x',
  '/_next/static/nope.js',
];

describe('the 404 view in the language of the address', () => {
  it('takes the languages from the folders of out/ that hold a 404.html', () => {
    // careers/, social/ and _next/ hold none.
    expect(readNotFoundLanguages(out)).toEqual(languages);
    expect(nginxNotFoundMap([])).toContain('map $uri $scoot_not_found {\n  default /404.html;\n}');
    expect(() => nginxNotFoundMap(['ja;'])).toThrow(/no language prefix/);
  });
});

/**
 * nginx itself, with the committed scoot.conf (deploy/nginx/run.sh) on the fixture and what
 * the build generates for it. nginx is required in CI, as for the browser tests; on a machine
 * without it (or its brotli module) these are left out, and say so.
 */
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const BROTLI =
  process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const withNginx = !!process.env.CI || (existsSync(NGINX) && existsSync(BROTLI));
if (!withNginx)
  console.warn(`hosting.test: ${NGINX} or its brotli module not found, skipping nginx`);

describe('nginx on the fixture, with the committed configuration', () => {
  const nginxIt = withNginx ? it : it.skip;
  let nginx: ChildProcess | undefined;
  let origin = '';
  let log = '';

  /** A free loopback port: the system picks one, which is let go before nginx takes it. */
  const freePort = () =>
    new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });

  beforeAll(async () => {
    if (!withNginx) return;
    const generated = join(site, 'deploy', 'generated');
    mkdirSync(generated, { recursive: true });
    writeFileSync(join(generated, 'headers.conf'), nginxHeaders());
    writeFileSync(join(generated, 'static-headers.conf'), nginxHeaders({ buildOutput: true }));
    writeFileSync(join(generated, 'header-maps.conf'), nginxHeaderMaps());
    writeFileSync(join(generated, 'routes-map.conf'), nginxRoutesMap(routes));
    writeFileSync(
      join(generated, 'not-found-map.conf'),
      nginxNotFoundMap(readNotFoundLanguages(out)),
    );
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // run.sh's own temporary folder is left behind when nginx replaces it (exec): keep it here.
    const temp = join(site, 'tmp');
    mkdirSync(temp);
    nginx = spawn('bash', [join(root, 'deploy', 'nginx', 'run.sh'), String(port)], {
      env: { ...process.env, SCOOT_SITE: site, TMPDIR: temp, NGINX },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stdout!.on('data', (chunk: Buffer) => (log += chunk));
    nginx.stderr!.on('data', (chunk: Buffer) => (log += chunk));
    for (let tries = 0; ; tries++) {
      try {
        await fetch(`${origin}/`);
        return;
      } catch {
        if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${log}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 30_000);

  afterAll(async () => {
    if (!nginx || nginx.exitCode !== null) return;
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  });

  const get = (path: string, method = 'GET') =>
    fetch(`${origin}${path}`, { method, redirect: 'manual' });
  const view = (file: string) => readFileSync(join(out, file), 'utf8');

  nginxIt.each([
    ...languageMisses,
    // A language's error view is no address of its own, in any casing: its 404 all the same.
    ['/ja/404', 'ja/404.html'],
    ['/JA/404.html', 'ja/404.html'],
    ['/id/404/', 'id/404.html'],
    ...englishMisses.map((path) => [path, '404.html'] as const),
    ['/404', '404.html'],
  ])('answers %s with %s and status 404', async (path, file) => {
    const response = await get(path);
    expect([response.status, response.headers.get('Content-Type')]).toEqual([
      404,
      'text/html; charset=utf-8',
    ]);
    expect(await response.text()).toBe(view(file));
    // A page's headers: the site-wide part of its CSP, the document headers.
    expect(response.headers.get('Content-Security-Policy')).toMatch(/^base-uri 'self'/);
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  nginxIt(
    'answers a HEAD for a language’s miss with its status, and keeps the 400 view',
    async () => {
      const head = await get('/ja/nope', 'HEAD');
      expect([head.status, head.headers.get('Content-Type'), await head.text()]).toEqual([
        404,
        'text/html; charset=utf-8',
        '',
      ]);
      const malformed = await get('/ja/..%2f..%2fpackage.json');
      expect(malformed.status).toBe(400);
      expect(await malformed.text()).toBe(view('400.html'));
    },
  );

  nginxIt.each([
    ['/ja', 200, 'ja.html'],
    ['/ja/about', 200, 'ja/about.html'],
    ['/id/careers/general-manager-jakarta', 200, 'id/careers/general-manager-jakarta.html'],
    ['/about', 200, 'about.html'],
  ] as const)('still serves %s (%i, %s)', async (path, status, file) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(view(file));
  });

  nginxIt.each([
    ['/JA', '/ja'],
    ['/Ja/About/?x=1', '/ja/about?x=1'],
    ['/ID/Careers/General-Manager-Jakarta', `/id${jobRoute}`],
  ])('still redirects %s to %s', async (path, location) => {
    const response = await get(path);
    expect([response.status, response.headers.get('Location')]).toEqual([301, location]);
  });
});
