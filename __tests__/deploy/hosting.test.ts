/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
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
  strictTransportSecurity,
} from '@/deploy/headers.mjs';
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

/*
 * The servers' configuration that deploy/hosting.mjs writes from one policy
 * (deploy/headers.mjs), against a small export: serve itself runs it over HTTP; nginx's and
 * the CDN's files are read as those servers document them. The real nginx and CDN run in
 * the browser tests' nginx and cdn projects.
 */

const root = process.cwd();
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** The text of the first inline <script> or <style> of a page. */
const inline = (tag: 'script' | 'style', html: string) =>
  new RegExp(`<${tag}>([^<]+)</${tag}>`).exec(html)![1]!;

/** A nested route, as the job pages are (/careers/<opening>): routed like any other. */
const jobRoute = '/careers/general-manager-jakarta';

/** A page of the export, with an inline script and style of its own. */
const page = (name: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><style>.${name}{color:red}</style></head><body>` +
  `<h1>${name}</h1><script>window.page=${JSON.stringify(name)}</script>` +
  `<script type="application/ld+json">{"name":"${name}"}</script></body></html>`;
const sitemap = (routes: readonly string[]) =>
  `<urlset>${routes.map((path) => `<url><loc>https://scoot.example${path}</loc></url>`).join('')}</urlset>`;
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
  'sitemap.xml': sitemap([...canonicalRoutes, jobRoute]),
};

function writeExport(dir: string, tree: Record<string, string>) {
  for (const [file, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
}

let out: string;
let pages: Page[];
let routes: string[];
let headersFile: string;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'scoot-hosting-'));
  writeExport(out, files);
  pages = readPages(out, { write: true });
  routes = readRoutes(out);
  headersFile = cdnHeaders(staticExtensions(out));
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

type Headers = Record<string, string>;

/** serve itself (serve-handler, what `serve` runs) with the generated serve.json, over HTTP. */
async function withServe<T>(run: (get: (url: string) => Promise<Response>) => Promise<T>) {
  type Handler = (req: IncomingMessage, res: ServerResponse, config: object) => Promise<void>;
  const handler = jest.requireActual<Handler>('serve-handler');
  const config = { ...serveConfig(pages, routes), public: out };
  const server = createServer((req, res) => void handler(req, res, config));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await run((url) => fetch(`http://127.0.0.1:${port}${url}`, { redirect: 'manual' }));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The headers the policy sets, by lowercase name, an absent one as ''. */
const policyNames = [
  ...Object.keys(securityHeaders),
  ...Object.keys(documentHeaders),
  ...omittedHeaders,
  'Cache-Control',
  'Content-Security-Policy',
  'Strict-Transport-Security',
].map((name) => name.toLowerCase());
const pick = (get: (name: string) => string | null | undefined): Headers =>
  Object.fromEntries(policyNames.map((name) => [name, get(name) ?? '']));

/**
 * nginx's value of a map variable for a URI, from the generated maps: regular expressions,
 * first match wins, else the default. The HSTS map is keyed by the connection ($https).
 */
function nginxMapValue(variable: string, uri: string, tls: boolean): string {
  const [, key, map] = new RegExp(`^map \\$(\\w+) \\${variable} \\{\\n([^}]*)\\}`, 'm').exec(
    nginxHeaderMaps(),
  )!;
  if (key === 'https') return tls ? /^ {2}on "(.+)";$/m.exec(map!)![1]! : '';
  const unquote = (text: string) => text.replace(/\\(["\\])/g, '$1');
  for (const [, regex, value] of map!.matchAll(/^ {2}"~(.+)" "(.+)";$/gm))
    if (new RegExp(unquote(regex!)).test(uri)) return unquote(value!);
  return unquote(/^ {2}default "(.*)";$/m.exec(map!)![1]!);
}

/**
 * nginx as scoot.conf runs it: the add_header lines of the file the location includes (an
 * empty value is not sent), a map's value for the file try_files found. A location's own
 * add_header would replace them all, so it has none.
 */
function nginxResponseHeaders(file: string, location: 'page' | 'static', tls = false): Headers {
  const conf = readFileSync(join(root, 'deploy', 'nginx', 'scoot.conf'), 'utf8');
  const block = (
    location === 'static' ? /location \/_next\/static\/ \{([^}]+)\}/ : /location \/ \{([^}]+)\}/
  ).exec(conf)![1]!;
  expect(block).not.toMatch(/add_header/);
  const generated = {
    'headers.conf': nginxHeaders(),
    'static-headers.conf': nginxHeaders({ buildOutput: true }),
  };
  const include = /include \S+\/generated\/(\S+);/.exec(block)![1] as keyof typeof generated;
  const headers: Headers = {};
  for (const [, name, value] of generated[include].matchAll(/^add_header (\S+) (.+) always;$/gm)) {
    const sent = value!.startsWith('$')
      ? nginxMapValue(value!, `/${file}`, tls)
      : JSON.parse(value!);
    if (sent) headers[name!.toLowerCase()] = sent;
  }
  return headers;
}

/**
 * The CDN as Cloudflare documents `_headers`: every rule whose path matches applies, in file
 * order; `! Name` removes a header, and one set again by a later rule is sent twice (joined
 * here with ", ", as a client sees it).
 */
function cdnResponseHeaders(path: string): Headers {
  const headers: Record<string, string[]> = {};
  for (const block of headersFile.split(/\n(?=\/)/).filter((text) => text.startsWith('/'))) {
    const [pattern, ...lines] = block
      .trim()
      .split('\n')
      .map((line) => line.trim());
    const escaped = pattern!.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
    if (!new RegExp(`^${escaped.join('.*')}$`).test(path)) continue;
    for (const line of lines.filter((line) => line.startsWith('! ')))
      delete headers[line.slice(2).toLowerCase()];
    for (const line of lines.filter((line) => !line.startsWith('! '))) {
      const name = line.slice(0, line.indexOf(':')).toLowerCase();
      (headers[name] ??= []).push(line.slice(line.indexOf(':') + 1).trim());
    }
  }
  return Object.fromEntries(
    Object.entries(headers).map(([name, values]) => [name, values.join(', ')]),
  );
}

/** What nginx (over HTTP and TLS) and the CDN send for a file at a URL, beside serve. */
const otherServers = (url: string, file: string, location: 'page' | 'static') => {
  const sent = (headers: Headers) => pick((name) => headers[name]);
  return {
    nginx: sent(nginxResponseHeaders(file, location)),
    nginxTls: sent(nginxResponseHeaders(file, location, true)),
    cdn: sent(cdnResponseHeaders(url)),
  };
};
/** serve is a plain-HTTP preview, as nginx over HTTP: HSTS only over TLS and on the CDN. */
const expected = (served: Headers) => {
  const overTls = { ...served, 'strict-transport-security': strictTransportSecurity };
  return { nginx: served, nginxTls: overTls, cdn: overTls };
};

describe('one response policy on serve, nginx and the CDN', () => {
  it('gives every page the same headers, and its own CSP in a <meta>', async () => {
    // Nested pages and alias pages too.
    expect(pages.map(({ file }) => file).join(' ')).toBe(
      '400.html 404.html About.html about.html careers.html careers/general-manager-jakarta.html index.html locations.html',
    );
    await withServe(async (get) => {
      // Alias pages are files for a host without configuration; serve and the CDN answer
      // their URLs with the canonical page or a redirect to it.
      expect(await (await get('/About')).text()).toContain('<h1>about</h1>');
      expect(cdnRedirects(routes, pages)).toMatch(/^\/About \/about 301$/m);

      for (const { file, path, csp } of pages.filter(({ path }) => path === path.toLowerCase())) {
        const url = file === '404.html' ? '/no-such-page' : path;
        const response = await get(url);
        expect([url, response.status]).toEqual([url, file === '404.html' ? 404 : 200]);
        const served = pick((name) => response.headers.get(name));
        expect({ file, ...otherServers(url, file, 'page') }).toEqual({ file, ...expected(served) });
        expect(served).toMatchObject({
          'content-security-policy': documentContentSecurityPolicy,
          'cache-control': cacheControl.revalidate,
          'cross-origin-resource-policy': 'same-origin',
          ...Object.fromEntries(
            Object.entries(documentHeaders).map(([k, v]) => [k.toLowerCase(), v]),
          ),
          ...Object.fromEntries(omittedHeaders.map((name) => [name.toLowerCase(), ''])),
        });

        // The page's own hashes, first thing after the charset, with the Trusted Types policy.
        const html = await response.text();
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
          files['_next/static/chunks/app.css']!,
          meta![2]!,
        ])
          expect(csp).toContain(sha256(text));
        for (const other of pages.filter((other) => other.file !== file))
          expect(csp).not.toContain(sha256(inline('script', files[other.file]!)));
      }
    });
  });

  it('gives a page its policy once, however often the build applies it', () => {
    const once = withPagePolicy(files['about.html']!);
    expect(withPagePolicy(once.html)).toEqual(once);
    expect(once.html.match(/http-equiv/g)).toHaveLength(1);
    expect(() => withPagePolicy('<html><head></head></html>')).toThrow(/charSet/);
  });

  it('gives the build output a year of caching and no document headers', async () => {
    await withServe(async (get) => {
      for (const url of [
        '/_next/static/chunks/app.js',
        '/_next/static/chunks/app.css',
        '/_next/static/media/font.woff2',
        '/_next/static/media/icon.svg',
      ]) {
        const response = await get(url);
        const served = pick((name) => response.headers.get(name));
        expect(served).toMatchObject({
          'cache-control': cacheControl.immutable,
          'x-content-type-options': 'nosniff',
          'cross-origin-resource-policy': 'same-origin',
          ...Object.fromEntries(
            Object.keys(documentHeaders).map((name) => [name.toLowerCase(), '']),
          ),
          // A page loads these under its own CSP; an SVG opened alone is a document.
          'content-security-policy': url.endsWith('.svg') ? assetContentSecurityPolicy : '',
        });
        expect({ url, ...otherServers(url, url.slice(1), 'static') }).toMatchObject({
          url,
          nginx: served,
          cdn: { ...served, 'strict-transport-security': strictTransportSecurity },
        });
      }
    });
    // A folder of the build is no file: the CDN answers the error view, under a page's policy.
    expect(cdnResponseHeaders('/_next/static/')['content-security-policy']).toBe(
      documentContentSecurityPolicy,
    );
  });

  it.each([
    ['/manifest.webmanifest', 'same-origin'],
    // Share images may be shown by other sites (link previews); nothing else may.
    ['/social/home.png', 'cross-origin'],
  ])('sends %s with Cross-Origin-Resource-Policy %s', async (url, corp) => {
    const served = await withServe(async (get) =>
      (await get(url)).headers.get('cross-origin-resource-policy'),
    );
    expect({
      serve: served,
      nginx: nginxResponseHeaders(url.slice(1), 'page')['cross-origin-resource-policy'],
      cdn: cdnResponseHeaders(url)['cross-origin-resource-policy'],
    }).toEqual({ serve: corp, nginx: corp, cdn: corp });
  });
});

// How the rules grow on a large site, against the CDN's limits, is npm run bench:growth's.
describe('the servers’ limits', () => {
  it('stop the build before a generated file passes the CDN’s', () => {
    expect(() => cdnHeaders(Array.from({ length: 100 }, (_, i) => `x${i}`))).toThrow(/at most 100/);
    expect(() => cdnHeaders(['x'.repeat(2001)])).toThrow(/over 2,000 characters/);
    const tooMany = Array.from({ length: 2001 }, (_, i) => `/page${i}`);
    expect(() =>
      cdnRedirects(
        tooMany,
        tooMany.map((path) => ({ path: path.toUpperCase() })),
      ),
    ).toThrow(/at most 2,000/);
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
    expect(routes).toEqual([...canonicalRoutes, jobRoute]);
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
  ])('nginx redirects %s to %s', (uri, canonical) => {
    expect(nginxCanonical(uri)).toBe(canonical);
  });

  it.each(['/about', jobRoute, '/careers/general-manager-jakartax', '/careers/general-manager'])(
    'nginx leaves %s to its file or the 404 view',
    (uri) => {
      expect(nginxCanonical(uri)).toBe('');
    },
  );

  it('writes one nginx expression per route, each line within the 4 kB nginx reads', () => {
    expect(nginxRoutesMap(routes).match(/^ {2}~\*/gm)).toHaveLength(routes.length - 1);
    const many = Array.from({ length: 400 }, (_, index) => `/careers/fleet-supervisor-${index}`);
    const lines = nginxRoutesMap(['/', ...many]).split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(200);
  });
});

// What wrangler.jsonc's settings do (misses to the Worker, no trailing slash) is the browser
// specs' cdn project's, which runs them under wrangler dev.
describe('the CDN upload', () => {
  it('leaves the precompressed copies out of the upload (wrangler deploy --dry-run, offline)', () => {
    writeFileSync(join(out, '.assetsignore'), cdnAssetsIgnore);
    writeFileSync(join(out, '_headers'), headersFile);
    writeFileSync(join(out, '_redirects'), cdnRedirects(routes, pages));
    const configDir = mkdtempSync(join(tmpdir(), 'scoot-wrangler-'));
    try {
      // wrangler.jsonc as wrangler reads it (JSON with comments), pointed at the fixture.
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
