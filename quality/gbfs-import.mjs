#!/usr/bin/env node
/**
 * `npm run gbfs:import -- <feed-url> <city>`: reads a live GBFS v3.0 feed's static files into
 * content/gbfs/<city>/, when operations has one. It reads the feed's `gbfs.json`, fetches the
 * files the city pages use (system_information, vehicle_types, system_pricing_plans,
 * geofencing_zones and, where the feed has one, station_information), and checks them as the
 * build does (content/gbfs.ts: the GBFS types, the site's languages, the city's law). It writes
 * nothing unless every file passes: an unreachable or invalid feed is refused, saying why.
 * Review the diff and commit it as any content change.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Not quality/tools.mjs at load: it loads Prettier, whose own dynamic import Jest cannot run.
const checkout = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @type {(path: string, text: string) => Promise<void>} */
const writeFormatted = async (path, text) =>
  (await import('./tools.mjs')).writeFormatted(path, text);

/** How long a feed may take to answer before it counts as unreachable. */
const TIMEOUT_MS = 15_000;

/** A refusal: the message is for the person who ran the command. */
export class FeedError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'FeedError';
  }
}

/**
 * content/gbfs.ts for node: TypeScript with the project's `@/` paths and MobilityData's checkers
 * as TypeScript source, so esbuild bundles it into one module, imported from memory (as
 * quality/review.mjs does for content/review.ts).
 * @returns {Promise<typeof import('../content/gbfs')>}
 */
async function loadChecks() {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [join(checkout, 'content', 'gbfs.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const code = Buffer.from(outputFiles[0]?.text ?? '').toString('base64');
  return import(`data:text/javascript;base64,${code}`);
}

/**
 * A document of the feed, as JSON; a feed that cannot be reached, answers with an error or
 * does not answer JSON is refused.
 * @param {string} url
 * @param {string} what the file, for the message
 */
async function fetchJson(url, what) {
  /** @type {Response} */
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const cause = /** @type {{ cause?: { code?: string, message?: string } }} */ (error).cause;
    throw new FeedError(
      `Cannot reach the feed's ${what} at ${url} (${cause?.code ?? cause?.message ?? /** @type {Error} */ (error).message}). Check the address and that the feed is up.`,
    );
  }
  if (!response.ok)
    throw new FeedError(
      `The feed's ${what} at ${url} answered ${response.status} ${response.statusText}, not the file.`,
    );
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new FeedError(`The feed's ${what} at ${url} is not JSON.`);
  }
}

/**
 * Reads a feed's static files, checks them, and writes them into content/gbfs/<city>/.
 * @param {string} feedUrl the address of the feed's gbfs.json
 * @param {string} cityId a city of content/cities/
 * @param {{
 *   root?: string,
 *   checks?: Pick<typeof import('../content/gbfs'), 'FEED_FILES' | 'parseFeed' | 'feedLawProblems' | 'feedFolder'>,
 *   write?: (path: string, text: string) => Promise<void>,
 * }} [options] the project to write into; content/gbfs.ts (bundled by esbuild by default);
 *   how a file is written (formatted by Prettier, as `npm run lint` checks, by default)
 * @returns {Promise<string[]>} the files written, from the project root
 */
export async function importFeed(
  feedUrl,
  cityId,
  { root = checkout, checks, write = writeFormatted } = {},
) {
  if (!URL.canParse(feedUrl) || !/^https?:$/.test(new URL(feedUrl).protocol))
    throw new FeedError(`"${feedUrl}" is not the http(s) address of a feed's gbfs.json.`);
  const cityFile = join(root, 'content', 'cities', `${cityId}.json`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(cityId) || !existsSync(cityFile))
    throw new FeedError(
      `"${cityId}" is not a city in content/cities/ (its file's name, e.g. london).`,
    );
  const gbfs = checks ?? (await loadChecks());

  const discovery = await fetchJson(feedUrl, 'gbfs.json');
  if (discovery?.version !== '3.0')
    throw new FeedError(
      `${feedUrl} is GBFS version ${JSON.stringify(discovery?.version)}; the site reads version "3.0".`,
    );
  /** @type {unknown} */
  const listed = discovery?.data?.feeds;
  if (!Array.isArray(listed))
    throw new FeedError(`${feedUrl} lists no files (data.feeds): is it a gbfs.json?`);
  /** @type {Map<string, string>} */
  const urls = new Map(
    listed
      .filter((entry) => typeof entry?.name === 'string' && typeof entry?.url === 'string')
      .map((entry) => [entry.name, new URL(entry.url, feedUrl).href]),
  );

  /** @type {Partial<Record<import('../content/gbfs').FeedFileName, unknown>>} */
  const files = {};
  for (const name of /** @type {import('../content/gbfs').FeedFileName[]} */ (
    Object.keys(gbfs.FEED_FILES)
  )) {
    const url = urls.get(name);
    if (url) files[name] = await fetchJson(url, `${name}.json`);
  }

  const parsed = gbfs.parseFeed(cityId, files);
  const city = { ...JSON.parse(readFileSync(cityFile, 'utf8')).en, id: cityId };
  const problems = parsed.feed ? gbfs.feedLawProblems(city, parsed.feed) : parsed.problems;
  if (problems.length)
    throw new FeedError(
      [
        `The feed at ${feedUrl} is not valid for ${cityId}; nothing was written:`,
        ...problems.map(
          ({ file, field, problem }) =>
            `  - ${file.replace(`${gbfs.feedFolder(cityId)}/`, '')}, ${field}: ${problem}`,
        ),
      ].join('\n'),
    );

  const folder = join(root, gbfs.feedFolder(cityId));
  mkdirSync(folder, { recursive: true });
  const written = [];
  for (const name of Object.keys(gbfs.FEED_FILES)) {
    const path = join(folder, `${name}.json`);
    const data = files[/** @type {import('../content/gbfs').FeedFileName} */ (name)];
    // The folder mirrors the feed: a file the feed no longer has goes too.
    if (data === undefined) rmSync(path, { force: true });
    else {
      await write(path, JSON.stringify(data, null, 2));
      written.push(`${gbfs.feedFolder(cityId)}/${name}.json`);
    }
  }
  return written;
}

async function main() {
  const [feedUrl, cityId] = process.argv.slice(2);
  if (!feedUrl || !cityId) {
    console.error('usage: npm run gbfs:import -- <address of the feed’s gbfs.json> <city id>');
    process.exitCode = 1;
    return;
  }
  try {
    const written = await importFeed(feedUrl, cityId);
    console.log(`Imported ${feedUrl} into:\n${written.map((file) => `  ${file}`).join('\n')}`);
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

// As runMain in quality/tools.mjs: a thrown error (a bug, not a refused feed) exits 2.
if (process.argv[1] === fileURLToPath(import.meta.url))
  main().catch((error) => {
    console.error(error);
    process.exit(2);
  });
