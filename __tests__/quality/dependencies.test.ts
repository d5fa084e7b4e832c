/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';

import { expect, it } from '@jest/globals';

/*
 * Every package the code imports is one package.json names: a package reached only as another
 * one's dependency goes away, or changes major version, when that one is upgraded.
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);

/** The specifiers of a module's static and dynamic imports, re-exports and requires. */
function importsOf(source: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

/** The package a bare specifier names, or undefined for a path, an alias or Node's own. */
function packageOf(specifier: string): string | undefined {
  if (/^(\.|\/|@\/|node:|scoot:)/.test(specifier)) return undefined;
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  return builtinModules.includes(name) ? undefined : name;
}

it('finds the imports of a module, and the package each names', () => {
  const source = [
    "import { a } from 'pkg-a/sub';",
    "import type { B } from '@scope/b';",
    "import 'side-effect';",
    "export { c } from './local';",
    "const d = await import('node:fs');",
    "const e = require('e');",
    "const message = `read from '${file}'`;",
  ].join('\n');
  expect(importsOf(source).map(packageOf)).toEqual([
    'pkg-a',
    '@scope/b',
    undefined,
    'side-effect',
    undefined,
    'e',
  ]);
});

it('declares every package the tracked code imports', () => {
  const files = execFileSync(
    'git',
    ['ls-files', '*.ts', '*.tsx', '*.mts', '*.mjs', '*.js', '*.cjs'],
    { encoding: 'utf8' },
  )
    .split('\n')
    // Not this file, whose examples above name made-up packages.
    .filter((file) => file && file !== '__tests__/quality/dependencies.test.ts');
  expect(files.length).toBeGreaterThan(100);
  const undeclared = files.flatMap((file) =>
    importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const name = packageOf(specifier);
      // A module of types alone comes from its @types package.
      const types = name && `@types/${name.replace(/^@(.+)\/(.+)$/, '$1__$2')}`;
      return name && !declared.has(name) && !declared.has(types!) ? [`${file}: ${name}`] : [];
    }),
  );
  expect(undeclared).toEqual([]);
});
