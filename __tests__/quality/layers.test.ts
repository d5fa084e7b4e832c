/** @jest-environment node */
import { spawnSync } from 'node:child_process';

import { describe, expect, it } from '@jest/globals';

/*
 * The layers of docs/developing.md, as `npm run lint` holds them (import/no-restricted-paths
 * in eslint.config.mjs): a file of each layer importing from its own layer, from one below
 * and from one above it, through the `@/` alias and by a relative path. Linted in a process
 * of its own, as ESLint loads its configuration as an ES module.
 */

/** Each probe file: its imports, and whether each must be refused. */
const probes: Record<string, [string, boolean][]> = {
  'content/probe.ts': [
    ['@/content/languages', false],
    ['@/lib/cities', true],
    ['../lib/text', true],
    ['@/components/Button/Button', true],
  ],
  'lib/probe.ts': [
    ['@/content/languages', false],
    ['@/lib/text', false],
    ['@/components/Button/Button', true],
    ['../components/views/segment', true],
  ],
  'components/Probe/Probe.tsx': [
    ['@/lib/text', false],
    ['@/components/Button/Button', false],
    ['@/app/(en)/error', true],
    ['../../cms/src/entries', true],
  ],
  'styles/probe.ts': [
    ['./tokens', false],
    ['@/content/languages', true],
    ['../lib/fontLoading', true],
  ],
};

const lint = `
  import { ESLint } from 'eslint';
  const eslint = new ESLint();
  const refused = {};
  for (const [filePath, code] of JSON.parse(process.argv[1])) {
    const [result] = await eslint.lintText(code, { filePath });
    refused[filePath] = result.messages
      .filter((message) => message.ruleId === 'import/no-restricted-paths')
      .map((message) => message.line);
  }
  console.log(JSON.stringify(refused));
`;

describe('the layers', () => {
  it('refuses every import from a layer above, and only those', () => {
    const files = Object.entries(probes).map(([file, imports]) => [
      file,
      imports.map(([from], index) => `import * as m${index} from '${from}';`).join('\n') +
        `\nexport const all = [${imports.map((_, index) => `m${index}`).join(', ')}];\n`,
    ]);
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', lint, JSON.stringify(files)],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    const refused = JSON.parse(run.stdout) as Record<string, number[]>;
    for (const [file, imports] of Object.entries(probes))
      expect({ file, lines: refused[file] }).toEqual({
        file,
        lines: imports.flatMap(([, refuse], index) => (refuse ? [index + 1] : [])),
      });
  }, 120_000);
});
