import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { FEED_FILES, feedFile, parseFeed, type CityFeed, type FeedFileName } from './gbfs';
import { ContentError, readJson, type ContentProblem } from './load';

/**
 * Each city's system as GBFS v3.0 files, one folder per city under content/gbfs/ (its name
 * is the city's id): what the city page says a ride costs and where it may end. Read and
 * checked against the GBFS types here (content/gbfs.ts); the root layout checks them against
 * the city's law with the rest of the content (lib/validate.ts).
 */
export function readCityFeeds(root = process.cwd()): Readonly<Record<string, CityFeed>> {
  const folder = join(root, 'content', 'gbfs');
  if (!existsSync(folder)) return {};
  const problems: ContentProblem[] = [];
  const feeds: Record<string, CityFeed> = {};
  const cityIds = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const cityId of cityIds) {
    const files: Partial<Record<FeedFileName, unknown>> = {};
    let unreadable = false;
    for (const name of Object.keys(FEED_FILES) as FeedFileName[]) {
      const file = feedFile(cityId, name);
      if (!existsSync(join(root, file))) continue;
      try {
        files[name] = readJson(file, root);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems.push(...error.problems);
        unreadable = true;
      }
    }
    if (unreadable) continue;
    const parsed = parseFeed(cityId, files);
    if (parsed.feed) feeds[cityId] = parsed.feed;
    problems.push(...parsed.problems);
  }
  if (problems.length) throw new ContentError(problems);
  return feeds;
}

/** Every city's files, by city id; the build stops on a file that breaks a rule. */
export const cityFeeds = readCityFeeds();
