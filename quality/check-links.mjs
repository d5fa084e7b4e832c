#!/usr/bin/env node
/**
 * Gate (npm run test:gates): linkinator crawls the export in out/ (or the directory given)
 * as a host without configuration serves it (serve's defaults), from every page and every
 * start-up chunk and RSC payload the pages' runtime loaders fetch, and fails on any internal
 * reference that does not answer 2xx, #fragments included. URLs on the site's own origin
 * (canonical links, share images) are checked against the export; other origins are listed,
 * not fetched.
 *
 * linkinator's CLI alone cannot: its file server answers /about with Next's about/ folder,
 * not about.html as every real host does, and the loader's URLs are text in a script.
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
      recurse: true,
      checkCss: true,
      checkFragments: true,
      concurrency: 8,
      linksToSkip: [`^(?!${escape(server.origin)}|${escape(siteOrigin ?? server.origin)})`],
      urlRewriteExpressions: siteOrigin
        ? [{ pattern: new RegExp(`^${escape(siteOrigin)}`), replacement: server.origin }]
        : [],
    });
    const broken = [
      ...new Map(
        links
          .filter((link) => link.state === LinkState.BROKEN)
          .map((link) => [link.url + (link.parent ?? ''), link]),
      ).values(),
    ];
    const checked = links.filter((link) => link.state === LinkState.OK).length;
    const external = [
      ...new Set(
        links
          .filter((link) => link.state === LinkState.SKIPPED && /^https?:/.test(link.url))
          .map((link) => new URL(link.url).origin),
      ),
    ].sort();
    if (broken.length) {
      console.error(`links: ${broken.length} broken reference(s):`);
      for (const link of broken) {
        const where = link.parent ? ` (in ${link.parent.replace(server.origin, '')})` : '';
        const why = (link.failureDetails ?? []).flatMap((d) =>
          d instanceof Error ? [d.message] : [],
        );
        console.error(
          `  - ${link.url.replace(server.origin, '')}: ${link.status}${where} ${why.join('; ')}`,
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
