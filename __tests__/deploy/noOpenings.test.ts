/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { careersPage } from '@/content/pages/careers';
import { CAREERS_EMAIL } from '@/content/claims';
import { copyCheckout } from '@/quality/tools.mjs';

/*
 * The site as it builds on a day after every opening has closed: a copy of the checkout,
 * built by `npm run build` with the build's clock (lib/clock.ts) set to the day after the
 * latest closing date in content/jobs/, whatever the content says today.
 */

const root = process.cwd();
const copy = join(root, '.bench', 'no-openings');

/** The day after the last `validThrough` of content/jobs/, at noon UTC, in epoch seconds. */
function dayAfterEveryOpening(): number {
  const folder = join(root, 'content', 'jobs');
  const lastDay = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) =>
        (JSON.parse(readFileSync(join(folder, name), 'utf8')) as { validThrough: string })
          .validThrough,
    )
    .reduce((last, day) => (day > last ? day : last), '2026-01-01');
  return Date.parse(`${lastDay}T12:00:00Z`) / 1000 + 24 * 60 * 60;
}

const read = (path: string) => readFileSync(join(copy, path), 'utf8');
const pagesOf = (folder: string): string[] =>
  readdirSync(join(copy, folder), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pagesOf(join(folder, entry.name))
      : entry.name.endsWith('.html')
        ? [join(folder, entry.name)]
        : [],
  );

let build: ReturnType<typeof spawnSync>;

beforeAll(() => {
  // The tests stay behind: the build type-checks them, and they are not the site.
  copyCheckout(copy, /^(package-lock\.json|jest\.setup\.ts|__tests__\/.*)$/);
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  build = spawnSync('npm', ['run', 'build'], {
    cwd: copy,
    env: { ...process.env, SOURCE_DATE_EPOCH: String(dayAfterEveryOpening()) },
    encoding: 'utf8',
  });
}, 600_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the site on a day with no opening', () => {
  it('builds, with its steps after next build', () => {
    const log = build.status === 0 ? '' : `${build.stdout}${build.stderr}`;
    expect({ status: build.status, log }).toEqual({ status: 0, log: '' });
  });

  it('says so on /careers, with the careers address, and builds no job page', () => {
    const careers = read('out/careers.html');
    expect(careers).toContain(careersPage.jobs.none);
    expect(careers).toContain(`href="mailto:${CAREERS_EMAIL}"`);
    expect(pagesOf('out/careers')).toEqual([]);
  });

  it('lists no opening in the sitemap, the structured data or the servers’ routes', () => {
    expect(read('out/sitemap.xml')).not.toContain('/careers/');
    for (const page of pagesOf('out')) expect(read(page)).not.toMatch(/"(JobPosting|ItemList)"/);
    expect(read('deploy/generated/routes-map.conf')).not.toContain('/careers/');
    expect(read('out/_redirects')).not.toContain('/careers/');
  });
});
