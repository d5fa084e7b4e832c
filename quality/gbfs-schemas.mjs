#!/usr/bin/env node
/**
 * `node quality/gbfs-schemas.mjs <dir>`: checks every city's GBFS files (content/gbfs/<city>/)
 * against the official GBFS v3.0 JSON Schemas in <dir> (MobilityData's, one `<name>.json` per
 * file, e.g. ../shared/gbfs/v3.0). The build checks the files against MobilityData's types
 * (content/gbfs.ts); the schemas say more (patterns of language codes, whole numbers, dates and
 * e-mail addresses), so run this after editing a file. Exits 1 when a file fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

import { root, runMain } from './tools.mjs';

// ajv-formats is CommonJS with its function as `default`: Node's import gives the module.
const addFormats = /** @type {typeof import('ajv-formats').default} */ (
  /** @type {{ default?: unknown }} */ (addFormatsModule).default ?? addFormatsModule
);

/**
 * @typedef {{ file: string, errors: string[] }} SchemaResult a file, from the checkout, and
 *   what its schema says is wrong with it (none: it passes)
 */

/**
 * Checks each city's files against the schema of the same name in `schemaDir`.
 * @param {string} schemaDir the folder of the official schemas
 * @param {string} [feedsDir] the folder of the cities' folders
 * @returns {SchemaResult[]}
 */
export function checkFeeds(schemaDir, feedsDir = join(root, 'content', 'gbfs')) {
  // The schemas are draft-07 and use `format` (date-time, email, uri).
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const validators = new Map();
  const schemaFor = (/** @type {string} */ name) => {
    let validate = validators.get(name);
    if (!validate) {
      validate = ajv.compile(JSON.parse(readFileSync(join(schemaDir, `${name}.json`), 'utf8')));
      validators.set(name, validate);
    }
    return validate;
  };
  return readdirSync(feedsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((city) =>
      readdirSync(join(feedsDir, city.name))
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => {
          const path = join(feedsDir, city.name, name);
          const validate = schemaFor(basename(name, '.json'));
          const valid = validate(JSON.parse(readFileSync(path, 'utf8')));
          return {
            file: path.startsWith(root) ? path.slice(root.length + 1) : path,
            errors: valid
              ? []
              : (validate.errors ?? []).map(
                  (error) => `${error.instancePath || '(the whole file)'} ${error.message ?? ''}`,
                ),
          };
        }),
    );
}

runMain(import.meta.url, () => {
  const schemaDir = process.argv[2];
  if (!schemaDir) throw new Error('usage: node quality/gbfs-schemas.mjs <folder of the schemas>');
  const results = checkFeeds(schemaDir);
  for (const { file, errors } of results) {
    console.log(`${errors.length ? 'FAIL' : 'ok  '} ${file}`);
    for (const error of errors) console.log(`       ${error}`);
  }
  const failed = results.filter((result) => result.errors.length).length;
  console.log(
    `${results.length - failed} of ${results.length} files pass the GBFS v3.0 schemas in ${schemaDir}`,
  );
  if (failed) process.exitCode = 1;
});
