import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { translator } from '../../lib/messages';

import { buildClone, checkout } from './cmsServer';

/*
 * Content never strands the site, in a clone of this commit built once with content no real
 * day has: an opening whose Japanese is half done, published with the English and a sentence
 * in Japanese saying so; and two openings posted "tomorrow", built at 20:00 UTC, when
 * tomorrow has begun in Yokohama and not in London. The build's clock is fixed
 * (SOURCE_DATE_EPOCH), so what it asserts holds whatever today is.
 */
test.describe.configure({ mode: 'serial' });

/** 2026-11-16, 20:00 UTC: already the 17th in Tokyo, still the 16th in London. */
const BUILT_AT = Date.parse('2026-11-16T20:00:00Z') / 1000;
const HALF = 'ux-analyst-london';
const LATER_LONDON = 'ux-researcher-london';
const LATER_YOKOHAMA = 'motion-designer-yokohama';
const PORT = Number(process.env.E2E_PORT ?? 4173) + 20;
const site = `http://127.0.0.1:${PORT}`;

let clone: string;
let server: ChildProcess | undefined;
let log = '';

const jobFile = (id: string) => join(clone, 'content/jobs', `${id}.json`);
const readJob = (id: string) => JSON.parse(readFileSync(jobFile(id), 'utf8'));
const writeJob = (id: string, data: unknown) => writeFileSync(jobFile(id), JSON.stringify(data));

test.beforeAll(async () => {
  test.setTimeout(600_000);
  clone = mkdtempSync(join(tmpdir(), 'scoot-fallback-'));
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', checkout, clone]);
  execFileSync('cp', ['-al', join(checkout, 'node_modules'), join(clone, 'node_modules')]);

  const london = readJob(HALF);
  const yokohama = readJob('ui-ux-designer-yokohama');
  // Half of the Japanese: the title and the role, not the summary, duties or requirements.
  const unfinished = ['summary', 'duties', 'requirements'];
  writeJob(HALF, {
    ...london,
    ja: Object.fromEntries(
      Object.entries(london.ja).filter(([field]) => !unfinished.includes(field)),
    ),
  });
  // Posted on the 17th where each is: in Yokohama that day has begun, in London not yet.
  writeJob(LATER_LONDON, {
    ...london,
    en: { ...london.en, title: 'UX Researcher', datePosted: '2026-11-17' },
  });
  writeJob(LATER_YOKOHAMA, {
    ...yokohama,
    en: { ...yokohama.en, title: 'Motion Designer', datePosted: '2026-11-17' },
  });

  const built = buildClone(clone, BUILT_AT);
  log = built.stdout + built.stderr;
  expect(built.status, log).toBe(0);

  server = spawn(
    process.execPath,
    [
      join(checkout, 'node_modules/serve/build/main.js'),
      join(clone, 'out'),
      '-l',
      `tcp://127.0.0.1:${PORT}`,
      '--no-clipboard',
      '--no-port-switching',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // serve says where it listens once it does.
  await once(server.stdout!, 'data');
});

test.afterAll(() => {
  server?.kill();
  if (clone) rmSync(clone, { recursive: true, force: true });
});

test('a half-translated opening is published in English on its Japanese page, saying so', async ({
  page,
}) => {
  const english = readJob(HALF).en;
  // The build says which file and language, and goes on.
  const warning = log
    .split('\n')
    .find((line) => line.includes(`content/jobs/${HALF}.json: the Japanese`));
  expect(warning, log).toMatch(/translation is not finished \((ja\.\w+(\[\d+\])?(, )?)+\)/);
  for (const field of ['ja.summary', 'ja.duties', 'ja.requirements'])
    expect(warning).toContain(field);
  expect(log).not.toContain(`content/jobs/${HALF}.json: the Indonesian`);

  await page.goto(`${site}/ja/careers/${HALF}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('note')).toHaveText(translator('ja')('layout.inEnglish'));
  // The entry's words are the English, marked as English for screen readers.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(english.title);
  await expect(heading).toHaveAttribute('lang', 'en');
  await expect(page.getByText(english.summary)).toHaveAttribute('lang', 'en');
  await expect(page.getByText(english.duties[0])).toHaveAttribute('lang', 'en');
  // Around them, the page is Japanese.
  await expect(page.getByRole('link', { name: translator('ja')('job.back') })).toBeVisible();

  // hreflang claims English and Indonesian, not the Japanese that is not there.
  const alternates = (path: string) =>
    page
      .goto(`${site}${path}`)
      .then(() =>
        page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang'))),
      );
  for (const path of [`/careers/${HALF}`, `/ja/careers/${HALF}`, `/id/careers/${HALF}`])
    expect((await alternates(path)).sort(), path).toEqual(['en', 'id', 'x-default']);
  // An opening translated in full keeps all three.
  expect((await alternates('/careers/ui-ux-designer-yokohama')).sort()).toEqual([
    'en',
    'id',
    'ja',
    'x-default',
  ]);

  // The Indonesian, finished, is the Indonesian, with no such sentence.
  await page.goto(`${site}/id/careers/${HALF}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(readJob(HALF).id.title);
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('an opening posted tomorrow where it is is not on the site until that day there', async ({
  page,
}) => {
  // 20:00 UTC on the 16th: the 17th in Yokohama, where the opening is up; the 16th in London.
  expect((await page.goto(`${site}/careers/${LATER_YOKOHAMA}`))!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motion Designer');
  expect((await page.goto(`${site}/careers/${LATER_LONDON}`))!.status()).toBe(404);

  await page.goto(`${site}/careers`);
  await expect(page.locator(`a[href="/careers/${LATER_YOKOHAMA}"]`).first()).toBeVisible();
  await expect(page.locator(`a[href="/careers/${LATER_LONDON}"]`)).toHaveCount(0);
  await expect(page.locator(`a[href="/careers/${HALF}"]`).first()).toBeVisible();
  const sitemap = await (await page.request.get(`${site}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/careers/${LATER_YOKOHAMA}</loc>`);
  expect(sitemap).not.toContain(LATER_LONDON);
});
