import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Locator, type Page, type Request } from '@playwright/test';

import { buildClone, gitIn, MAIN, screenshotForDocs, startCms, type CmsServer } from './cmsServer';

/**
 * The editorial workflow the hosted admin runs on GitHub (cms/src/config.ts: publish_mode
 * editorial_workflow), proven offline with decap-server's git backend on a throwaway clone:
 * a save makes a draft branch, the status moves from Drafts to In review to Ready, Publish
 * merges it into main, and the rebuilt site shows it. The steps share the clone and run in
 * order, each in a fresh browser context (Decap keeps drafts in IndexedDB).
 *
 * decap-server's git backend runs one request at a time behind a lock that a request gives up
 * on after 3 seconds (HTTP 500, "Request timed out" in its log). Measured here (2026-11-28, a
 * busy 2-core machine): reading a draft takes 60-90 ms, two checkouts included; 20 such
 * requests at once all answered, 40 at once and 13 timed out. The admin sends a few at a time,
 * so each step only waits for the admin's own confirmation (the toolbar or the board showing
 * the result, which comes once the request and the reloads after it have answered) before the
 * next. Every answer of the API is recorded: a request that failed, the lock's time-outs
 * included, fails the test instead of being retried.
 */
test.describe.configure({ mode: 'serial' });

let cms: CmsServer;
const foreign: string[] = [];
const apiFailures: string[] = [];

test.beforeAll(async ({}, testInfo) => {
  cms = await startCms(Number(process.env.CMS_WORKFLOW_PORT ?? 5350) + testInfo.parallelIndex, {
    mode: 'git',
  });
});
test.afterAll(() => cms?.stop());
test.afterEach(() => {
  expect(foreign, 'requests outside loopback').toEqual([]);
  expect(apiFailures, 'failed requests to the git backend').toEqual([]);
});

test.beforeEach(async ({ context, page }) => {
  // Aborts and records anything not on loopback.
  await context.route('**', (route) => {
    const url = new URL(route.request().url());
    if (['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return route.continue();
    foreign.push(url.href);
    return route.abort();
  });
  inFlight = 0;
  const api = (request: Request) => request.url().endsWith('/api/v1');
  page.on('request', (request) => (inFlight += +api(request)));
  page.on('requestfinished', (request) => (inFlight -= +api(request)));
  page.on('requestfailed', (request) => (inFlight -= +api(request)));
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/v1') || response.ok()) return;
    const { action } = response.request().postDataJSON() as { action: string };
    // How the backend says an entry has no draft, which the editor asks on opening it.
    if (action === 'unpublishedEntry' && response.status() === 404) return;
    apiFailures.push(`${action}: ${response.status()} ${await response.text()}`);
  });
  // Publish asks "Are you sure?" with window.confirm, which Playwright would dismiss.
  page.on('dialog', (dialog) => dialog.accept());
});

const git = (...args: string[]) => gitIn(cms.clone, ...args);

/** The admin's requests to the backend that have not answered yet. */
let inFlight = 0;

/**
 * Once the admin has no request under way, expects the clone on main with nothing to commit.
 * While a request runs, the backend may have another branch checked out: it reads a draft's
 * files by checking its branch out and back.
 */
async function expectIdleOnMain() {
  await expect.poll(() => inFlight).toBe(0);
  expect(git('branch', '--show-current')).toBe(MAIN);
  expect(git('status', '--porcelain', '--untracked-files=all')).toBe('');
}

const FAQ = 'content/faq.json';
/** The draft's branch: cms/<collection>/<slug>, the FAQ collection's one file. */
const BRANCH = 'cms/faq/faq';
const ENTRY = 'collections/faq/entries/faq';
/** decap-server keeps the status as `decap-cms/<status>` in the branch's description. */
const status = () => git('config', `branch.${BRANCH}.description`);
const NEW_ANSWER =
  'Stop riding somewhere safe, take a photo of the scooter and report it in the app. Our team collects it within the hour.';
/** The commit the clone started from, main before the workflow. */
let start: string;

/** Logs in to the local backend (the Workflow board is in the header) and opens `hash`. */
async function open(page: Page, hash: string) {
  await page.goto(cms.admin);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Workflow' })).toBeVisible();
  await page.goto(`${cms.admin}#/${hash}`);
}

/** A field's block (label, control, hint) in the English pane, by its label. */
const field = (scope: Page | Locator, label: string) =>
  scope
    .locator(
      `xpath=.//label[normalize-space(.)="${label}"]/ancestor::div[contains(@class,"ControlContainer")][1]`,
    )
    .first();

/** Opens a collapsed list item, by the summary its bar shows. */
async function openItem(scope: Page | Locator, summary: string) {
  const bar = `.//div[contains(@class,"NestedObjectLabel")][normalize-space(.)="${summary}"]`;
  const item = scope.locator(`xpath=${bar}/..`).first();
  await item.locator('xpath=./div[1]//button[1]').click();
  return item;
}

/** The Workflow board's column under `header` ("Drafts", "In Review", "Ready"). */
const column = (page: Page, header: string) =>
  page.locator(`xpath=//h2[normalize-space(.)="${header}"]/..`);

/**
 * Shows the Workflow board and expects the FAQ's card in the column `header` alone (in none
 * when `header` is empty). The board shows its columns once it has loaded the drafts.
 */
async function expectOnBoard(page: Page, header: string) {
  await page.goto(`${cms.admin}#/workflow`);
  await expect(column(page, 'Drafts')).toBeVisible();
  for (const other of ['Drafts', 'In Review', 'Ready'])
    await expect(column(page, other).getByText('Questions and answers')).toHaveCount(
      other === header ? 1 : 0,
    );
}

/**
 * Sets the entry's status from the editor's toolbar. The toolbar names the new status once
 * the backend has answered (the notice would not do: the last one may still be showing).
 */
async function setStatus(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Status: ${from}` }).click();
  await page.getByRole('menuitem', { name: to }).click();
  await expect(page.getByRole('button', { name: `Status: ${to}` })).toBeVisible();
}

test('a save makes a draft: its own branch, one commit of the data file, status draft', async ({
  page,
}) => {
  start = git('rev-parse', MAIN);
  await open(page, ENTRY);
  // The guide's picture shows the page beside the form, rather than the Japanese form.
  await page.getByTitle('Toggle preview').click();
  const group = await openItem(page, 'Safe driving');
  const question = await openItem(group, 'What should I do if my scooter is damaged?');
  await field(question, 'Answer').locator('textarea').fill(NEW_ANSWER);
  // Fields pass their value on after a debounce (Decap's own tests wait as long).
  await page.waitForTimeout(800);
  await screenshotForDocs(page, 'faq.png');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Entry saved')).toBeVisible();
  await screenshotForDocs(page, 'draft.png');

  // The draft is one commit on its branch, of the data file alone (the backend commits with
  // `git add .`: the clone has nothing else to sweep in), and main is where it was.
  expect(git('branch', '--list', 'cms/*', '--format=%(refname:short)')).toBe(BRANCH);
  expect(git('rev-list', '--count', `${MAIN}..${BRANCH}`)).toBe('1');
  expect(git('diff', '--name-only', MAIN, BRANCH)).toBe(FAQ);
  expect(git('rev-parse', MAIN)).toBe(start);
  expect(status()).toBe('decap-cms/draft');
  const drafted = JSON.parse(git('show', `${BRANCH}:${FAQ}`));
  expect(drafted.en.groups[1].items[2].text).toBe(NEW_ANSWER);

  await expectOnBoard(page, 'Drafts');
  await expectIdleOnMain();
});

test('the draft goes to In review, then Ready, and its branch says so', async ({ page }) => {
  await open(page, ENTRY);
  await setStatus(page, 'Draft', 'In review');
  expect(status()).toBe('decap-cms/pending_review');
  await setStatus(page, 'In review', 'Ready');
  expect(status()).toBe('decap-cms/pending_publish');
  // A status is the branch's description, not a commit.
  expect(git('rev-list', '--count', `${MAIN}..${BRANCH}`)).toBe('1');
  await expectOnBoard(page, 'Ready');
  await screenshotForDocs(page, 'workflow.png');
  await expectIdleOnMain();
});

test('Publish merges the draft into main and deletes its branch', async ({ page }) => {
  const draft = git('rev-parse', BRANCH);
  await open(page, ENTRY);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Entry published')).toBeVisible();

  expect(git('branch', '--list', 'cms/*')).toBe('');
  expect(git('merge-base', '--is-ancestor', draft, MAIN)).toBe('');
  expect(git('diff', '--name-only', start, MAIN)).toBe(FAQ);
  expect(JSON.parse(git('show', `${MAIN}:${FAQ}`)).en.groups[1].items[2].text).toBe(NEW_ANSWER);
  await expectOnBoard(page, '');
  // main is checked out, so the working tree the build reads has the answer too.
  await expectIdleOnMain();
  const answer = JSON.parse(readFileSync(join(cms.clone, FAQ), 'utf8')).en.groups[1].items[2];
  expect(answer.text).toBe(NEW_ANSWER);
});

test('rebuilt, the site shows the published answer', async () => {
  test.setTimeout(300_000);
  // Built on the day of the commit the clone started from, not today.
  const built = buildClone(cms.clone, Number(git('log', '-1', '--format=%ct', start)));
  expect(built.status, built.stdout + built.stderr).toBe(0);
  expect(readFileSync(join(cms.clone, 'out/about.html'), 'utf8')).toContain(NEW_ANSWER);
});
