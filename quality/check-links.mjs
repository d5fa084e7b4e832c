#!/usr/bin/env node
/**
 * Gate (npm run test:gates): every internal reference in the export resolves to a file in
 * out/ (or the directory given as the first argument), the way serve and nginx resolve it:
 * links, stylesheets, preloads, icons, scripts, images and srcset candidates in every page;
 * url() in every stylesheet and inline style; and #fragments, which must name an id on the
 * target page. Absolute URLs on the site's own origin (the canonical links) count as internal.
 * Other origins are not fetched (there is no network), only listed in the summary.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { parse } from 'parse5';

import { loaderSources } from '../deploy/runtime-loading.mjs';
import { attribute as attr, root, runMain, textOf, walkHtml as walk } from './tools.mjs';

/** Attributes that hold one URL, by element. @type {Record<string, string[]>} */
const URL_ATTRIBUTES = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
  use: ['href', 'xlink:href'],
  image: ['href', 'xlink:href'],
};
/** <meta> whose content is a URL (social cards). */
const URL_METAS = /^(og:image|og:url|og:image:secure_url|twitter:image)$/;
const SKIPPED_SCHEMES = /^(mailto|tel|sms|javascript|data|blob):/i;

/**
 * Every file under a directory, relative to it with forward slashes.
 * @param {string} dir
 * @returns {string[]}
 */
function files(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, base);
    return [relative(base, path).split(sep).join('/')];
  });
}

/**
 * The URL path a file is served at: about.html at /about, index.html at /.
 * @param {string} file
 */
export function pagePath(file) {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

/**
 * The file a URL path is served from, as serve (cleanUrls) and nginx (try_files $uri
 * $uri.html $uri/index.html) resolve it; null when nothing would be served.
 * @param {string} outDir
 * @param {string} path
 * @returns {string | null}
 */
export function resolveFile(outDir, path) {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const relativePath = decoded.replace(/^\/+/, '');
  const candidates = decoded.endsWith('/')
    ? [`${relativePath}index.html`]
    : [relativePath, `${relativePath}.html`, `${relativePath}/index.html`];
  for (const candidate of candidates) {
    const full = join(outDir, candidate);
    if (!full.startsWith(outDir)) return null;
    if (candidate && existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/**
 * url(...) references in a stylesheet, unquoted or quoted.
 * @param {string} css
 * @returns {string[]}
 */
export function cssUrls(css) {
  return [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

/**
 * The URLs of a srcset: the first token of each comma-separated candidate.
 * @param {string} srcset
 * @returns {string[]}
 */
export function srcsetUrls(srcset) {
  return srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/**
 * Everything a page refers to, with where it was found.
 * @param {string} html
 */
function pageReferences(html) {
  /** @type {{ url: string, where: string }[]} */
  const references = [];
  /** @type {Set<string>} */
  const ids = new Set();
  let canonical;
  for (const node of walk(parse(html))) {
    if (!node.tagName) continue;
    const id = attr(node, 'id');
    if (id) ids.add(id);
    const name = attr(node, 'name');
    if (node.tagName === 'a' && name) ids.add(name);
    for (const attribute of URL_ATTRIBUTES[node.tagName] ?? []) {
      const value = attr(node, attribute);
      if (value !== undefined)
        references.push({ url: value, where: `<${node.tagName} ${attribute}>` });
    }
    for (const attribute of ['srcset', 'imagesrcset']) {
      const value = attr(node, attribute);
      if (value) {
        for (const url of srcsetUrls(value))
          references.push({ url, where: `<${node.tagName} ${attribute}>` });
      }
    }
    if (
      node.tagName === 'meta' &&
      URL_METAS.test(attr(node, 'property') ?? attr(node, 'name') ?? '')
    ) {
      references.push({ url: attr(node, 'content') ?? '', where: '<meta content>' });
    }
    if (node.tagName === 'link' && attr(node, 'rel') === 'canonical')
      canonical = attr(node, 'href');
    const style = attr(node, 'style');
    if (style) for (const url of cssUrls(style)) references.push({ url, where: 'style=""' });
    // The scripts deploy/runtime-loading.mjs moved into a loader are references all the same.
    if (node.tagName === 'script' && attr(node, 'data-runtime-loader') !== undefined) {
      for (const url of loaderSources(textOf(node)) ?? [])
        references.push({ url, where: '<script data-runtime-loader>' });
    }
    if (node.tagName === 'style') {
      for (const url of cssUrls(textOf(node))) references.push({ url, where: '<style>' });
    }
  }
  return { references, ids, canonical };
}

/**
 * Checks the export; returns the broken references as sentences, plus counts.
 * @param {string} outDir
 */
export function checkLinks(outDir) {
  const all = files(outDir);
  const pages = new Map();
  for (const file of all.filter((f) => f.endsWith('.html'))) {
    pages.set(file, pageReferences(readFileSync(join(outDir, file), 'utf8')));
  }
  // The site's canonical origin, from the home page's canonical link when it has one.
  const canonical = pages.get('index.html')?.canonical;
  const siteOrigin = canonical ? new URL(canonical).origin : null;
  const localOrigin = 'http://scoot.invalid';

  /** @type {string[]} */
  const broken = [];
  /** @type {Set<string>} */
  const external = new Set();
  let checked = 0;

  /** @param {string} url @param {string} base the referring file's URL path @param {string} from */
  const check = (url, base, from) => {
    const trimmed = url.trim();
    if (trimmed === '' || SKIPPED_SCHEMES.test(trimmed)) return;
    let target;
    try {
      target = new URL(trimmed, new URL(base, localOrigin));
    } catch {
      broken.push(`${from}: ${url} is not a URL`);
      return;
    }
    const internal = target.origin === localOrigin || target.origin === siteOrigin;
    if (!internal) {
      external.add(target.origin);
      return;
    }
    checked += 1;
    const file = resolveFile(outDir, target.pathname);
    if (!file) {
      broken.push(`${from}: ${url} → nothing in out/ for ${target.pathname}`);
      return;
    }
    const fragment = decodeURIComponent(target.hash.slice(1));
    if (fragment && fragment !== 'top' && file.endsWith('.html')) {
      if (!pages.get(file)?.ids.has(fragment)) {
        broken.push(`${from}: ${url} → ${file} has no element with id "${fragment}"`);
      }
    }
  };

  for (const [file, { references }] of pages) {
    for (const { url, where } of references) check(url, pagePath(file), `${file} ${where}`);
  }
  for (const file of all.filter((f) => f.endsWith('.css'))) {
    for (const url of cssUrls(readFileSync(join(outDir, file), 'utf8'))) {
      check(url, `/${file}`, `${file} url()`);
    }
  }
  return { broken, checked, pages: pages.size, external: [...external].sort() };
}

function main() {
  const outDir = process.argv[2] ?? join(root, 'out');
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`No build in ${outDir}`);
  const { broken, checked, pages, external } = checkLinks(outDir);
  if (broken.length) {
    console.error(`links: ${broken.length} broken reference(s):`);
    for (const line of broken) console.error(`  - ${line}`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `links: ${checked} internal references in ${pages} pages and their stylesheets resolve; ` +
      `not followed (other origins, links only): ${external.join(', ') || 'none'}`,
  );
}

runMain(import.meta.url, main);
