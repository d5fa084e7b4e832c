/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import ts from 'typescript';

import { canonicalRoutes } from '@/app/routing';
import {
  assetContentSecurityPolicy,
  cacheControl,
  documentContentSecurityPolicy,
  documentHeaders,
  omittedHeaders,
  securityHeaders,
  sharedFiles,
  strictTransportSecurity,
} from '@/deploy/headers.mjs';
import {
  CDN_LIMITS,
  cdnAssetsIgnore,
  cdnHeaders,
  cdnRedirects,
  cdnRuleCounts,
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

const root = join(__dirname, '..', '..');
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of the first inline <script> or <style> of a page. */
const inline = (tag: 'script' | 'style', html: string) =>
  new RegExp(`<${tag}>([^<]+)</${tag}>`).exec(html)![1]!;

/** A nested route, as the job pages are (/careers/<opening>): routed like any other. */
const jobRoute = '/careers/general-manager-jakarta';

/** A small export shaped like out/: each page with an inline script and style of its own. */
const page = (name: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><style>.${name}{color:red}</style></head><body>` +
  `<h1>${name}</h1><script>window.page=${JSON.stringify(name)}</script>` +
  `<script type="application/ld+json">{"name":"${name}"}</script></body></html>`;
const files: Record<string, string> = {
  'index.html': page('home'),
  'about.html': page('about'),
  'About.html': page('About'),
  'careers.html': page('careers'),
  'careers/general-manager-jakarta.html': page('general-manager-jakarta'),
  'locations.html': page('locations'),
  '404.html': page('not-found'),
  '400.html': page('bad-request'),
  '_next/static/chunks/app.css': '.app{margin:0}',
  '_next/static/chunks/app.js': 'console.log(1)',
  '_next/static/chunks/app.js.br': 'precompressed',
  '_next/static/media/font.woff2': 'font',
  '_next/static/media/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'manifest.webmanifest': '{}',
  'social/home.png': 'png',
  'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'sitemap.xml': `<urlset>${[...canonicalRoutes, jobRoute]
    .map((path) => `<url><loc>https://scoot.example${path}</loc></url>`)
    .join('')}</urlset>`,
};

let out: string;
let pages: Page[];
let routes: string[];

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'scoot-hosting-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), text);
  }
  pages = readPages(out, { write: true });
  routes = readRoutes(out);
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

type Headers = Record<string, string>;

/** serve itself (serve-handler, what `serve` runs) with the generated serve.json, over HTTP. */
async function withServe<T>(run: (get: (url: string) => Promise<Response>) => Promise<T>) {
  type Handler = (req: IncomingMessage, res: ServerResponse, config: object) => Promise<void>;
  const handler = jest.requireActual<Handler>('serve-handler');
  const config = { ...serveConfig(pages, routes), public: out };
  const server: Server = createServer((req, res) => void handler(req, res, config));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await run((url) => fetch(`http://127.0.0.1:${port}${url}`, { redirect: 'manual' }));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The headers the policy sets, documents' included (absent ones read as ''). */
const policyNames = [
  ...Object.keys(securityHeaders),
  ...Object.keys(documentHeaders),
  ...omittedHeaders,
  'Cache-Control',
  'Content-Security-Policy',
  'Strict-Transport-Security',
];

const policyHeaders = (headers: { get(name: string): string | null }) =>
  Object.fromEntries(policyNames.map((name) => [name.toLowerCase(), headers.get(name) ?? '']));

/**
 * nginx's value of a map variable for a URI, from the generated maps: regular expressions,
 * first match wins, else the default.
 */
function nginxMapValue(variable: string, uri: string, tls: boolean): string {
  const [, key, map] = new RegExp(`^map \\$(\\w+) \\${variable} \\{\\n([^}]*)\\}`, 'm').exec(
    nginxHeaderMaps(),
  )!;
  // The HSTS map is keyed by the connection ($https is "on" over TLS), the others by file.
  if (key === 'https') {
    const on = /^ {2}on "(.+)";$/m.exec(map!)?.[1];
    return tls ? on! : '';
  }
  const unquote = (text: string) => text.replace(/\\(["\\])/g, '$1');
  const entries = [...map!.matchAll(/^ {2}"~(.+)" "(.+)";$/gm)].map(([, regex, value]) => ({
    regex: new RegExp(unquote(regex!)),
    value: unquote(value!),
  }));
  const fallback = unquote(/^ {2}default "(.*)";$/m.exec(map!)![1]!);
  return entries.find(({ regex }) => regex.test(uri))?.value ?? fallback;
}

/**
 * nginx as scoot.conf runs it: the add_header lines of the file the location includes (a
 * header whose value is empty is not sent), with the CSP from the map it names for the file
 * try_files found. A location's own add_header would replace them all, so it has none.
 */
function nginxResponseHeaders(file: string, location: 'page' | 'static', tls = false): Headers {
  const headers: Headers = {};
  const conf = readFileSync(join(root, 'deploy', 'nginx', 'scoot.conf'), 'utf8');
  const block = (
    location === 'static' ? /location \/_next\/static\/ \{([^}]+)\}/ : /location \/ \{([^}]+)\}/
  ).exec(conf)![1]!;
  const generated = {
    'headers.conf': nginxHeaders(),
    'static-headers.conf': nginxHeaders({ buildOutput: true }),
  };
  const include = /include \S+\/generated\/(\S+);/.exec(block)![1] as keyof typeof generated;
  for (const [, name, value] of generated[include].matchAll(/^add_header (\S+) (.+) always;$/gm)) {
    const sent = value!.startsWith('$')
      ? nginxMapValue(value!, `/${file}`, tls)
      : JSON.parse(value!);
    if (sent) headers[name!.toLowerCase()] = sent;
  }
  expect(block).not.toMatch(/add_header/);
  return headers;
}

/**
 * The CDN as Cloudflare documents `_headers`: every rule whose path matches the URL applies,
 * in file order; `! Name` removes a header, and a header set again by a later rule is sent
 * twice (joined here with ", ", as a client sees it).
 */
function cdnResponseHeaders(text: string, path: string): Headers {
  const headers: Record<string, string[]> = {};
  const rules = text
    .split(/\n(?=\/)/)
    .filter((block) => block.startsWith('/'))
    .map((block) => {
      const [pattern, ...lines] = block.trim().split('\n');
      const regex = new RegExp(
        `^${pattern!
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      );
      return { regex, lines: lines.map((line) => line.trim()) };
    });
  for (const { lines } of rules.filter((rule) => rule.regex.test(path))) {
    const unset = lines.filter((line) => line.startsWith('! '));
    for (const line of unset) delete headers[line.slice(2).toLowerCase()];
    for (const line of lines.filter((line) => !line.startsWith('! '))) {
      const name = line.slice(0, line.indexOf(':')).toLowerCase();
      (headers[name] ??= []).push(line.slice(line.indexOf(':') + 1).trim());
    }
  }
  return Object.fromEntries(
    Object.entries(headers).map(([name, values]) => [name, values.join(', ')]),
  );
}

const pick = (headers: Headers) =>
  Object.fromEntries(
    policyNames.map((name) => [name.toLowerCase(), headers[name.toLowerCase()] ?? '']),
  );

describe('one response policy on the three servers', () => {
  it('gives every page the same headers and its own CSP on serve, nginx and the CDN', async () => {
    const headersFile = cdnHeaders(staticExtensions(out));
    expect(pages.map(({ file }) => file)).toEqual([
      '400.html',
      '404.html',
      'About.html',
      'about.html',
      'careers.html',
      'careers/general-manager-jakarta.html',
      'index.html',
      'locations.html',
    ]);
    // Alias pages (/About) are files for a host without configuration; all three servers
    // answer their URLs with the canonical page (serve) or a redirect to it.
    const [aliases, canonicalPages] = [
      pages.filter(({ path }) => path !== path.toLowerCase()),
      pages.filter(({ path }) => path === path.toLowerCase()),
    ];
    expect(aliases.map(({ path }) => path)).toEqual(['/About']);
    await withServe(async (get) => {
      const response = await get('/About');
      expect(await response.text()).toContain('<h1>about</h1>');
      expect(cdnRedirects(routes, pages)).toMatch(/^\/About \/about 301$/m);

      for (const { file, path, csp } of canonicalPages) {
        // The 404 page answers any unknown URL; every other page its own.
        const url = file === '404.html' ? '/no-such-page' : path;
        const response = await get(url);
        expect([url, response.status]).toEqual([url, file === '404.html' ? 404 : 200]);
        const served = policyHeaders(response.headers);
        // serve is a preview over plain HTTP: no HSTS, as nginx over HTTP. nginx over TLS
        // and the CDN (HTTPS) send it.
        expect({ file, nginx: pick(nginxResponseHeaders(file, 'page')) }).toEqual({
          file,
          nginx: served,
        });
        const overTls = { ...served, 'strict-transport-security': strictTransportSecurity };
        expect({ file, nginx: pick(nginxResponseHeaders(file, 'page', true)) }).toEqual({
          file,
          nginx: overTls,
        });
        expect({ file, cdn: pick(cdnResponseHeaders(headersFile, url)) }).toEqual({
          file,
          cdn: overTls,
        });

        // The header is the site-wide part; the page carries its own hashes in a <meta>,
        // the first thing after the charset, with the Trusted Types policy's script.
        expect(served['content-security-policy']).toBe(documentContentSecurityPolicy);
        const html = await response.text();
        const meta =
          /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/><script data-trusted-types-policy="">/.exec(
            html,
          );
        expect(meta?.[1]).toBe(csp);
        expect(csp).toMatch(/^default-src 'none'; /);
        expect(csp).toContain("require-trusted-types-for 'script'; trusted-types default");
        expect(csp).not.toMatch(/unsafe-/);
        // The page's own inline script and style, the policy's script, and not another page's.
        expect(csp).toContain(sha256(inline('script', files[file]!)));
        expect(csp).toContain(sha256(inline('style', files[file]!)));
        expect(csp).toContain(sha256(files['_next/static/chunks/app.css']!));
        expect(csp).toContain(
          sha256(/<script data-trusted-types-policy="">([^]+?)<\/script>/.exec(html)![1]!),
        );
        for (const other of pages.filter((other) => other.file !== file)) {
          expect(csp).not.toContain(sha256(inline('script', files[other.file]!)));
        }
        expect(served['cache-control']).toBe(cacheControl.revalidate);
        expect(served['cross-origin-resource-policy']).toBe('same-origin');
        for (const [name, value] of Object.entries(documentHeaders)) {
          expect(served[name.toLowerCase()]).toBe(value);
        }
        for (const name of omittedHeaders) expect(served[name.toLowerCase()]).toBe('');
      }
    });
  });

  it('gives a page its policy once, however often the build applies it', () => {
    const once = withPagePolicy(files['about.html']!);
    const twice = withPagePolicy(once.html);
    expect(twice).toEqual(once);
    expect(once.html.match(/http-equiv/g)).toHaveLength(1);
    expect(() => withPagePolicy('<html><head></head></html>')).toThrow(/charSet/);
  });

  it('gives the build output a year of caching and no document headers on all three', async () => {
    const headersFile = cdnHeaders(staticExtensions(out));
    await withServe(async (get) => {
      for (const url of [
        '/_next/static/chunks/app.js',
        '/_next/static/chunks/app.css',
        '/_next/static/media/font.woff2',
        '/_next/static/media/icon.svg',
      ]) {
        const served = policyHeaders((await get(url)).headers);
        expect(served['cache-control']).toBe(cacheControl.immutable);
        expect(served['x-content-type-options']).toBe('nosniff');
        for (const name of Object.keys(documentHeaders))
          expect(served[name.toLowerCase()]).toBe('');
        // A page loads scripts, styles and fonts under its own CSP; an SVG opened on its own
        // is a document, and keeps the asset CSP.
        expect([url, served['content-security-policy']]).toEqual([
          url,
          url.endsWith('.svg') ? assetContentSecurityPolicy : '',
        ]);
        expect(served['cross-origin-resource-policy']).toBe('same-origin');
        expect(pick(nginxResponseHeaders(url.slice(1), 'static'))).toEqual(served);
        expect(pick(cdnResponseHeaders(headersFile, url))).toEqual({
          ...served,
          'strict-transport-security': strictTransportSecurity,
        });
      }
      // A folder of the build is not a file: the CDN answers the error view, with a page's
      // site-wide policy (the view carries its own hashes).
      expect(cdnResponseHeaders(headersFile, '/_next/static/')['content-security-policy']).toBe(
        documentContentSecurityPolicy,
      );
    });
  });

  it('states the content types of the manifest and the share images on serve and the CDN', async () => {
    const headersFile = cdnHeaders(staticExtensions(out));
    const typed = [
      ['/manifest.webmanifest', 'application/manifest+json'],
      ['/social/home.png', 'image/png'],
    ] as const;
    await withServe(async (get) => {
      // A missing share image is the 404 view, as a page: the pattern does not type it.
      const missing = await get('/social/nope.png');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
      for (const [url, type] of typed) {
        const response = await get(url);
        expect(response.headers.get('content-type')).toBe(type);
        expect(cdnResponseHeaders(headersFile, url)['content-type']).toBe(type);
        // Share images may be shown by other sites (link previews); nothing else may.
        const corp = url.startsWith(sharedFiles.pattern.slice(0, -'*.png'.length))
          ? 'cross-origin'
          : 'same-origin';
        expect([url, response.headers.get('cross-origin-resource-policy')]).toEqual([url, corp]);
        expect(cdnResponseHeaders(headersFile, url)['cross-origin-resource-policy']).toBe(corp);
        expect(nginxResponseHeaders(url.slice(1), 'page')['cross-origin-resource-policy']).toBe(
          corp,
        );
      }
    });
  });

  it('stays within the CDN limits at any number of pages, and stops the build beyond them', () => {
    const headersFile = cdnHeaders(staticExtensions(out));
    const rules = headersFile.match(/^\//gm)!.length;
    expect(rules).toBeLessThanOrEqual(12);
    // 130 more nested routes (the growth fixture has 120 openings) change nothing in the
    // CDN's rules: every casing of them is the Worker's, which no rule lists.
    const grown = mkdtempSync(join(tmpdir(), 'scoot-hosting-grown-'));
    try {
      const extra = Array.from({ length: 130 }, (_, i) => `/careers/opening-${i}-in-a-city`);
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(grown, file)), { recursive: true });
        writeFileSync(join(grown, file), text);
      }
      for (const route of extra) writeFileSync(join(grown, `${route.slice(1)}.html`), page(route));
      writeFileSync(
        join(grown, 'sitemap.xml'),
        `<urlset>${[...routes, ...extra]
          .map((path) => `<url><loc>https://scoot.example${path}</loc></url>`)
          .join('')}</urlset>`,
      );
      const grownPages = readPages(grown, { write: true });
      const grownRoutes = readRoutes(grown);
      expect(grownPages).toHaveLength(pages.length + 130);
      expect(grownRoutes).toHaveLength(routes.length + 130);
      writeFileSync(join(grown, '_headers'), cdnHeaders(staticExtensions(grown)));
      writeFileSync(join(grown, '_redirects'), cdnRedirects(grownRoutes, grownPages));
      expect(readFileSync(join(grown, '_headers'), 'utf8')).toBe(headersFile);
      const counts = cdnRuleCounts(grown);
      expect(counts).toEqual({
        headerRules: rules,
        longestHeaderLine: expect.any(Number),
        // The one alias page of the fixture (/About); the nested routes have none.
        staticRedirects: 1,
        dynamicRedirects: 0,
        limits: CDN_LIMITS,
      });
      expect(counts.headerRules).toBeLessThanOrEqual(counts.limits.headerRules);
      expect(counts.longestHeaderLine).toBeLessThanOrEqual(counts.limits.longestHeaderLine);
      expect(counts.staticRedirects).toBeLessThanOrEqual(counts.limits.staticRedirects);
      expect(counts.dynamicRedirects).toBeLessThanOrEqual(counts.limits.dynamicRedirects);
      // serve takes 50 header rules at most (its schema): they do not grow with the pages.
      const serveRules = serveConfig(grownPages, grownRoutes).headers;
      expect(serveRules).toEqual(serveConfig(pages, routes).headers);
      expect(serveRules.length).toBeLessThanOrEqual(50);
      // No list of casings anywhere in what the CDN gets.
      for (const name of ['_headers', '_redirects']) {
        expect(readFileSync(join(grown, name), 'utf8')).not.toMatch(/opening-1|\/LOCATIONS/i);
      }
    } finally {
      rmSync(grown, { recursive: true, force: true });
    }
    const many = Array.from({ length: 100 }, (_, i) => `x${i}`);
    expect(() => cdnHeaders(many)).toThrow(/at most 100/);
    expect(() => cdnHeaders(['x'.repeat(2001)])).toThrow(/over 2,000 characters/);
    const tooMany = Array.from({ length: 2001 }, (_, i) => `/page${i}`);
    expect(() =>
      cdnRedirects(
        tooMany,
        tooMany.map((path) => ({ path: path.toUpperCase() })),
      ),
    ).toThrow(/at most 2,000/);
  });

  it('counts the rules of the files as the CDN does: static and dynamic redirects apart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scoot-hosting-counts-'));
    try {
      expect(cdnRuleCounts(dir)).toMatchObject({ headerRules: 0, staticRedirects: 0 });
      writeFileSync(join(dir, '_headers'), '# comment\n/*\n  X-A: b\n\n/x/*.svg\n  ! X-A\n');
      writeFileSync(
        join(dir, '_redirects'),
        '# comment\n/About /about 301\n\n/blog/* /news/:splat 301\n/u/:name /users/:name 302\n',
      );
      expect(cdnRuleCounts(dir)).toEqual({
        headerRules: 2,
        longestHeaderLine: 9,
        staticRedirects: 1,
        dynamicRedirects: 2,
        limits: CDN_LIMITS,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * nginx's value of $scoot_canonical for a URI, from the generated map: its expressions in
 * order (`~*` case-insensitive, `~` not), the first match wins, else "".
 */
function nginxCanonical(uri: string): string {
  for (const [, flags, regex, value] of nginxRoutesMap(routes).matchAll(
    /^ {2}(~\*?)(\S+) (\S+);$/gm,
  )) {
    if (new RegExp(regex!, flags === '~*' ? 'i' : '').test(uri))
      return value === '""' ? '' : value!;
  }
  return '';
}

describe('every casing of every route, by rules that do not list casings', () => {
  it('takes the routes from the route list (through the sitemap)', () => {
    expect(routes).toEqual([...canonicalRoutes, jobRoute]);
  });

  it('redirects only the alias pages on the CDN; its Worker takes every other casing', () => {
    const lines = cdnRedirects(routes, pages)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual(['/About /about 301']);
    // Alias pages for the registry's pages as the build makes them: two rules each.
    const aliasPages = ['/About', '/ABOUT', '/Careers', '/CAREERS'].map((path) => ({ path }));
    expect(cdnRedirects(routes, [...pages, ...aliasPages]).split('\n')).toEqual(
      expect.arrayContaining(['/ABOUT /about 301', '/Careers /careers 301']),
    );
  });

  it('redirects each other casing on nginx with one expression per route, nested ones too', () => {
    for (const [uri, canonical] of [
      ['/LoCaTiOnS', '/locations'],
      ['/about/', '/about'],
      ['/About//', '/about'],
      ['/careers.html', '/careers'],
      ['/Careers/General-Manager-Jakarta', jobRoute],
      ['/CAREERS/general-manager-jakarta/', jobRoute],
      ['/careers/general-manager-jakarta.html', jobRoute],
      ['/index.html', '/'],
      ['/about', ''],
      [jobRoute, ''],
      ['/careers/general-manager-jakartax', ''],
      ['/careers/general-manager', ''],
    ]) {
      expect([uri, nginxCanonical(uri!)]).toEqual([uri, canonical]);
    }
    const expressions = nginxRoutesMap(routes).match(/^ {2}~\*/gm)!;
    expect(expressions).toHaveLength(routes.length - 1);
  });

  it('keeps each line of the nginx map within the 4 kB nginx reads, however many routes', () => {
    const many = Array.from({ length: 400 }, (_, index) => `/careers/fleet-supervisor-${index}`);
    const lines = nginxRoutesMap(['/', ...many]).split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(200);
  });

  it('answers each casing with the page on serve (200), keeping queries and slashes', async () => {
    await withServe(async (get) => {
      for (const [url, file] of [
        ['/LoCaTiOnS', 'locations.html'],
        ['/LOCATIONS/', 'locations.html'],
        ['/locations?x=1', 'locations.html'],
        ['/lOcAtIoNs/?city=london', 'locations.html'],
        ['//Locations', 'locations.html'],
        [jobRoute, 'careers/general-manager-jakarta.html'],
        ['/Careers/General-Manager-Jakarta', 'careers/general-manager-jakarta.html'],
        ['/CAREERS/general-manager-jakarta/?x=1', 'careers/general-manager-jakarta.html'],
      ] as const) {
        const response = await get(url);
        expect([url, response.status]).toEqual([url, 200]);
        expect(await response.text()).toBe(readFileSync(join(out, file), 'utf8'));
      }
      for (const url of [
        '/Locationsx',
        '/locations/team',
        '/LOCATIONS.HTML',
        '/careers/general-manager',
        '/careers/general-manager-jakarta/x',
      ]) {
        expect([url, (await get(url)).status]).toEqual([url, 404]);
      }
    });
  });
});

describe('the CDN configuration', () => {
  /** wrangler.jsonc as wrangler reads it (JSON with comments and trailing commas). */
  const wranglerConfig = () => {
    const text = readFileSync(join(root, 'wrangler.jsonc'), 'utf8');
    const parsed = ts.parseConfigFileTextToJson('wrangler.jsonc', text);
    expect(parsed.error).toBeUndefined();
    return parsed.config as Record<string, unknown> & { assets: Record<string, string> };
  };

  it('serves out/ as assets, with a Worker only for misses and paths ending in a slash', () => {
    const config = wranglerConfig();
    expect(config.main).toBe('./deploy/cdn-worker.mjs');
    expect(config.assets).toEqual({
      directory: './out',
      binding: 'ASSETS',
      // The Worker answers misses: "404-page" would answer navigations before it runs.
      not_found_handling: 'none',
      html_handling: 'drop-trailing-slash',
      run_worker_first: ['/*/'],
    });
    // wrangler 4.80's runtime refuses a later date, and without one wrangler takes today's.
    expect(config.compatibility_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(config.compatibility_date) <= '2026-04-08').toBe(true);
  });

  it('leaves the precompressed copies out of the upload (wrangler deploy --dry-run, offline)', () => {
    writeFileSync(join(out, '.assetsignore'), cdnAssetsIgnore);
    writeFileSync(join(out, '_headers'), cdnHeaders(staticExtensions(out)));
    writeFileSync(join(out, '_redirects'), cdnRedirects(routes, pages));
    const configDir = mkdtempSync(join(tmpdir(), 'scoot-wrangler-'));
    try {
      // The committed settings, pointed at the fixture.
      const committed = wranglerConfig();
      const config = {
        ...committed,
        main: join(root, String(committed.main)),
        assets: { ...committed.assets, directory: out },
      };
      writeFileSync(join(configDir, 'wrangler.json'), JSON.stringify(config));
      const result = spawnSync(
        process.execPath,
        [
          join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
          'deploy',
          '--dry-run',
          '--config',
          join(configDir, 'wrangler.json'),
        ],
        {
          cwd: configDir,
          encoding: 'utf8',
          env: {
            ...process.env,
            CI: 'true',
            WRANGLER_SEND_METRICS: 'false',
            WRANGLER_LOG: 'debug',
            CLOUDFLARE_API_TOKEN: '',
            CLOUDFLARE_ACCOUNT_ID: '',
          },
          timeout: 60_000,
        },
      );
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
