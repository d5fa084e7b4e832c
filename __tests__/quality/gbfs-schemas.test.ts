/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from '@jest/globals';

import { checkFeeds } from '../../quality/gbfs-schemas.mjs';

/*
 * The cities' GBFS files against MobilityData's official JSON Schemas
 * (quality/gbfs-schemas.mjs). The schemas are not part of the project: they are read from
 * ../shared/gbfs/v3.0 beside the checkout where there is one, and these tests are skipped,
 * saying so, on a clone without it.
 */

const SCHEMAS = join(__dirname, '..', '..', '..', 'shared', 'gbfs', 'v3.0');
const present = existsSync(join(SCHEMAS, 'system_information.json'));
const whenSchemas = present ? it : it.skip;
const why = present ? '' : ' (skipped: no official schemas at ../shared/gbfs/v3.0)';
// Jest names no test of a file whose every test is skipped: say why once.
if (!present) console.warn(`GBFS schema tests skipped: no ${SCHEMAS} beside the checkout.`);

describe('the official GBFS v3.0 schemas', () => {
  let scratch: string | undefined;
  afterEach(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  whenSchemas(`pass every file of every city${why}`, () => {
    const results = checkFeeds(SCHEMAS);
    expect(results.length).toBeGreaterThanOrEqual(16);
    expect(results.filter(({ errors }) => errors.length)).toEqual([]);
  });

  whenSchemas(`fail a file the build's types let through, saying where${why}`, () => {
    // A language code the types accept (any text) but the schema's pattern does not.
    scratch = mkdtempSync(join(tmpdir(), 'gbfs-schemas-'));
    const city = join(scratch, 'london');
    mkdirSync(city);
    const file = join(
      __dirname,
      '..',
      '..',
      'content',
      'gbfs',
      'london',
      'system_information.json',
    );
    const data = JSON.parse(readFileSync(file, 'utf8'));
    data.data.languages = ['EN'];
    writeFileSync(join(city, 'system_information.json'), JSON.stringify(data));
    expect(checkFeeds(SCHEMAS, scratch)).toEqual([
      {
        file: join(city, 'system_information.json'),
        errors: [expect.stringMatching(/^\/data\/languages\/0 must match pattern/)],
      },
    ]);
  });
});
