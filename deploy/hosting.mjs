#!/usr/bin/env node
/**
 * Runs after `next build` and deploy/runtime-loading.mjs. Gives every page of out/ its own
 * Content-Security-Policy in a <meta> (with the Trusted Types policy it requires), from the
 * hashes of the page's inline scripts and styles, and writes the configuration of the three
 * servers from the one policy in deploy/headers.mjs, and their routing from the routes
 * (out/sitemap.xml, which the build writes from the page registry):
 *   deploy/generated/serve.json           serve (npm start, the browser tests)
 *   deploy/generated/headers.conf         nginx: the headers of pages and other files
 *   deploy/generated/static-headers.conf  nginx: the headers of the build output
 *   deploy/generated/header-maps.conf     nginx: the CSP, CORP and HSTS by file and transport
 *   deploy/generated/routes-map.conf      nginx: a map from another casing of a route to it
 *   deploy/generated/not-found-map.conf   nginx: the 404 view by language prefix
 *   out/_headers                          the CDN (Cloudflare static assets): headers per URL
 *   out/_redirects                        the CDN: a 301 from each alias page to its route
 *   out/.assetsignore                     the CDN: files wrangler does not upload
 * Other casings of a route reach it through nginx's map and serve's rewrites (one
 * case-insensitive rule per route) and, on the CDN, its Worker (deploy/cdn-worker.mjs).
 * An unknown address under a language's prefix (/ja/nope, /JA/nope) gets that language's 404
 * view (out/ja/404.html) on nginx, by the not-found map, and on the CDN, where the Worker
 * looks for the view itself; the languages are the folders of out/ that hold a 404.html.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { filesUnder, htmlFiles, readNotFoundLanguages, readRoutes } from './export-files.mjs';
import {
  assetContentSecurityPolicy,
  cacheControl,
  cdnDocumentHeaders,
  contentTypes,
  documentContentSecurityPolicy,
  documentHeaders,
  pageContentSecurityPolicy,
  renderedExtensions,
  securityHeaders,
  sharedFiles,
  strictTransportSecurity,
  trustedTypesPolicy,
} from './headers.mjs';

/**
 * Cloudflare's limits for the two files (`_headers`: rules, characters a line; `_redirects`:
 * static and dynamic rules). Beyond them rules are dropped with a warning, and a dropped CSP
 * line would leave a page without its policy, so the build stops instead.
 */
export const CDN_LIMITS = {
  headerRules: 100,
  longestHeaderLine: 2000,
  staticRedirects: 2000,
  dynamicRedirects: 100,
};

/** @param {string} text */
const sha256 = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * sha256 sources of the executable inline scripts of one HTML document.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    // Data blocks (JSON-LD) are not executed, so CSP does not govern them; speculation rules
    // are not executed either, but Chromium checks them against script-src all the same.
    if (type && !/^(text|application)\/javascript$|^module$|^speculationrules$/i.test(type))
      continue;
    hashes.add(sha256(body));
  }
  return [...hashes].sort();
}

/**
 * sha256 sources of the inline styles a page may hold: its own <style> elements (Next's
 * inlineCss puts each page's CSS there), and every stylesheet of the build, because a
 * client-side navigation inserts the next page's stylesheets as <style> elements with the
 * file's text.
 * @param {string} html
 * @param {string[]} [stylesheets]
 */
export function inlineStyleHashes(html, stylesheets = []) {
  const hashes = new Set(stylesheets.map(sha256));
  for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    hashes.add(sha256(body));
  }
  return [...hashes].sort();
}

/** The charset declaration Next writes first in every page's <head>. */
const CHARSET = '<meta charSet="utf-8"/>';
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
/** Marks the Trusted Types policy's script, so that applying the policy again replaces it. */
const POLICY_MARK = 'data-trusted-types-policy';
const POLICY_SCRIPT = `<script ${POLICY_MARK}="">${trustedTypesPolicy}</script>`;
const OLD_POLICY_SCRIPT = new RegExp(`<script ${POLICY_MARK}="">[\\s\\S]*?</script>`);

/**
 * A page with its own Content-Security-Policy: the Trusted Types policy as the first script,
 * then the page's hashes (that script's included) in a <meta> before it, right after the
 * charset, so that the policy governs everything after it. Applying it again replaces it.
 * @param {string} html
 * @param {string[]} [stylesheets] the text of every stylesheet of the build
 * @returns {{ html: string, csp: string }}
 */
export function withPagePolicy(html, stylesheets = []) {
  const bare = html.replace(POLICY_META, '').replace(OLD_POLICY_SCRIPT, '');
  if (!bare.includes(CHARSET)) throw new Error(`hosting: a page has no ${CHARSET}`);
  const scripted = bare.replace(CHARSET, `${CHARSET}${POLICY_SCRIPT}`);
  const csp = pageContentSecurityPolicy(
    inlineScriptHashes(scripted),
    inlineStyleHashes(scripted, stylesheets),
  );
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp}"/>`;
  return { html: scripted.replace(CHARSET, `${CHARSET}${meta}`), csp };
}

/**
 * Every page of the export with its CSP: `file` relative to out/ with forward slashes (as
 * serve and nginx name it), `path` the URL the CDN serves it at (about.html is /about).
 * With `{ write: true }` each page is rewritten with its policy (`withPagePolicy`).
 * @typedef {{ file: string, path: string, csp: string }} Page
 * @param {string} outDir
 * @param {{ write?: boolean }} [options]
 * @returns {Page[]}
 */
export function readPages(outDir, { write = false } = {}) {
  const cssDir = join(outDir, '_next', 'static', 'css');
  const stylesheets = readdirSync(cssDir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(join(cssDir, name), 'utf8'));
  return htmlFiles(outDir)
    .map((path) => {
      const file = relative(outDir, path).split(sep).join('/');
      const { html, csp } = withPagePolicy(readFileSync(path, 'utf8'), stylesheets);
      if (write) writeFileSync(path, html);
      return { file, path: `/${file.replace(/(^|\/)index\.html$|\.html$/, '')}`, csp };
    })
    .sort((a, b) => (a.file < b.file ? -1 : 1));
}

/** Precompressed copies for nginx's gzip_static and brotli_static, beside each text file. */
const precompressed = ['br', 'gz'];

/**
 * The extensions of the files under out/_next/static (js, css, woff2, svg).
 * @param {string} outDir
 */
export function staticExtensions(outDir) {
  const names = filesUnder(join(outDir, '_next', 'static'));
  const extensions = names.map((name) => /\.([^./]+)$/.exec(name)?.[1]);
  return [...new Set(extensions)]
    .filter(
      /** @returns {extension is string} */
      (extension) => extension !== undefined && !precompressed.includes(extension),
    )
    .sort();
}

/** @param {Record<string, string>} headers */
const headerList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * serve's configuration. serve applies every header rule whose source matches the file,
 * later rules winning. Each route gets a rewrite to its file, which serve-handler matches
 * case-insensitively, ignoring one trailing slash and the query: /LOCATIONS/?x=1 answers
 * locations.html, whose canonical link names /locations. No trailingSlash setting: serve's
 * slash redirect drops the query. The header rules do not grow with the pages (serve takes
 * 50 at most); content types go by pattern, as serve picks the 404 view's headers by its own
 * file.
 * @param {Page[]} pages
 * @param {string[]} routes
 */
export function serveConfig(pages, routes) {
  return {
    cleanUrls: true,
    directoryListing: false,
    rewrites: routes
      .filter((route) => route !== '/')
      .map((route) => ({ source: route, destination: `${route}.html` })),
    headers: [
      {
        source: '**/*',
        headers: headerList({ ...securityHeaders, 'Cache-Control': cacheControl.revalidate }),
      },
      // Every file but the build output: serve cannot remove a header a broader rule set.
      {
        source: '{*,!(_next)/**}',
        headers: headerList({
          ...documentHeaders,
          'Content-Security-Policy': assetContentSecurityPolicy,
        }),
      },
      {
        source: '_next/static/**',
        headers: headerList({ 'Cache-Control': cacheControl.immutable }),
      },
      ...renderedExtensions.map((extension) => ({
        source: `_next/static/**/*.${extension}`,
        headers: headerList({ 'Content-Security-Policy': assetContentSecurityPolicy }),
      })),
      ...Object.entries(contentTypes).map(([pattern, type]) => ({
        source: pattern.slice(1),
        headers: headerList({ 'Content-Type': type }),
      })),
      // Pages: the site-wide part of their CSP (each carries its own hashes in a <meta>).
      {
        source: '**/*.html',
        headers: headerList({ 'Content-Security-Policy': documentContentSecurityPolicy }),
      },
      {
        source: sharedFiles.pattern.slice(1),
        headers: headerList({ 'Cross-Origin-Resource-Policy': sharedFiles.policy }),
      },
    ],
  };
}

/** @param {string} value */
const quote = (value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** nginx: headers whose value a map of header-maps.conf picks (by file, or by transport). */
const nginxMapped = {
  'Cross-Origin-Resource-Policy': '$scoot_corp',
  'Strict-Transport-Security': '$scoot_hsts',
};

/**
 * nginx: the headers of a location of scoot.conf, which includes one of the two files: for
 * pages and every other file, the document headers, the CSP the map picked for the file and
 * revalidation; for the build output (`{ buildOutput: true }`), a year of caching and a CSP
 * for the files a browser renders on their own only (nginx leaves out a header with no value).
 * @param {{ buildOutput?: boolean }} [options]
 */
export function nginxHeaders({ buildOutput = false } = {}) {
  const headers = buildOutput
    ? { ...securityHeaders, 'Cache-Control': cacheControl.immutable }
    : { ...securityHeaders, ...documentHeaders, 'Cache-Control': cacheControl.revalidate };
  return [
    '# Generated by deploy/hosting.mjs from deploy/headers.mjs; do not edit.',
    ...Object.entries(headers).map(
      ([key, value]) =>
        `add_header ${key} ${key in nginxMapped ? nginxMapped[/** @type {keyof typeof nginxMapped} */ (key)] : quote(value)} always;`,
    ),
    `add_header Content-Security-Policy ${buildOutput ? '$scoot_static_csp' : '$scoot_csp'} always;`,
    'add_header Strict-Transport-Security $scoot_hsts always;',
    '',
  ].join('\n');
}

/**
 * nginx: the maps the generated headers read. The CSP by the file nginx serves ($uri after
 * try_files and error_page): a page (.html) the site-wide part of its CSP, its hashes being in
 * its <meta>; any other file the asset CSP; in the build output only the files a browser
 * renders on their own. CORP by file (the share images may be shown by other sites). HSTS
 * on TLS connections only.
 */
export function nginxHeaderMaps() {
  const sharedFile = `~^${sharedFiles.pattern.replace(/[.]/g, '\\.').replace('*', '[^/]+')}$`;
  return [
    '# Generated by deploy/hosting.mjs from deploy/headers.mjs; do not edit.',
    'map $uri $scoot_csp {',
    `  default ${quote(assetContentSecurityPolicy)};`,
    `  ${quote('~\\.html$')} ${quote(documentContentSecurityPolicy)};`,
    '}',
    '',
    'map $uri $scoot_static_csp {',
    '  default "";',
    ...renderedExtensions.map(
      (extension) => `  ${quote(`~\\.${extension}$`)} ${quote(assetContentSecurityPolicy)};`,
    ),
    '}',
    '',
    'map $uri $scoot_corp {',
    `  default ${quote(securityHeaders['Cross-Origin-Resource-Policy'])};`,
    `  ${quote(sharedFile)} ${quote(sharedFiles.policy)};`,
    '}',
    '',
    'map $https $scoot_hsts {',
    '  default "";',
    `  on ${quote(strictTransportSecurity)};`,
    '}',
    '',
  ].join('\n');
}

/**
 * nginx: the lowercase route a request for another casing of it, or for it with trailing
 * slashes or `.html`, is redirected to (301, in scoot.conf); "" for no redirect. $uri is
 * already percent-decoded and has its repeated slashes merged. nginx compares plain map
 * keys case-insensitively, so each route is two expressions, the first match winning: its
 * canonical form case-sensitively (no redirect), then every other form of it. One line a
 * route: nginx reads a configuration parameter of at most 4 kB, which one expression for
 * all the routes outgrows at a few dozen cities and openings.
 * @param {string[]} routes
 */
export function nginxRoutesMap(routes) {
  const inner = routes.filter((route) => route !== '/');
  const pattern = (/** @type {string} */ route) =>
    route.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    '# Generated by deploy/hosting.mjs from the routes (out/sitemap.xml); do not edit.',
    'map $uri $scoot_canonical {',
    '  default "";',
    ...inner.flatMap((route) => [
      `  ~^/${pattern(route)}$ "";`,
      `  ~*^/${pattern(route)}(/+|\\.html)?$ ${route};`,
    ]),
    '  ~^/index(\\.html)?$ /;',
    '}',
    '',
  ].join('\n');
}

/**
 * nginx: the 404 view of a request ($uri, decoded, repeated slashes merged), for scoot.conf's
 * `error_page 404 $scoot_not_found`: the language's own (/ja/404.html) for any address under a
 * language's prefix in any casing (/ja/nope, /JA/careers/closed-job, /ja itself), else
 * /404.html. Only a whole first segment counts: /japan/nope is English. The languages are the
 * folders of out/ that hold a 404.html (`readNotFoundLanguages`), so a new one needs no change
 * here. scoot.conf keeps every /<folder>/404.html internal, as it does /404.html.
 * @param {string[]} languages
 */
export function nginxNotFoundMap(languages) {
  return [
    '# Generated by deploy/hosting.mjs from the 404 views of out/ (out/<lang>/404.html); do not edit.',
    'map $uri $scoot_not_found {',
    '  default /404.html;',
    ...languages.map((lang) => {
      if (!/^[a-z0-9][a-z0-9-]*$/.test(lang))
        throw new Error(`hosting: no language prefix: ${lang}`);
      return `  ~*^/${lang}(/|$) /${lang}/404.html;`;
    }),
    '}',
    '',
  ].join('\n');
}

/**
 * The CDN's `_headers`. Cloudflare applies every rule that matches the request URL, in file
 * order, and sends a header set twice twice (a browser would enforce both CSPs), so a more
 * specific rule first removes what it replaces (`! Name`). The rules do not grow with the
 * pages: each page carries its own hashes in a <meta>, and the site-wide rule gives every file
 * the site-wide part of a page's CSP. What the Worker answers itself carries the same headers
 * (`cdnDocumentHeaders`). Files a browser renders on their own (SVG, XML) get the asset CSP by
 * extension; other files cannot script (with nosniff) and keep the site-wide part.
 * @param {string[]} [staticExtensions] the kinds of file of the build output
 */
export function cdnHeaders(staticExtensions = []) {
  /** @param {string} path @param {Record<string, string>} headers @param {string[]} [unset] */
  const rule = (path, headers, unset = []) => [
    path,
    ...unset.map((name) => `  ! ${name}`),
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '',
  ];
  const rules = [
    rule('/*', cdnDocumentHeaders),
    ...renderedExtensions.map((extension) =>
      rule(`/*.${extension}`, { 'Content-Security-Policy': assetContentSecurityPolicy }, [
        'Content-Security-Policy',
      ]),
    ),
    // The build output, by the kinds of file it holds: a rule for the whole folder would
    // also answer a visitor's /_next/static/ with an error view its CSP blocks.
    ...staticExtensions.map((extension) =>
      rule(
        `/_next/static/*.${extension}`,
        {
          'Cache-Control': cacheControl.immutable,
          ...(renderedExtensions.includes(extension)
            ? { 'Content-Security-Policy': assetContentSecurityPolicy }
            : {}),
        },
        ['Cache-Control', 'Content-Security-Policy', ...Object.keys(documentHeaders)],
      ),
    ),
    ...Object.entries(contentTypes).map(([pattern, type]) => {
      const shared = pattern === sharedFiles.pattern;
      return rule(
        pattern,
        {
          'Content-Type': type,
          'Content-Security-Policy': assetContentSecurityPolicy,
          ...(shared ? { 'Cross-Origin-Resource-Policy': sharedFiles.policy } : {}),
        },
        [
          'Content-Type',
          'Content-Security-Policy',
          ...(shared ? ['Cross-Origin-Resource-Policy'] : []),
        ],
      );
    }),
  ];
  if (rules.length > CDN_LIMITS.headerRules) {
    throw new Error(`hosting: ${rules.length} _headers rules, the CDN takes at most 100`);
  }
  const long = rules.flat().find((line) => line.length > CDN_LIMITS.longestHeaderLine);
  if (long) throw new Error(`hosting: a _headers line is over 2,000 characters: ${long}`);
  return [
    '# Generated by deploy/hosting.mjs from deploy/headers.mjs; do not edit.',
    '',
    ...rules.flat(),
  ].join('\n');
}

/**
 * The CDN's `_redirects`: a 301 from each alias page (/About, /ABOUT: files of out/ for hosts
 * without configuration) to its route, so that the CDN, like nginx, has one URL per page. The
 * CDN applies these before looking for a file, and matches them exactly; every other casing
 * matches no file and reaches the Worker, which redirects it (deploy/cdn-worker.mjs), as does
 * any path with a trailing slash (`run_worker_first`), the aliases' included. Two rules per
 * page the registry lists at the top level (nested routes, the job pages, have no aliases).
 * @param {string[]} routes
 * @param {Pick<Page, 'path'>[]} pages
 */
export function cdnRedirects(routes, pages) {
  const lines = pages
    .filter(({ path }) => path !== path.toLowerCase() && routes.includes(path.toLowerCase()))
    .map(({ path }) => `${path} ${path.toLowerCase()} 301`);
  if (lines.length > CDN_LIMITS.staticRedirects) {
    throw new Error(`hosting: ${lines.length} redirects, the CDN takes at most 2,000`);
  }
  return ['# Generated by deploy/hosting.mjs from the pages; do not edit.', ...lines, ''].join(
    '\n',
  );
}

/**
 * The CDN's rules as Cloudflare counts them, beside its limits: `_headers` rules (a line
 * starting with a path) and its longest line, `_redirects` rules split into static ones and
 * dynamic ones (a splat `*` or a `:placeholder` in the source), read from the files.
 * @param {string} outDir
 */
export function cdnRuleCounts(outDir) {
  /** @param {string} name */
  const lines = (name) =>
    existsSync(join(outDir, name)) ? readFileSync(join(outDir, name), 'utf8').split('\n') : [];
  const headers = lines('_headers');
  const redirects = lines('_redirects')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const dynamic = redirects.filter((line) => /[*]|\/:[A-Za-z]/.test(line.split(/\s+/)[0] ?? ''));
  return {
    headerRules: headers.filter((line) => line.startsWith('/')).length,
    longestHeaderLine: Math.max(0, ...headers.map((line) => line.length)),
    staticRedirects: redirects.length - dynamic.length,
    dynamicRedirects: dynamic.length,
    limits: CDN_LIMITS,
  };
}

/**
 * Files wrangler leaves out of the upload (gitignore syntax). The precompressed copies are
 * for nginx: the CDN compresses by itself. wrangler already skips _headers, _redirects and
 * this file.
 */
export const cdnAssetsIgnore = [...precompressed.map((extension) => `*.${extension}`), ''].join(
  '\n',
);

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = join(root, 'out');
  const generatedDir = join(root, 'deploy', 'generated');
  if (!existsSync(join(outDir, 'index.html'))) throw new Error('hosting: build out/ first');

  const pages = readPages(outDir, { write: true });
  const routes = readRoutes(outDir);
  const languages = readNotFoundLanguages(outDir);

  mkdirSync(generatedDir, { recursive: true });
  writeFileSync(
    join(generatedDir, 'serve.json'),
    `${JSON.stringify(serveConfig(pages, routes), null, 2)}\n`,
  );
  writeFileSync(join(generatedDir, 'headers.conf'), nginxHeaders());
  writeFileSync(join(generatedDir, 'static-headers.conf'), nginxHeaders({ buildOutput: true }));
  writeFileSync(join(generatedDir, 'header-maps.conf'), nginxHeaderMaps());
  writeFileSync(join(generatedDir, 'routes-map.conf'), nginxRoutesMap(routes));
  writeFileSync(join(generatedDir, 'not-found-map.conf'), nginxNotFoundMap(languages));
  writeFileSync(join(outDir, '_headers'), cdnHeaders(staticExtensions(outDir)));
  writeFileSync(join(outDir, '_redirects'), cdnRedirects(routes, pages));
  writeFileSync(join(outDir, '.assetsignore'), cdnAssetsIgnore);
  const counts = cdnRuleCounts(outDir);
  console.log(
    `hosting: CSP for ${pages.length} pages, ${routes.length} routes, 404 views ` +
      `${['/404.html', ...languages.map((lang) => `/${lang}/404.html`)].join(' ')}: deploy/generated/ ` +
      `for serve and nginx, out/_headers (${counts.headerRules} rules) and out/_redirects ` +
      `(${counts.staticRedirects} + ${counts.dynamicRedirects}) for the CDN`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
