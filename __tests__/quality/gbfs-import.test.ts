/** @jest-environment node */
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';

import { readCityFeeds } from '@/content/cityFeeds';
import * as checks from '@/content/gbfs';

import { FeedError, importFeed } from '../../quality/gbfs-import.mjs';
import { FIXTURE_CITY, fixtureCity, fixtureFeed, omit } from '../fixtures/gbfs';

/*
 * `npm run gbfs:import -- <feed-url> <city>` (quality/gbfs-import.mjs): a live feed's static
 * files into content/gbfs/<city>/, only when they pass the build's checks. Against a feed on a
 * local server, into a scratch project: never the network, never this checkout's content.
 */

type Documents = Record<string, unknown>;

let server: Server;
let base: string;
let documents: Documents;
let root: string;

/** A feed as a live one serves it: gbfs.json listing each file at its own address. */
function serve(feed: Documents, version = '3.0'): Documents {
  return {
    'gbfs.json': {
      last_updated: '2026-12-06T00:00:00Z',
      ttl: 0,
      version,
      data: {
        feeds: [
          { name: 'system_information', url: `${base}/system_information.json` },
          ...Object.keys(feed)
            .filter((name) => name !== 'system_information')
            .map((name) => ({ name, url: `${base}/${name}.json` })),
          { name: 'vehicle_status', url: `${base}/vehicle_status.json` },
        ],
      },
    },
    ...Object.fromEntries(Object.entries(feed).map(([name, data]) => [`${name}.json`, data])),
  };
}

beforeEach(async () => {
  server = createServer((request, response) => {
    const document = documents[(request.url ?? '').slice(1)];
    if (document === undefined) response.writeHead(404).end('not found');
    else
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  documents = serve(fixtureFeed());
  root = mkdtempSync(join(tmpdir(), 'gbfs-import-'));
  mkdirSync(join(root, 'content', 'cities'), { recursive: true });
  const city = omit(fixtureCity(), 'id');
  writeFileSync(
    join(root, 'content', 'cities', `${FIXTURE_CITY}.json`),
    JSON.stringify({ en: city }),
  );
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const folder = () => join(root, 'content', 'gbfs', FIXTURE_CITY);
const run = (url = `${base}/gbfs.json`, city = FIXTURE_CITY) =>
  // Prettier's own import cannot run inside Jest: the files are written unformatted here.
  importFeed(url, city, { root, checks, write: async (path, text) => writeFileSync(path, text) });

describe('importing a feed', () => {
  it('writes the static files the pages use, as the feed serves them, and the build reads them', async () => {
    const written = await run();
    expect(written).toEqual(
      [
        'system_information',
        'vehicle_types',
        'system_pricing_plans',
        'geofencing_zones',
        'station_information',
      ].map((name) => `content/gbfs/${FIXTURE_CITY}/${name}.json`),
    );
    expect(JSON.parse(readFileSync(join(folder(), 'vehicle_types.json'), 'utf8'))).toEqual(
      fixtureFeed().vehicle_types,
    );
    expect(readCityFeeds(root)).toEqual({ [FIXTURE_CITY]: fixtureFeed() });
  });

  it('drops a file the feed no longer has', async () => {
    mkdirSync(folder(), { recursive: true });
    writeFileSync(join(folder(), 'station_information.json'), '{}');
    const feed = omit(fixtureFeed(), 'station_information');
    documents = serve(feed);
    // Rides may end anywhere in this version of the city, so it needs no bays.
    const city = fixtureCity();
    const rest = omit(
      { ...city, rules: { ...city.rules, parking: { status: 'scoot', rule: 'considerate' } } },
      'id',
    );
    writeFileSync(
      join(root, 'content', 'cities', `${FIXTURE_CITY}.json`),
      JSON.stringify({ en: rest }),
    );
    await run();
    expect(readdirSync(folder()).sort()).toEqual([
      'geofencing_zones.json',
      'system_information.json',
      'system_pricing_plans.json',
      'vehicle_types.json',
    ]);
  });
});

describe('refusing a feed, writing nothing', () => {
  const refused = async (promise: Promise<unknown>, message: RegExp) => {
    await expect(promise).rejects.toThrow(FeedError);
    await expect(promise).rejects.toThrow(message);
    expect(existsSync(folder())).toBe(false);
  };

  it('that cannot be reached', async () => {
    await new Promise((resolve) => server.close(resolve));
    server = createServer();
    await refused(
      run(),
      /^Cannot reach the feed's gbfs\.json at http:\/\/127\.0\.0\.1:\d+\/gbfs\.json \(ECONNREFUSED\)/,
    );
  });

  it('that answers a file with an error', async () => {
    delete documents['vehicle_types.json'];
    await refused(run(), /vehicle_types\.json at .* answered 404/);
  });

  it('that is not GBFS 3.0', async () => {
    documents = serve(fixtureFeed(), '2.3');
    await refused(run(), /is GBFS version "2\.3"; the site reads version "3\.0"/);
  });

  it('whose files break the GBFS types, with each file and field', async () => {
    const feed = fixtureFeed();
    (feed.system_pricing_plans.data.plans[0] as { price: unknown }).price = 'one pound';
    documents = serve(feed);
    await refused(
      run(),
      /not valid for testcity; nothing was written:\n {2}- system_pricing_plans\.json, data\.plans\[0\]\.price: must be a number/,
    );
  });

  it('whose scooters are faster than the city’s law', async () => {
    const feed = fixtureFeed();
    feed.vehicle_types.data.vehicle_types[0]!.max_permitted_speed = 25;
    documents = serve(feed);
    await refused(
      run(),
      /vehicle_types\.json, data\.vehicle_types\[0\]\.max_permitted_speed: is 25 km\/h, above the law's 12\.5 mph/,
    );
  });

  it('for a city the site does not have', async () => {
    await refused(run(undefined, 'paris'), /"paris" is not a city in content\/cities\//);
  });

  it('from the command line, with the reason and exit code 1', async () => {
    await new Promise((resolve) => server.close(resolve));
    server = createServer();
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['quality/gbfs-import.mjs', `${base}/gbfs.json`, 'london'],
        { cwd: join(__dirname, '..', '..') },
        (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(result).toEqual({
      code: 1,
      stderr: expect.stringMatching(/^Cannot reach the feed's gbfs\.json at .*ECONNREFUSED/),
    });
  }, 30_000);
});
