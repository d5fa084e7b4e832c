import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { z } from 'zod';

import { ContentError, problemsOf, readJson, type ContentProblem } from './load';

/*
 * A little geography for each city's zone map (content/geography/<city id>.json): the water a
 * rider knows the city by (a river, a coast) and a few district names, so a rider can place
 * themselves among the zones. A GeoJSON FeatureCollection drawn by hand for Scoot, simplified
 * and only approximately right: our own data, so the map carries no third-party attribution.
 */

const name = z.object({ en: z.string().min(1), ja: z.string().min(1), id: z.string().min(1) });
const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

const water = z.object({
  type: z.literal('Feature'),
  properties: z.object({ kind: z.literal('water'), name }),
  geometry: z.discriminatedUnion('type', [
    /** A river, drawn as a broad line. */
    z.object({ type: z.literal('LineString'), coordinates: z.array(position).min(2) }),
    /** A sea or a bay: an outer ring, counterclockwise and closed (RFC 7946). */
    z.object({
      type: z.literal('Polygon'),
      coordinates: z.array(z.array(position).min(4)).length(1),
    }),
  ]),
});

const place = z.object({
  type: z.literal('Feature'),
  properties: z.object({ kind: z.literal('place'), name }),
  geometry: z.object({ type: z.literal('Point'), coordinates: position }),
});

export const geographySchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.union([water, place])),
});

export type Geography = z.output<typeof geographySchema>;
export type Water = z.output<typeof water>;
export type Place = z.output<typeof place>;

/** Each city's geography by city id; the build stops on a file that breaks the schema. */
export function readGeography(root = process.cwd()): Readonly<Record<string, Geography>> {
  const folder = join(root, 'content', 'geography');
  if (!existsSync(folder)) return {};
  const problems: ContentProblem[] = [];
  const geography: Record<string, Geography> = {};
  for (const file of readdirSync(folder)
    .filter((entry) => entry.endsWith('.json'))
    .sort()) {
    const path = `content/geography/${file}`;
    try {
      const data = readJson(path, root);
      const found = problemsOf(geographySchema, data, path);
      if (found.length) problems.push(...found);
      else geography[file.replace(/\.json$/, '')] = geographySchema.parse(data);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length) throw new ContentError(problems);
  return geography;
}

export const cityGeography = readGeography();
