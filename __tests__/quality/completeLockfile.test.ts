/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { completeLockfile, type LockEntry, platformEntry } from '@/quality/complete-lockfile.mjs';

describe('the lockfile that npm ci installs from', () => {
  it('records every platform build of a native package, so npm ci accepts it anywhere', () => {
    const lock = JSON.parse(readFileSync(join(process.cwd(), 'package-lock.json'), 'utf8'));
    expect(completeLockfile(lock)).toEqual([]);
    expect(lock.packages['node_modules/@next/swc-darwin-arm64']).toMatchObject({
      os: ['darwin'],
      cpu: ['arm64'],
      optional: true,
    });
  });

  it('adds a missing platform build as npm records one for another platform', () => {
    const lock: { packages: Record<string, LockEntry> } = {
      packages: {
        '': { devDependencies: { tool: '1.0.0' } },
        'node_modules/tool': {
          version: '1.0.0',
          dev: true,
          optionalDependencies: {
            'tool-linux-x64-gnu': '1.0.0',
            'tool-win32-ia32-msvc': '1.0.0',
            'tool-linux-arm-musleabihf': '1.0.0',
            'tool-wasm': '1.0.0',
          },
        },
        'node_modules/tool-linux-x64-gnu': { version: '1.0.0', integrity: 'sha512-x' },
      },
    };
    expect(completeLockfile(lock)).toEqual(['tool-linux-arm-musleabihf', 'tool-win32-ia32-msvc']);
    expect(lock.packages['node_modules/tool-win32-ia32-msvc']).toEqual({
      version: '1.0.0',
      cpu: ['ia32'],
      dev: true,
      optional: true,
      os: ['win32'],
    });
    expect(lock.packages['node_modules/tool-linux-arm-musleabihf']).toMatchObject({
      libc: ['musl'],
    });
    // The installed build is left as it was; a name without a platform is not guessed at.
    expect(lock.packages['node_modules/tool-linux-x64-gnu']).toEqual({
      version: '1.0.0',
      integrity: 'sha512-x',
    });
    expect(Object.keys(lock.packages)).not.toContain('node_modules/tool-wasm');
    expect(Object.keys(lock.packages)[0]).toBe('');
  });

  it('reads the platform from the package name', () => {
    expect(platformEntry('@next/swc-darwin-x64', '16.4.6', false)).toEqual({
      version: '16.4.6',
      cpu: ['x64'],
      optional: true,
      os: ['darwin'],
    });
    expect(platformEntry('@swc/core-linux-arm-gnueabihf', '1.0.0', true)).toMatchObject({
      cpu: ['arm'],
      libc: ['glibc'],
      os: ['linux'],
    });
    expect(platformEntry('react-dom', '19.3.1', false)).toBeNull();
  });
});
