#!/usr/bin/env node
/**
 * Runs first in `npm run deploy`, which uploads the out/ already built (and, in the deploy
 * workflow, already tested) without building it again. A local build and the tests need no
 * public origin (lib/siteUrl.ts falls back to https://scoot.example); the live site does, so
 * this refuses, in a sentence, unless NEXT_PUBLIC_SITE_URL names the public origin and out/
 * was built with it: its robots.txt names the sitemap at that origin, as every canonical
 * link, hreflang, the sitemap and the structured data do (all from lib/siteUrl.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** lib/siteUrl.ts's fallback, which must never go live. */
const PLACEHOLDER = 'https://scoot.example';

/**
 * Why out/ may not go live, as a sentence, or undefined when it may.
 * @param {string | undefined} siteUrl NEXT_PUBLIC_SITE_URL as the deploy is given it
 * @param {string} outDir the built export
 * @returns {string | undefined}
 */
export function deployProblem(siteUrl, outDir) {
  if (!siteUrl?.trim())
    return `NEXT_PUBLIC_SITE_URL is not set, so nothing was deployed: set it to the site's public origin (e.g. https://www.example.com) for the build and for the deploy, or the live pages would name ${PLACEHOLDER} in their canonical links, hreflang, sitemap and structured data.`;
  let origin;
  try {
    origin = new URL(siteUrl).origin;
  } catch {
    return `NEXT_PUBLIC_SITE_URL is "${siteUrl}", which is not a URL, so nothing was deployed: set it to the site's public origin, e.g. https://www.example.com.`;
  }
  if (!origin.startsWith('https://'))
    return `NEXT_PUBLIC_SITE_URL is ${origin}, which is not HTTPS, so nothing was deployed: the live site is served over HTTPS only.`;
  if (origin === PLACEHOLDER)
    return `NEXT_PUBLIC_SITE_URL is ${PLACEHOLDER}, the placeholder of local builds, so nothing was deployed: set it to the site's public origin.`;
  const robots = join(outDir, 'robots.txt');
  if (!existsSync(robots))
    return `out/ holds no built site (no robots.txt), so nothing was deployed: build it first with NEXT_PUBLIC_SITE_URL=${origin} npm run build.`;
  const sitemap = /^Sitemap:\s*(\S+)/im.exec(readFileSync(robots, 'utf8'))?.[1];
  const builtFor = sitemap && URL.canParse(sitemap) ? new URL(sitemap).origin : 'no origin';
  if (builtFor !== origin)
    return `out/ was built for ${builtFor}, not for ${origin}, so nothing was deployed: build it again with NEXT_PUBLIC_SITE_URL=${origin} npm run build.`;
  return undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'out');
  const problem = deployProblem(process.env.NEXT_PUBLIC_SITE_URL, out);
  if (problem) {
    console.error(`deploy: ${problem}`);
    process.exit(1);
  }
  console.log(
    `deploy: out/ was built for ${new URL(process.env.NEXT_PUBLIC_SITE_URL ?? '').origin}`,
  );
}
