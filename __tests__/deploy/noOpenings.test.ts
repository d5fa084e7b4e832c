/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { careersPage } from '@/lib/pages/careers';
import { LANGUAGES, localePath } from '@/content/languages';
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
    .map((name) => {
      // The dates are entered once, in the English of each file ({ en, ja, id }).
      const file = JSON.parse(readFileSync(join(folder, name), 'utf8')) as {
        en?: { validThrough?: string };
      };
      const day = file.en?.validThrough ?? '';
      // A date it cannot read would build on the wrong day, with every opening still open.
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day))
        throw new Error(`content/jobs/${name}: no en.validThrough date to build after`);
      return day;
    })
    .reduce((last, day) => (day > last ? day : last), '2026-01-01');
  return Date.parse(`${lastDay}T12:00:00Z`) / 1000 + 24 * 60 * 60;
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

const read = (path: string) => readFileSync(join(copy, path), 'utf8');
/** The HTML pages under a folder of the copy; none where the build wrote no such folder. */
const pagesOf = (folder: string): string[] =>
  !existsSync(join(copy, folder))
    ? []
    : readdirSync(join(copy, folder), { withFileTypes: true }).flatMap((entry) =>
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

  it.each(LANGUAGES)(
    'says so on /careers in %s, with the careers address, and builds no job page',
    (lang) => {
      const path = localePath(lang, '/careers');
      expect(existsSync(join(copy, 'out', `${path}.html`))).toBe(true);
      const careers = read(`out${path}.html`);
      expect(careers).toContain(escapeHtml(careersPage[lang].jobs.none));
      expect(careers).toContain(`href="mailto:${CAREERS_EMAIL}"`);
      expect(pagesOf(`out${path}`)).toEqual([]);
    },
  );

  it('lists no opening in the sitemap, the structured data or the servers’ routes', () => {
    expect(read('out/sitemap.xml')).not.toContain('/careers/');
    for (const page of pagesOf('out')) expect(read(page)).not.toMatch(/"(JobPosting|ItemList)"/);
    expect(read('deploy/generated/routes-map.conf')).not.toContain('/careers/');
    expect(read('out/_redirects')).not.toContain('/careers/');
  });
});
