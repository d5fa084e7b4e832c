#!/usr/bin/env node
/**
 * Runs after `next build`, before deploy/hosting.mjs. Changes how every page loads Next's
 * client runtime, not what it loads, for the mobile budgets (measured in docs/audit/README.md):
 *
 * 1. The runtime starts on the visitor's first interaction (a click or tap, or a key), not at
 *    load. Next puts its script chunks in <head> as `async`, so on a phone the chunks (about
 *    140 kB gzip of React and the router) download alongside the page and their start (one
 *    task of 0.3-0.7 s on the audit's low-end phone without the compile hint, next.config.mjs)
 *    lands on whatever the visitor does first.
 *    The pages are complete HTML without JavaScript (the no-JS gate proves it), and the
 *    first tap needs no runtime: links are links, the FAQ is <details>, the menu is a
 *    <dialog> opened by invoker commands (polyfilled where missing, components/Navbar), Get
 *    Scootin is an inline script (components/GetScootinButton). A reader who only scrolls
 *    never pays for React. Each page gets the same script elements, inserted by a one-line
 *    loader at the end of <body> on that first interaction, once the page is parsed.
 * 2. webpack's runtime chunk runs last, in a task of its own. The other chunks queue their
 *    modules on `self.webpackChunk_N_E`; the runtime installs them and starts the app
 *    (module factories, the RSC payload, hydration's first slice) when it runs, so the app's
 *    start is not added to the task of the largest chunk, react-dom. The loader preloads the
 *    runtime with the other chunks but inserts it only once they have run.
 *
 * It changes pages only, never a file under `/_next/static/`: those are named after their
 * content and served immutable (deploy/verify-static.mjs proves it after every build).
 *
 * What a Next.js upgrade has to re-check (the build stops if any of it fails): that pages
 * still start their chunks with `<script src="/_next/static/…" async="">`, that webpack's
 * runtime is still the one start-up chunk not matching CHUNK_REGISTRATION (the runtime picks
 * up chunks queued on `self.webpackChunk_N_E` whenever it runs), and, by measuring
 * (`npm run audit`), that both still pay for themselves.
 *
 * Every step is checked: an unexpected page shape stops the build rather than ship a page
 * that never loads its runtime.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { htmlFiles } from './export-files.mjs';

/** Marks the element that the loader replaced, so a page is never processed twice. */
const LOADER_MARK = 'data-runtime-loader';

/** Next's start-up chunks: `<script src="/_next/…" async="">` (the nomodule polyfill stays). */
const BOOTSTRAP_SCRIPT =
  /<script src="(\/_next\/static\/[^"]+\.js)"(?: id="[^"]*")? async=""><\/script>/g;
/** Next's low-priority preload of the page's own chunk, which the loader now requests. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

/**
 * How every chunk but the runtime's begins, after the compile hint next.config.mjs puts first:
 * it registers its modules with the runtime (which may not have run yet) through webpack's
 * global queue.
 */
const CHUNK_REGISTRATION = /^(?:\/\/#[^\n]*\n)?(?:"use strict";)?\(self\.webpackChunk_N_E=/;

/**
 * Whether a chunk's source is webpack's runtime, the one start-up chunk that registers
 * nothing.
 * @param {string} source
 */
export function isRuntimeChunk(source) {
  return !CHUNK_REGISTRATION.test(source);
}

/**
 * The inline loader. Its first click or keydown (a tap, a key, a screen reader's activation;
 * not a scroll) starts the chunks, once the document is parsed: Next's payload scripts follow
 * it in <body>. Scripts inserted by script are async, as Next's were. The runtime is
 * preloaded at once and inserted when every other chunk has run or failed (the runtime
 * fetches a missing one itself), so it starts the app in a task of its own.
 * @param {string[]} chunks the start-up chunks but the runtime, in Next's order
 * @param {string} runtime the runtime chunk
 */
export function loaderScript(chunks, runtime) {
  return (
    `<script ${LOADER_MARK}="">(function(){var s=${JSON.stringify(chunks)},` +
    `r=${JSON.stringify(runtime)},d=0,i=['click','keydown'];` +
    "function a(u,f){var e=document.createElement('script');e.src=u;e.onload=e.onerror=f;" +
    'document.head.appendChild(e)}' +
    "function l(){if(d++)return;var n=s.length,p=document.createElement('link');" +
    "p.rel='preload';p.as='script';p.href=r;document.head.appendChild(p);" +
    's.forEach(function(u){a(u,function(){--n||a(r)})})}' +
    "function g(){document.readyState==='loading'?document.addEventListener('DOMContentLoaded',l):l()}" +
    'i.forEach(function(t){addEventListener(t,g,{capture:true,once:true,passive:true})})})()</script>'
  );
}

/**
 * The chunks a loader written by loaderScript() inserts, read back from its text, in the
 * order they run: the runtime last.
 * @param {string} text the loader's script text
 * @returns {string[] | null} null when the text is not such a loader
 */
export function loaderSources(text) {
  const lists = /^\(function\(\)\{var s=(\[[^\]]*\]),r=("[^"]*")/.exec(text);
  return lists?.[1] && lists[2] ? [...JSON.parse(lists[1]), JSON.parse(lists[2])] : null;
}

/**
 * One page with its runtime moved behind the first interaction.
 * @param {string} html
 * @param {(chunk: string) => boolean} isRuntime whether a start-up chunk (by its URL) is the runtime
 * @returns {{ html: string, sources: string[] }} sources: the chunks the page starts, in the order they run
 */
export function deferRuntime(html, isRuntime) {
  if (html.includes(`${LOADER_MARK}=`)) {
    const text = new RegExp(`<script ${LOADER_MARK}="">([^<]*)</script>`).exec(html)?.[1];
    const sources = text === undefined ? null : loaderSources(text);
    if (!sources) throw new Error('A page has a runtime loader this script did not write');
    return { html, sources };
  }
  const sources = [...html.matchAll(BOOTSTRAP_SCRIPT)].flatMap(([, source]) => source ?? []);
  if (sources.length === 0) throw new Error('No Next.js start-up script found in a page');
  if (!html.includes('</body>')) throw new Error('A page has no </body>');
  const runtimes = sources.filter(isRuntime);
  const chunks = sources.filter((source) => !runtimes.includes(source));
  if (runtimes.length !== 1 || chunks.length === 0) {
    throw new Error(`A page starts ${runtimes.length} runtime and ${chunks.length} other chunks`);
  }
  const runtime = /** @type {string} */ (runtimes[0]);
  const deferred = html
    .replace(BOOTSTRAP_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, '')
    .replace('</body>', `${loaderScript(chunks, runtime)}</body>`);
  return { html: deferred, sources: [...chunks, runtime] };
}

/** @param {string} outDir the static export */
export function optimiseRuntimeLoading(outDir) {
  const chunks = new Set();
  const pages = htmlFiles(outDir);
  /** @param {string} chunk a URL path (webpack's [alias] is %5Balias%5D) */
  const pathOf = (chunk) => join(outDir, ...decodeURIComponent(chunk).split('/'));
  /** Each start-up chunk's source, read once: pages share them. @type {Map<string, string>} */
  const chunkSources = new Map();
  /** @param {string} chunk */
  const sourceOf = (chunk) => {
    let source = chunkSources.get(chunk);
    if (source === undefined) {
      if (!existsSync(pathOf(chunk)))
        throw new Error(`${chunk} is started by a page but is not in the export`);
      source = readFileSync(pathOf(chunk), 'utf8');
      chunkSources.set(chunk, source);
    }
    return source;
  };
  /** @param {string} chunk */
  const isRuntime = (chunk) => isRuntimeChunk(sourceOf(chunk));
  for (const file of pages) {
    const { html, sources } = deferRuntime(readFileSync(file, 'utf8'), isRuntime);
    writeFileSync(file, html);
    for (const chunk of sources) chunks.add(chunk);
  }
  return { pages: pages.length, chunks: chunks.size };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'out');
  const { pages, chunks } = optimiseRuntimeLoading(outDir);
  const where = relative(process.cwd(), outDir).split(sep).join('/') || '.';
  console.log(
    `runtime-loading: ${pages} pages in ${where} start their ${chunks} start-up chunks ` +
      'on the first interaction, the runtime last',
  );
}
