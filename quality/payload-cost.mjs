#!/usr/bin/env node
/**
 * What Next's RSC payload costs each page (issue 16). Every page carries its content twice:
 * as HTML, and again as the React Server Components payload (`self.__next_f.push(...)`
 * scripts) that the client router hydrates from and navigates with. With inline CSS
 * (`experimental.inlineCss`) the payload also holds the page's CSS as text, and the inline
 * art as data: URLs. This reads out/ and reports, per page: the HTML as a file and with
 * brotli 11 (as nginx sends it), the payload's share of both, and how many times the
 * page's CSS and art appear in it. Reads only; needs a build.
 *
 * Usage: node quality/payload-cost.mjs [out dir] [--out FILE] (default docs/audit/payload.md;
 * "-" prints only).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';

import { measuredPages } from '../deploy/export-files.mjs';
import { root, runMain, writeFormatted } from './tools.mjs';

const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g;

/** @param {string} text */
const br = (text) =>
  brotliCompressSync(Buffer.from(text), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;

/**
 * Non-overlapping occurrences of a string in another.
 * @param {string} haystack
 * @param {string} needle
 */
const count = (haystack, needle) => (needle ? haystack.split(needle).length - 1 : 0);

/**
 * One page's figures.
 * @param {string} html
 */
export function payloadCost(html) {
  const scripts = [...html.matchAll(PAYLOAD_SCRIPT)];
  const payloadHtml = scripts.map((match) => match[0]).join('');
  const decoded = scripts
    .map((match) => {
      const chunk = JSON.parse(match[1] ?? 'null');
      return typeof chunk[1] === 'string' ? chunk[1] : '';
    })
    .join('');
  const withoutPayload = html.replace(PAYLOAD_SCRIPT, '');
  const rules = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? '')
    .join('');
  // A CSS rule of the page found in the payload: the payload holds each stylesheet's text.
  const cssSamples = [...rules.matchAll(/[.#][\w-]+\{[^{}]{20,}\}/g)].map((m) => m[0]);
  const cssCopies = cssSamples.length
    ? Math.min(...cssSamples.slice(0, 20).map((rule) => count(decoded, rule)))
    : 0;
  // As the markup escapes them (React writes ' as &#x27; in attributes), then as the text.
  const art = [...withoutPayload.matchAll(/src="(data:image\/svg\+xml,[^"]+)"/g)].map((m) =>
    (m[1] ?? '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&'),
  );
  const artBytes = art.reduce((sum, url) => sum + url.length, 0);
  return {
    htmlBytes: html.length,
    htmlBrotli: br(html),
    payloadBytes: payloadHtml.length,
    withoutPayloadBrotli: br(withoutPayload),
    payloadBrotli: br(html) - br(withoutPayload),
    cssBytes: rules.length,
    cssCopiesInPayload: cssCopies,
    artBytes,
    artCopiesInPayload: art.length ? Math.min(...art.map((url) => count(decoded, url))) : 0,
  };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string', default: join(root, 'docs', 'audit', 'payload.md') } },
  });
  const outDir = positionals[0] ?? join(root, 'out');
  const pages = [...measuredPages(outDir)];
  const kb = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);
  const pct = (/** @type {number} */ part, /** @type {number} */ whole) =>
    `${Math.round((part / whole) * 100)} %`;
  const rows = pages.map(([name, file]) => {
    const c = payloadCost(readFileSync(join(outDir, file), 'utf8'));
    return `| ${name} | ${kb(c.htmlBytes)} | ${kb(c.payloadBytes)} (${pct(c.payloadBytes, c.htmlBytes)}) | ${kb(c.htmlBrotli)} | ${kb(c.payloadBrotli)} (${pct(c.payloadBrotli, c.htmlBrotli)}) | ${kb(c.cssBytes)} × ${c.cssCopiesInPayload} | ${kb(c.artBytes)} × ${c.artCopiesInPayload} |`;
  });
  const table = [
    '| page | HTML kB | of it, RSC payload kB | HTML brotli kB | of it, payload kB | page CSS kB × copies in payload | inline art kB × copies in payload |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  console.log(table);
  if (values.out === '-') return;
  await writeFormatted(
    values.out,
    [
      '# What the RSC payload costs',
      '',
      `Written by \`node quality/payload-cost.mjs\` from the build in \`out/\` on ${new Date().toISOString()}.`,
      'Each page carries its content twice: as HTML, and as the React Server Components payload',
      '(`self.__next_f.push(...)` scripts) that the client router hydrates from and navigates with.',
      '"Payload kB" under brotli is what the payload adds to the page as nginx sends it (brotli 11',
      'of the page minus brotli 11 of the page without the payload scripts). The copies columns',
      'count how often the page’s CSS and its inline art appear inside the payload (besides the',
      'one copy in the markup).',
      '',
      table,
      '',
    ].join('\n'),
  );
}

runMain(import.meta.url, main);
