#!/usr/bin/env node
/**
 * `npm run lockfile`: makes package-lock.json usable by `npm ci` on every platform. The
 * registry these machines reach lacks other platforms' native optional packages (Next, SWC,
 * unrs-resolver), so `npm install` leaves them out and `npm ci` refuses the lockfile. This
 * records them as npm records another platform's package (version, `os`/`cpu`/`libc`,
 * `optional`). Run it after adding or upgrading a dependency (docs/developing.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORM_PACKAGE =
  /-(darwin|linux|win32|android|freebsd|openharmony)-(arm64|x64|arm|ia32|ppc64|s390x|riscv64|loong64)(?:-(gnu|gnueabihf|musl|musleabihf|eabi|msvc))?$/;

const file = new URL('../package-lock.json', import.meta.url);
/** @type {{ packages: Record<string, Record<string, unknown>> }} */
const lock = JSON.parse(readFileSync(file, 'utf8'));
const added = [];
for (const meta of Object.values(lock.packages)) {
  const optional = /** @type {Record<string, string>} */ (meta.optionalDependencies ?? {});
  for (const [name, version] of Object.entries(optional)) {
    const [, os, cpu, abi = ''] = PLATFORM_PACKAGE.exec(name) ?? [];
    if (lock.packages[`node_modules/${name}`] || !os) continue;
    const libc = abi.startsWith('gnu') ? 'glibc' : abi.startsWith('musl') ? 'musl' : null;
    lock.packages[`node_modules/${name}`] = {
      version,
      cpu: [cpu],
      ...(meta.dev === true ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      os: [os],
    };
    added.push(name);
  }
}
// npm keeps the packages sorted by path as its own localeCompare('en') sorts them.
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, 'en')),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `lockfile: added ${added.sort().join(', ')}` : 'lockfile: nothing to add',
);
