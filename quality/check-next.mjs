#!/usr/bin/env node
/**
 * `npm run check:next`: what the newest Next 16 release does to the site, before an upgrade.
 * Not part of `npm test` (it installs from the registry). In a throwaway copy of the checkout
 * it installs that release of next and eslint-config-next, builds (which stops when the
 * runtime loader cannot read Next's pages), then runs e2e/loading.spec.ts on the desktop
 * project. A pass/fail line per step; exits 1 when a step fails.
 * Options: --version V (another release), --port N (the spec's E2E_PORT: $E2E_PORT, else 4393;
 * nginx and the CDN's runtime listen 7 and 14 above it), --keep (leave the copy).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import semver from 'semver';

import { copyCheckout, root, runMain } from './tools.mjs';

/** @param {string} dir @param {string} name */
const versionIn = (dir, name) =>
  JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;

function main() {
  const { values } = parseArgs({
    options: {
      version: { type: 'string' },
      port: { type: 'string', default: process.env.E2E_PORT ?? '4393' },
      keep: { type: 'boolean', default: false },
    },
  });
  const view = execFileSync('npm', ['view', 'next@16', 'version', '--json'], { encoding: 'utf8' });
  const version = values.version ?? semver.maxSatisfying([JSON.parse(view)].flat(), '16');
  if (!version) throw new Error('The registry has no release of Next 16');
  const log = (/** @type {string} */ line) => console.log(`check:next: ${line}`);
  const why = values.version ? 'asked for' : 'the newest 16 release';
  log(`Next ${version} (${why}; the lockfile has ${versionIn(root, 'next')})`);

  const dir = copyCheckout(mkdtempSync(join(tmpdir(), 'scoot-check-next-')));
  const packages = ['next', 'eslint-config-next'].map((name) => `${name}@${version}`);
  /** @type {[string, string[]][]} each step's name and command */
  const steps = [
    ['install', ['npm', 'install', '--no-audit', '--no-fund', ...packages]],
    ['build', ['npm', 'run', 'build']],
    ['loading spec', ['npx', 'playwright', 'test', 'loading.spec.ts', '--project=desktop']],
  ];
  let failed;
  try {
    [failed] =
      steps.find(([name, [command = '', ...args]]) => {
        const started = performance.now();
        const { status } = spawnSync(command, args, {
          cwd: dir,
          stdio: ['ignore', 2, 2],
          // CI: Playwright starts its own servers, and fails rather than test what already listens.
          env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: '1', E2E_PORT: values.port },
        });
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        log(`${name}: ${status === 0 ? 'pass' : `FAIL (exit ${status})`} in ${seconds} s`);
        if (name === 'install' && status === 0) log(`installed next ${versionIn(dir, 'next')}`);
        return status !== 0;
      }) ?? [];
  } finally {
    if (values.keep) log(`the copy is in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
  log(
    failed
      ? `FAIL: with Next ${version} the ${failed} step fails (above): not ready to upgrade`
      : `PASS: Next ${version} builds the site, and the loading spec passes on its pages`,
  );
  process.exitCode = failed ? 1 : 0;
}

runMain(import.meta.url, main);
