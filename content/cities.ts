import { byLaunch } from './order';
import { citySchema } from './schema';
import { readPublishedCollection } from './load';
import { eachLanguage } from './translations';

/**
 * Cities where Scoot runs today, one file each under content/cities/ (its name is the page's
 * address, /locations/<id>), in the order they launched. A launch is one file: the map, the
 * list, the "cities live" count, the city's page, its share card and its sitemap entry follow.
 *
 * `rules` is the local law a rider must know, in fields the page words for itself
 * (lib/pages/city.ts), so a page cannot say more than the data. Every confirmed rule
 * names the official pages it was read on (`sources`), each with the day it was last
 * checked; the schema refuses a rule without a source and the build warns when a check is
 * old (RULES_CHECK_MAX_DAYS). A rule no official page confirmed is not stated: the page
 * points to the app instead.
 */
const published = readPublishedCollection('cities', citySchema, (name) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- seen by the bundler (readFolder)
  require(`./cities/${name}`),
);

/** The cities in each language, in the order they launched. */
export const cities = eachLanguage((lang) => published.entries[lang].sort(byLaunch));

/** The cities whose translation is not finished, by file and language (content/fallbacks.ts). */
export const cityFallbacks = published.fallbacks;

/** How many cities Scoot runs in: what the pages say, counted, never typed. */
export const CITIES_LIVE = cities.en.length;
