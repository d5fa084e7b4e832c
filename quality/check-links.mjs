#!/usr/bin/env node
/**
 * Gate (npm run test:gates): linkinator crawls the export in out/ (or the directory given) as
 * a host without configuration serves it, from every page and every chunk and RSC payload the
 * runtime loaders fetch, and fails on any internal reference not answering 2xx, #fragments
 * included. The site's own origin (canonical links, share images) is checked against the
 * export; other origins are listed, not fetched. Not linkinator's CLI: its file server
 * answers /about with the about/ folder, and the loader's URLs are text in a script.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { LinkChecker, LinkState } from 'linkinator';

import { filesUnder } from '../deploy/export-files.mjs';
import { readLoader } from '../deploy/runtime-loading.mjs';
import { root, runMain, startServer } from './tools.mjs';

/** A free loopback port, from the system. @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function main() {
  const outDir = process.argv[2] ?? join(root, 'out');
  const pages = filesUnder(outDir).filter((file) => file.endsWith('.html'));
  if (!pages.includes('index.html')) throw new Error(`No build in ${outDir}: build first`);
  const home = readFileSync(join(outDir, 'index.html'), 'utf8');
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
  const siteOrigin = canonical ? new URL(canonical).origin : null;
  /** What each page's loader fetches: its start-up chunks and its RSC payload. */
  const chunks = pages.flatMap((file) => {
    const loader = readLoader(readFileSync(join(outDir, file), 'utf8'));
    return loader ? [...loader.sources, loader.payload] : [];
  });

  const server = await startServer({ root, dir: outDir, port: await freePort(), config: false });
  try {
    const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const { links } = await new LinkChecker().check({
      // Each page at its clean URL (about.html at /about), as the site links to it.
      path: [
        ...new Set([...pages.map((file) => `/${file}`.replace(/(index)?\.html$/, '')), ...chunks]),
      ].map((path) => `${server.origin}${path}`),
      ...{ recurse: true, checkCss: true, checkFragments: true, concurrency: 8 },
      linksToSkip: [`^(?!${escape(server.origin)}|${escape(siteOrigin ?? server.origin)})`],
      urlRewriteExpressions: siteOrigin
        ? [{ pattern: new RegExp(`^${escape(siteOrigin)}`), replacement: server.origin }]
        : [],
    });
    const inState = (/** @type {LinkState} */ state) => links.filter((l) => l.state === state);
    // Each broken reference once per page it is on.
    const byPage = new Map(inState(LinkState.BROKEN).map((l) => [l.url + (l.parent ?? ''), l]));
    const broken = [...byPage.values()];
    const checked = inState(LinkState.OK).length;
    const skipped = inState(LinkState.SKIPPED).filter((link) => /^https?:/.test(link.url));
    const external = [...new Set(skipped.map((link) => new URL(link.url).origin))].sort();
    if (broken.length) {
      console.error(`links: ${broken.length} broken reference(s):`);
      for (const link of broken) {
        const where = link.parent ? ` (in ${link.parent.replace(server.origin, '')})` : '';
        const why = (link.failureDetails ?? []).filter((d) => d instanceof Error);
        const url = link.url.replace(server.origin, '');
        console.error(
          `  - ${url}: ${link.status}${where} ${why.map((e) => /** @type {Error} */ (e).message).join('; ')}`,
        );
      }
      process.exitCode = 1;
      return;
    }
    console.log(
      `links: ${checked} internal references from ${pages.length} pages answer; ` +
        `not followed (other origins): ${external.join(', ') || 'none'}`,
    );
  } finally {
    await server.stop();
  }
}

runMain(import.meta.url, main);
