import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { translator } from '../../lib/messages';

import {
  buildClone,
  changedFiles,
  checkout,
  screenshotForDocs,
  startCms,
  type CmsServer,
} from './cmsServer';

/** The admin driven as an editor does; the steps share the clone, each in a fresh context. */
test.describe.configure({ mode: 'serial' });

let cms: CmsServer;
const foreign: string[] = [];
const violations: string[] = [];

test.beforeAll(async ({}, testInfo) => {
  cms = await startCms(Number(process.env.CMS_E2E_PORT ?? 5320) + testInfo.parallelIndex);
});
test.afterAll(() => cms?.stop());
test.afterEach(() => {
  expect(foreign, 'requests outside loopback').toEqual([]);
  expect(violations, 'CSP violations').toEqual([]);
});

// Aborts and records anything not on loopback; records CSP violations.
test.beforeEach(async ({ context }) => {
  await context.route('**', (route) => {
    const url = new URL(route.request().url());
    if (['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return route.continue();
    foreign.push(url.href);
    return route.abort();
  });
  await context.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
});

/** Logs in to the local backend and opens `hash` (e.g. "collections/faq/entries/faq"). */
async function open(page: Page, hash = '') {
  await page.goto(cms.admin);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Cities' })).toBeVisible();
  if (hash) await page.goto(`${cms.admin}#/${hash}`);
}

/** Opens another entry in a fresh load (the login is kept): a new hash alone empties the form. */
async function reopen(page: Page, hash: string) {
  await page.goto('about:blank');
  await page.goto(`${cms.admin}#/${hash}`);
}

const readJson = (path: string) => JSON.parse(readFileSync(join(cms.clone, path), 'utf8'));

test('the admin answers with noindex, no-referrer, nosniff and its CSP', async ({ page }) => {
  const headers = (await page.goto(cms.admin))!.headers();
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("connect-src 'self'");
  expect(headers['content-security-policy']).toContain("default-src 'none'");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

type Scope = Page | Locator;

/** A field's block (label, control, hint), by its label. */
const CONTROL_CONTAINER = 'ancestor::div[contains(@class,"ControlContainer")][1]';
const field = (scope: Scope, label: string) => fieldIn(scope, label, 0);
/** The same in one pane of the editor: 0 the English, 1 the translation beside it. */
const fieldIn = (scope: Scope, label: string, pane: number) => {
  const named = `normalize-space(.)="${label}" or normalize-space(.)="${label} (optional)"`;
  return scope.locator(`xpath=.//label[${named}]/${CONTROL_CONTAINER}`).nth(pane);
};

/** Opens a collapsed list item, by the summary its bar shows. */
async function openItem(scope: Scope, summary: string) {
  const bar = `.//div[contains(@class,"NestedObjectLabel")][normalize-space(.)="${summary}"]`;
  const item = scope.locator(`xpath=${bar}/..`).first();
  await item.locator('xpath=./div[1]//button[1]').click();
  return item;
}

async function choose(page: Page, scope: Scope, label: string, option: string) {
  await field(scope, label).locator('[class*="control"]').first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function save(page: Page) {
  // Fields pass their value on after a debounce.
  await page.waitForTimeout(800);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

const FAQ = 'content/faq.json';
/** The opening the editor changes: the first file of content/jobs/, whatever the content holds. */
const JOB_ID = readdirSync(join(process.cwd(), 'content', 'jobs'))
  .filter((name) => name.endsWith('.json'))
  .sort()[0]!
  .replace(/\.json$/, '');
const JOB = `content/jobs/${JOB_ID}.json`;
const NEW_ANSWER =
  'Search for Scoot in the App Store or Google Play, or scan the code on any scooter. Signing up takes two minutes.';
const NEW_TITLE = 'Senior UX Analyst';

test('the admin renders its collections after the local login @engines', async ({ page }) => {
  await open(page);
  for (const name of ['Site', 'FAQ', 'Pages', 'Cities', 'Openings', 'Offices'])
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
});

test("an editor changes an FAQ answer and an opening's title", async ({ page }) => {
  await open(page, 'collections/faq/entries/faq');
  const group = await openItem(page, 'How it works');
  const question = await openItem(group, 'How do I download the app?');
  await field(question, 'Answer').locator('textarea').fill(NEW_ANSWER);
  await save(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  await expect.poll(() => readJson(FAQ).en.groups[0].items[0].text).toBe(NEW_ANSWER);

  await reopen(page, `collections/jobs/entries/${JOB_ID}`);
  await field(page, 'Job title').locator('input').fill(NEW_TITLE);
  await save(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  await expect.poll(() => readJson(JOB).en.title).toBe(NEW_TITLE);
});

const SITE = 'content/site.json';
/** What a translator types in the Japanese pane: "up to two months". */
const NEW_DEFERRAL_JA = '最大2か月';

test('a translator edits the Japanese beside the English, which stays as it is', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await open(page, 'collections/site/entries/claims');
  // The editor shows the English and, beside it, the Japanese: only the fields that are words.
  await expect(page.getByText('Writing in EN')).toBeVisible();
  await expect(page.getByText('Writing in JA')).toBeVisible();
  const label = 'Payment can be deferred for';
  const [english, japanese] = [field(page, label), fieldIn(page, label, 1)];
  await expect(japanese.locator('input')).toHaveValue(readJson(SITE).ja.paymentDeferral);
  await expect(fieldIn(page, 'Careers email', 1)).toBeHidden();
  await japanese.locator('input').fill(NEW_DEFERRAL_JA);
  await screenshotForDocs(page, 'translation.png');
  await save(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  await expect.poll(() => readJson(SITE).ja.paymentDeferral).toBe(NEW_DEFERRAL_JA);
  await expect(english.locator('input')).toHaveValue(readJson(SITE).en.paymentDeferral);
  const committed = JSON.parse(
    execFileSync('git', ['show', `HEAD:${SITE}`], { cwd: cms.clone }).toString(),
  );
  expect(readJson(SITE).en).toEqual(committed.en);
  expect(readJson(SITE).id).toEqual(committed.id);
});

/** A live city: its preview is its page. */
const LIVE_CITY = 'london';

test("the preview pane is the city's page, from the unsaved form, in the language written", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  const { en, ja } = JSON.parse(
    readFileSync(join(checkout, `content/cities/${LIVE_CITY}.json`), 'utf8'),
  );
  await open(page, `collections/cities/entries/${LIVE_CITY}`);
  // With translations the editor opens on two languages' forms; the eye shows the preview.
  await page.getByTitle('Toggle preview').click();
  const preview = page.frameLocator('#preview-pane');
  const heading = preview.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Riding in ${en.name}`);
  const age = preview.getByRole('listitem').filter({ hasText: 'Minimum age' });
  await expect(age).toContainText(`You must be ${en.rules.minimumAge.years} or older to ride.`);

  await field(page, 'City').locator('input').fill('Greater London');
  await field(field(page, 'Minimum age'), 'Years').locator('input').fill('16');
  await expect(heading).toHaveText('Riding in Greater London');
  await expect(age).toContainText('You must be 16 or older to ride.');
  await expect(preview.locator('html')).toHaveAttribute('lang', 'en');
  await screenshotForDocs(page, 'preview.png');

  // Writing in Japanese, the pane is the Japanese page, with the age typed in the English.
  await page.getByRole('button', { name: 'Writing in EN' }).click();
  await page.getByRole('menuitem', { name: 'JA' }).click();
  await expect(preview.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(heading).toContainText(ja.name);
  await expect(preview.getByRole('listitem').filter({ hasText: '16' }).first()).toBeVisible();

  // A page's copy shows as that page: the home page's hero.
  const home = JSON.parse(readFileSync(join(checkout, 'content/pages/home.json'), 'utf8'));
  await reopen(page, 'collections/pages/entries/home');
  await expect(page.frameLocator('#preview-pane').getByRole('heading', { level: 1 })).toHaveText(
    home.en.hero.title,
  );
});

const CITY = 'content/cities/porto.json';
const UNCONFIRMED = 'The law, not confirmed: the page sends riders to the app';

/** Text fields as [label in the admin, key in the file, value]. */
type Fields = readonly (readonly [string, string, string | number])[];
const cityFields: Fields = [
  ['City', 'name', 'Porto'],
  ['Country', 'country', 'Portugal'],
  ['Country code', 'countryCode', 'PT'],
  ['Latitude', 'latitude', 41.1579],
  ['Longitude', 'longitude', -8.6291],
];
const sourceFields: Fields = [
  ['Anchor', 'id', 'imt-trotinetes'],
  ['Page title', 'title', 'Trotinetes'],
  ['Publisher', 'publisher', 'IMT'],
  ['Address', 'url', 'https://www.imt-ip.pt/trotinetes'],
  ['Language', 'lang', 'pt'],
  ['Title in this language', 'translation', 'E-scooters'],
];
const saved = (fields: Fields) => Object.fromEntries(fields.map(([, key, value]) => [key, value]));

async function fill(scope: Scope, fields: Fields) {
  for (const [label, , value] of fields)
    await field(scope, label).locator('input').fill(String(value));
}

async function addTo(scope: Scope, label: string, value: string) {
  await field(scope, label).getByRole('button', { name: /^Add/ }).click();
  await field(scope, label).locator('input').last().fill(value);
}

test('an editor adds a city with its rules, some confirmed with a source, some not', async ({
  page,
}) => {
  await open(page, 'collections/cities/new');
  await fill(page, cityFields);
  await addTo(page, 'Districts', 'Baixa');
  await field(page, 'Running since').locator('input[type="date"]').fill('2027-03-01');

  for (const [label, choice, option] of [
    ['Driving licence', 'Licence needed', 'No licence needed'],
    ['Helmet', 'Helmet law', 'Not required'],
  ] as const) {
    const rule = field(page, label);
    await choose(page, rule, 'Status', 'The law: confirmed on an official page');
    await choose(page, rule, choice, option);
    await addTo(rule, 'Sources', 'imt-trotinetes');
  }
  for (const label of ['Minimum age', 'Speed limit', 'Where to ride', 'Parking'])
    await choose(page, field(page, label), 'Status', UNCONFIRMED);

  const sources = field(page, 'Official sources');
  await sources.getByRole('button', { name: /^Add/ }).click();
  await fill(sources, sourceFields);
  await field(sources, 'Last checked').locator('input[type="date"]').fill('2027-02-15');

  await save(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  await expect.poll(() => changedFiles(cms.clone)).toContain(`?? ${CITY}`);
  await screenshotForDocs(page, 'city.png');
});

test('the data files change, and only those', async () => {
  expect(changedFiles(cms.clone)).toEqual(
    [` M ${FAQ}`, ` M ${JOB}`, ` M ${SITE}`, `?? ${CITY}`].sort(),
  );
  // A save changes the edited value and nothing else the site reads: the English as it was
  // but for the edit, each translation's words as they were. The admin may write a
  // translation's keys in another order, and copy into it English values that are not words
  // (which the build accepts when they are the same). The English a translation was reviewed
  // against changed, so each translation is unreviewed, its record kept (content/review.ts).
  const committed = (path: string) =>
    JSON.parse(execFileSync('git', ['show', `HEAD:${path}`], { cwd: cms.clone }).toString());
  const faq = committed(FAQ);
  faq.en.groups[0].items[0].text = NEW_ANSWER;
  const job = committed(JOB);
  job.en.title = NEW_TITLE;
  for (const file of [faq, job]) for (const lang of ['ja', 'id']) file[lang].reviewed = false;
  for (const [path, expected] of [
    [FAQ, faq],
    [JOB, job],
  ] as const) {
    const now = readJson(path);
    expect(now.en).toEqual(expected.en);
    for (const lang of ['ja', 'id']) {
      const { [lang]: translation, en } = now;
      expect(translation).toMatchObject(expected[lang]);
      for (const key of Object.keys(translation).filter((key) => !(key in expected[lang])))
        expect(translation[key], `${path}, ${lang}.${key}`).toEqual(en[key]);
    }
  }
  const city = readJson(CITY).en;
  expect(city).toMatchObject({
    ...saved(cityFields),
    service: { districts: ['Baixa'], since: '2027-03-01' },
    sources: [{ ...saved(sourceFields), checked: '2027-02-15' }],
  });
  const confirmed = { status: 'confirmed', sources: ['imt-trotinetes'] };
  expect(city.rules.licence).toMatchObject({ ...confirmed, required: 'none' });
  expect(city.rules.helmet).toMatchObject({ ...confirmed, law: 'not-required' });
  for (const name of ['minimumAge', 'speedLimit', 'where', 'parking'])
    expect(city.rules[name].status).toBe('unconfirmed');
  // The file's name is the city's id, not a field.
  expect(city).not.toHaveProperty('id');
});

test('the admin refuses an empty required field and a closing date before the posting date', async ({
  page,
}) => {
  const before = readFileSync(join(cms.clone, JOB), 'utf8');
  await open(page, `collections/jobs/entries/${JOB_ID}`);
  const summary = field(page, 'Summary');
  await summary.locator('textarea').fill('');
  await save(page);
  await expect(page.getByText("Oops, you've missed a required field.")).toBeVisible();
  await expect(summary.getByText('Summary is required.')).toBeVisible();
  await summary.locator('textarea').fill('Study how riders use the app.');
  // A click closes a notice: the next one then shows where this one was (and in the guide's
  // picture).
  const missed = page.getByText("Oops, you've missed a required field.");
  await missed.click();
  await expect(missed).toBeHidden();

  await field(page, 'Closes on').locator('input[type="date"]').fill('2020-01-01');
  await save(page);
  // The build's own words (content/schema.ts), as the build would stop at the file.
  await expect(
    page.getByText(`${JOB}, en.validThrough: is before the posting date (datePosted)`),
  ).toBeVisible();
  await screenshotForDocs(page, 'refused.png');
  expect(readFileSync(join(cms.clone, JOB), 'utf8')).toBe(before);
});

test('rebuilt, the site shows the new answer, title and city; a bad value fails the build', async () => {
  test.setTimeout(420_000);
  // Built on the day the opening was posted, so its page is there whatever today is.
  const build = () =>
    buildClone(cms.clone, Date.parse(`${readJson(JOB).en.datePosted}T12:00:00Z`) / 1000);
  const html = (path: string) => readFileSync(join(cms.clone, 'out', path), 'utf8');
  // A new city goes live in every language: before its translations, in English, each
  // language's page saying so, and the build names the file and the language.
  const untranslated = build();
  expect(untranslated.status, untranslated.stdout + untranslated.stderr).toBe(0);
  expect(untranslated.stdout + untranslated.stderr).toContain(
    `${CITY}: the Japanese translation is not finished`,
  );
  expect(html('ja/locations/porto.html')).toContain(translator('ja')('layout.inEnglish'));
  // Its translations, as the admin's Japanese and Indonesian panes save them: the words only.
  const translation = (
    name: string,
    country: string,
    district: string,
    [title, publisher]: [string, string],
  ) => ({
    reviewed: false,
    name,
    country,
    service: { districts: [district] },
    sources: [{ id: 'imt-trotinetes', translation: title, publisher }],
  });
  writeFileSync(
    join(cms.clone, CITY),
    JSON.stringify({
      en: readJson(CITY).en,
      ja: translation('ポルト', 'ポルトガル', 'バイシャ', ['電動キックボード', 'ポルトガル陸運局']),
      id: translation('Porto', 'Portugal', 'Baixa', ['Skuter listrik', 'IMT Portugal']),
    }),
  );
  const built = build();
  expect(built.status, built.stdout + built.stderr).toBe(0);
  expect(html('about.html')).toContain(NEW_ANSWER);
  expect(html(`careers/${JOB_ID}.html`)).toContain(`>${NEW_TITLE}</h1>`);
  expect(html('locations/porto.html')).toContain('Riding in Porto');
  expect(html('ja/locations/porto.html')).toContain('ポルト');
  expect(html('ja/locations/porto.html')).not.toContain(translator('ja')('layout.inEnglish'));
  expect(html('ja.html')).toContain(NEW_DEFERRAL_JA);

  // Forced into the file by hand, the closing date the admin refused stops the build.
  const job = readJson(JOB);
  writeFileSync(
    join(cms.clone, JOB),
    JSON.stringify({ ...job, en: { ...job.en, validThrough: '2020-01-01' } }),
  );
  const refused = build();
  expect(refused.status).not.toBe(0);
  expect(refused.stdout + refused.stderr).toContain(
    `${JOB}, en.validThrough: is before the posting date (datePosted)`,
  );
});
