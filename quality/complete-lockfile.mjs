#!/usr/bin/env node
/**
 * `npm run lockfile`: makes package-lock.json usable by `npm ci` on every platform.
 *
 * Next, SWC and unrs-resolver ship their native code as optional packages, one per
 * platform. The registry these machines reach does not serve the macOS, Windows and some
 * Linux builds, so `npm install` here leaves them out of the lockfile, and `npm ci` then
 * refuses the lockfile as out of sync ("Missing: @next/swc-darwin-arm64@ from lock file").
 *
 * This script adds the missing ones as npm itself records a package for another platform:
 * name, version, `os`/`cpu`/`libc` and `optional`. `npm ci` skips them on a platform they
 * do not fit without asking the registry, and on the platform they fit npm fetches them by
 * name and version as usual. `npm install` keeps the entries. Run it after adding or
 * upgrading a dependency; __tests__/quality/completeLockfile.test.ts fails until you do.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PLATFORM_PACKAGE =
  /-(darwin|linux|win32|android|freebsd|openharmony)-(arm64|x64|arm|ia32|ppc64|s390x|riscv64|loong64)(?:-(gnu|gnueabihf|musl|musleabihf|eabi|msvc))?$/;

/** @typedef {Record<string, unknown>} LockEntry one package of a lockfile's `packages` */

/**
 * The lockfile entry npm writes for a platform package it did not install, or null when
 * the name does not say its platform.
 * @param {string} name
 * @param {string} version
 * @param {boolean} dev whether the package that wants it is a dev dependency
 * @returns {LockEntry | null}
 */
export function platformEntry(name, version, dev) {
  const match = PLATFORM_PACKAGE.exec(name);
  if (!match) return null;
  const [, os, cpu, abi = ''] = match;
  const libc = abi.startsWith('gnu') ? 'glibc' : abi.startsWith('musl') ? 'musl' : null;
  return {
    version,
    cpu: [cpu],
    ...(dev ? { dev: true } : {}),
    ...(libc ? { libc: [libc] } : {}),
    optional: true,
    os: [os],
  };
}

/**
 * Adds the missing platform packages to a parsed lockfile (v2/v3), in place.
 * @param {{ packages: Record<string, LockEntry> }} lock
 * @returns {string[]} the names added
 */
export function completeLockfile(lock) {
  const added = [];
  for (const meta of Object.values(lock.packages)) {
    const optional = /** @type {Record<string, string>} */ (meta.optionalDependencies ?? {});
    for (const [name, version] of Object.entries(optional)) {
      const key = `node_modules/${name}`;
      if (lock.packages[key]) continue;
      const entry = platformEntry(name, version, meta.dev === true);
      if (!entry) continue;
      lock.packages[key] = entry;
      added.push(name);
    }
  }
  // npm keeps the packages sorted by path, the root ('') first.
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return added.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = completeLockfile(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `lockfile: added ${added.join(', ')}` : 'lockfile: nothing to add');
}
