/**
 * What the audit and the benchmarks share besides their figures: running a command in the
 * checkout, and writing a results file the repo's Prettier accepts.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as prettier from 'prettier';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Writes a results file formatted with the repo's Prettier settings, so that
 * `prettier --check .` passes on what the audit and the benchmarks commit.
 */
export async function writeFormatted(path, text) {
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
}

/** Runs a command in the checkout, its output on stderr; throws when it fails. */
export function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}
