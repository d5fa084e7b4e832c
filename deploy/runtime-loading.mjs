#!/usr/bin/env node
/**
 * Runs after `next build`, before deploy/hosting.mjs. Changes how every page loads Next's
 * client runtime, not what it loads; why, what each part costs and what it measured:
 * docs/audit/README.md, "Why the pages load as they do", 1 to 3.
 *
 * 1. The runtime starts on the visitor's first interaction (a click or tap, or a key), not at
 *    load. Next's start-up scripts (`async`, in <head>) leave the page, and a one-line loader
 *    at the end of <body> inserts the same script elements on that interaction, once the page
 *    is parsed. The pages are complete HTML without JavaScript, and the first tap needs no
 *    runtime: links are links, the FAQ is <details>, the menu a <dialog> opened by invoker
 *    commands (components/Navbar), Get Scootin an inline script (components/GetScootinButton).
 * 2. The RSC payload waits for that interaction too. Next writes it twice: inline, as
 *    `self.__next_f.push([1, "…"])` scripts at the end of <body> (about 60 % of the HTML), and
 *    as the route's .txt, which the client router fetches to navigate. The page drops the
 *    inline copy; the loader fetches the .txt with the chunks and hands it to Next as the
 *    inline scripts did, before the runtime starts. If it cannot be fetched, the runtime does
 *    not start (the page stays as it is) and the next interaction retries.
 * 3. webpack's runtime chunk runs last, in a task of its own. The other chunks queue their
 *    modules on `self.webpackChunk_N_E`; the runtime starts the app (module factories, the
 *    payload, hydration's first slice) when it runs, so that start is not added to the task of
 *    the largest chunk, react-dom's. The loader preloads it with the others and inserts it
 *    once they have run.
 *
 * It changes pages only, never a .txt nor a file under `/_next/static/` (named after their
 * content and served immutable; deploy/verify-static.mjs proves it after every build).
 *
 * What it relies on in Next's output, the build checks, and an unexpected page stops it rather
 * than ship a page that never loads its runtime: pages start their chunks with
 * `<script src="/_next/static/…" async="">`, webpack's runtime is the one start-up chunk not
 * matching CHUNK_REGISTRATION, and the inline payload is `[1, text]` pushes whose text is a
 * .txt file of the export, byte for byte. e2e/loading.spec.ts checks the result against the
 * pages Next wrote by other means, and `npm run check:next` runs that spec on the newest
 * Next 16 before an upgrade; `npm run audit` measures whether it all still pays for itself.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { filesUnder } from './export-files.mjs';

/** Marks the element that the loader replaced, so a page is never processed twice. */
const LOADER_MARK = 'data-runtime-loader';

/** Next's start-up chunks: `<script src="/_next/…" async="">` (the nomodule polyfill stays). */
const BOOTSTRAP_SCRIPT =
  /<script src="(\/_next\/static\/[^"]+\.js)"(?: id="[^"]*")? async=""><\/script>/g;
/** Next's low-priority preload of the page's own chunk, which the loader now requests. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;
/** A script of Next's inline RSC payload: one part of its text, as a JSON string. */
const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;
/** A payload part of any kind (the stream's start, `[0]`, is written otherwise, and stays). */
const PAYLOAD_PUSH = /self\.__next_f\.push\(\[(\d)/g;

/**
 * How every chunk but the runtime's begins, after the compile hint next.config.mjs puts first:
 * it registers its modules with the runtime (which may not have run yet) through webpack's
 * global queue. The runtime is the one start-up chunk that registers nothing.
 */
const CHUNK_REGISTRATION = /^(?:\/\/#[^\n]*\n)?(?:"use strict";)?\(self\.webpackChunk_N_E=/;

/**
 * The inline loader. Its first click or keydown (a tap, a key, a screen reader's activation;
 * not a scroll) starts the chunks and fetches the payload, once the document is parsed (Next's
 * stream-start script follows it in <body>) and the frame that answers the interaction is
 * painted. Scripts inserted by script are async, as Next's were. The runtime is preloaded at
 * once and inserted when every other chunk has run or failed (the runtime fetches a missing
 * one itself) and the payload is in, so it starts the app in a task of its own. A payload
 * that fails to arrive is asked for again on the next interaction; the chunks, never twice.
 * A click (or Enter) that follows a link to another page of the site is not an interaction
 * with this page: the page is leaving, and starting React there would only spend the
 * visitor's data on scripts this page never runs and take CPU from the next page's first
 * frame (a prerendered page is shown at once, and the old page's start ran beside its first
 * paint: 235 ms of main thread at 4x, docs/audit/README.md). The loader waits for the next
 * interaction then. A link that opens elsewhere (a new window, a download, a modifier key)
 * or stays on the page (a fragment) is an interaction as before.
 * @param {string[]} chunks the start-up chunks but the runtime, in Next's order
 * @param {string} runtime the runtime chunk
 * @param {string} payload the URL of the page's RSC payload
 */
export function loaderScript(chunks, runtime, payload) {
  return (
    `<script ${LOADER_MARK}="">(function(){var s=${JSON.stringify(chunks)},` +
    `r=${JSON.stringify(runtime)},p=${JSON.stringify(payload)},n=s.length,c=0,d=0,k=0,` +
    "i=['click','keydown'];" +
    "function a(u,f){var e=document.createElement('script');e.src=u;e.onload=e.onerror=f;" +
    'document.head.appendChild(e)}' +
    'function go(){k&&!n&&a(r)}' +
    'function on(){i.forEach(function(t){addEventListener(t,g,{capture:true,once:true,passive:true})})}' +
    'function l(){if(d++)return;fetch(p).then(function(x){if(!x.ok)throw x;return x.text()})' +
    '.then(function(t){(self.__next_f=self.__next_f||[]).push([1,t]);k=1;go()},function(){d=0;on()});' +
    "if(c++)return;var q=document.createElement('link');q.rel='preload';q.as='script';q.href=r;" +
    'document.head.appendChild(q);s.forEach(function(u){a(u,function(){--n;go()})})}' +
    'function w(){requestAnimationFrame(function(){setTimeout(l)})}' +
    // A click or Enter on a link that takes the visitor to another page: not this page's.
    "function o(e){if(e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey||e.type!=='click'&&e.key!=='Enter')return 0;" +
    "var h=e.target&&e.target.closest&&e.target.closest('a[href]'),u;" +
    "if(!h||h.hasAttribute('target')||h.hasAttribute('download'))return 0;" +
    "u=new URL(h.getAttribute('href'),location.href);return u.origin===location.origin&&u.pathname!==location.pathname}" +
    'function g(e){if(o(e))return addEventListener(e.type,g,{capture:true,once:true,passive:true});' +
    "document.readyState==='loading'?document.addEventListener('DOMContentLoaded',w):w()}" +
    'on()})()</script>'
  );
}

/**
 * What the loader of a page this step has changed fetches, read back from the page: the
 * chunks, in the order they run (the runtime last), and the payload's URL.
 * @param {string} html
 * @returns {{ sources: string[], payload: string } | null} null when the page has no loader
 */
export function readLoader(html) {
  if (!html.includes(`${LOADER_MARK}=`)) return null;
  const start = `<script ${LOADER_MARK}="">\\(function\\(\\)\\{`;
  const lists = new RegExp(`${start}var s=(\\[[^\\]]*\\]),r=("[^"]*"),p=("[^"]*")`).exec(html);
  if (!lists) throw new Error('A page has a runtime loader this script did not write');
  const [chunks, runtime, payload] = lists.slice(1).map((json = '') => JSON.parse(json));
  return { sources: [...chunks, runtime], payload };
}

/**
 * A page's inline RSC payload: the text of its `[1, text]` pushes, joined in order.
 * @param {string} html
 * @returns {string | null} null when the page has no inline payload
 */
export function inlinePayload(html) {
  const kinds = [...html.matchAll(PAYLOAD_PUSH)].map(([, kind]) => kind);
  const other = kinds.find((kind) => kind !== '1');
  if (other) throw new Error(`A page's RSC payload has a part of kind ${other}, not text`);
  const parts = [...html.matchAll(PAYLOAD_SCRIPT)].map(([, part = '""']) => JSON.parse(part));
  if (parts.length !== kinds.length)
    throw new Error('A page has a payload script this step cannot read');
  return parts.length === 0 ? null : parts.join('');
}

/**
 * One page with its runtime and its payload moved behind the first interaction.
 * @param {string} html
 * @param {(chunk: string) => boolean} isRuntime whether a start-up chunk (by its URL) is the runtime
 * @param {(payload: string) => string} payloadUrl the URL of a file of the export with the
 *   payload's text (throws when there is none)
 * @returns {{ html: string, sources: string[], payload: string }} sources: the chunks the page
 *   starts, in the order they run; payload: the URL the loader fetches
 */
export function deferRuntime(html, isRuntime, payloadUrl) {
  const loader = readLoader(html);
  if (loader) return { html, ...loader };
  const sources = [...html.matchAll(BOOTSTRAP_SCRIPT)].flatMap(([, source]) => source ?? []);
  if (sources.length === 0) throw new Error('No Next.js start-up script found in a page');
  if (!html.includes('</body>')) throw new Error('A page has no </body>');
  const runtimes = sources.filter(isRuntime);
  const chunks = sources.filter((source) => !runtimes.includes(source));
  if (runtimes.length !== 1 || chunks.length === 0) {
    throw new Error(`A page starts ${runtimes.length} runtime and ${chunks.length} other chunks`);
  }
  const runtime = /** @type {string} */ (runtimes[0]);
  const text = inlinePayload(html);
  if (text === null) throw new Error('A page has no inline RSC payload to hydrate from');
  const payload = payloadUrl(text);
  const deferred = html
    .replace(BOOTSTRAP_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, '')
    .replace(PAYLOAD_SCRIPT, '')
    .replace('</body>', `${loaderScript(chunks, runtime, payload)}</body>`);
  return { html: deferred, sources: [...chunks, runtime], payload };
}

/** @param {string} outDir the static export */
export function optimiseRuntimeLoading(outDir) {
  const files = filesUnder(outDir);
  /**
   * The text of every route's RSC payload (about.txt, _not-found.txt) by URL path: Next's
   * per-segment copies (`__next.*.txt`, for its segment prefetches) are left aside, so a page
   * is never pointed at one of those.
   */
  const payloads = new Map(
    files
      .filter((file) => /^(?!_next\/)(.*\/)?(?!__next\.)[^/]+\.txt$/.test(file))
      .map((file) => [`/${file}`, readFileSync(join(outDir, file), 'utf8')]),
  );
  /** Each start-up chunk's source, read once: pages share them. @type {Map<string, string>} */
  const sources = new Map();
  /** @param {string} chunk a URL path (webpack's [alias] is %5Balias%5D) */
  const isRuntime = (chunk) => {
    const path = join(outDir, ...decodeURIComponent(chunk).split('/'));
    if (!existsSync(path))
      throw new Error(`${chunk} is started by a page but is not in the export`);
    if (!sources.has(chunk)) sources.set(chunk, readFileSync(path, 'utf8'));
    return !CHUNK_REGISTRATION.test(/** @type {string} */ (sources.get(chunk)));
  };
  const pages = files.filter((file) => file.endsWith('.html'));
  const started = new Set();
  for (const file of pages) {
    /** The page's own .txt (about.txt for about.html), else any with the same text (404). */
    const payloadUrl = (/** @type {string} */ text) => {
      const own = `/${file.replace(/\.html$/, '.txt')}`;
      const [url] =
        payloads.get(own) === text ? [own] : ([...payloads].find(([, t]) => t === text) ?? []);
      if (!url) throw new Error(`${file}: no .txt in the export has its payload`);
      return url;
    };
    const page = deferRuntime(readFileSync(join(outDir, file), 'utf8'), isRuntime, payloadUrl);
    writeFileSync(join(outDir, file), page.html);
    for (const chunk of page.sources) started.add(chunk);
  }
  return { pages: pages.length, chunks: started.size };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { pages, chunks } = optimiseRuntimeLoading(join(import.meta.dirname, '..', 'out'));
  console.log(
    `runtime-loading: ${pages} pages in out/ start their ${chunks} start-up chunks ` +
      'and fetch their RSC payload on the first interaction, the runtime last',
  );
}
