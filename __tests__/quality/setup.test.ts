/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { planSetup, requirements } from '@/quality/setup.mjs';

const defaults = requirements.map((requirement) => requirement.path);
const chromium = requirements.find((requirement) => requirement.env === 'CHROMIUM_PATH')!;

/** A machine on which exactly `present` exist. */
const machine = (present: string[], overrides: Partial<Parameters<typeof planSetup>[0]> = {}) => ({
  env: {},
  exists: (path: string) => present.includes(path),
  isRoot: false,
  hasAptGet: true,
  ...overrides,
});

describe('the setup step that npm test runs first', () => {
  it('does nothing when every program is where Debian puts it', () => {
    expect(planSetup(machine(defaults))).toEqual({ action: 'ready' });
  });

  it('accepts a program the variable points at instead of the Debian path', () => {
    const elsewhere = '/opt/chromium/chrome';
    const present = [...defaults.filter((path) => path !== chromium.path), elsewhere];
    expect(planSetup(machine(present, { env: { CHROMIUM_PATH: elsewhere } }))).toEqual({
      action: 'ready',
    });
  });

  it('installs what is missing with apt-get as root on Debian, saying what and why', () => {
    const plan = planSetup(
      machine(
        defaults.filter((path) => !/nginx/.test(path)),
        { isRoot: true },
      ),
    );
    expect(plan.action).toBe('install');
    if (plan.action !== 'install') return;
    expect(plan.packages).toEqual(['nginx', 'libnginx-mod-http-brotli-static']);
    expect(plan.lines).toHaveLength(2);
    expect(plan.lines[0]).toMatch(/^nginx is missing \(\/usr\/sbin\/nginx\): installing .*nginx/);
  });

  it('stops without root, with the install command and the variable for each missing piece', () => {
    const plan = planSetup(machine(defaults.slice(1)));
    expect(plan).toEqual({ action: 'stop', lines: [expect.any(String)] });
    if (plan.action !== 'stop') return;
    expect(plan.lines[0]).toContain('Chromium is missing (/usr/bin/chromium)');
    expect(plan.lines[0]).toContain('`sudo apt-get install chromium`');
    expect(plan.lines[0]).toContain('CHROMIUM_PATH');
  });

  it('installs the other engines the browser tests run in: Firefox, and WebKit on a virtual display', () => {
    const plan = planSetup(machine([chromium.path], { isRoot: true }));
    expect(plan.action).toBe('install');
    if (plan.action !== 'install') return;
    expect(plan.packages).toEqual(
      expect.arrayContaining(['firefox-esr', 'webkit2gtk-driver', 'libwebkit2gtk-4.1-0', 'xvfb']),
    );
  });

  it('stops as root too where there is no apt-get', () => {
    const plan = planSetup(machine([], { isRoot: true, hasAptGet: false }));
    expect(plan.action).toBe('stop');
    if (plan.action === 'stop') expect(plan.lines).toHaveLength(requirements.length);
  });

  it('stops, even as root, when a variable points at nothing: apt cannot mend that', () => {
    const plan = planSetup(machine(defaults, { isRoot: true, env: { NGINX: '/nope/nginx' } }));
    expect(plan.action).toBe('stop');
    if (plan.action === 'stop')
      expect(plan.lines[0]).toMatch(/^nginx: NGINX=\/nope\/nginx does not exist/);
  });

  it('fails within seconds, before any test, when run as a command on such a machine', () => {
    const run = spawnSync(process.execPath, [join(process.cwd(), 'quality/setup.mjs')], {
      env: { ...process.env, CHROMIUM_PATH: '/nope/chromium' },
      encoding: 'utf8',
      timeout: 5_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('setup: Chromium: CHROMIUM_PATH=/nope/chromium does not exist');
  });
});
