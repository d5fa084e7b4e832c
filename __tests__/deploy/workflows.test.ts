/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  convertWorkflowTemplate,
  NoOperationTraceWriter,
  parseWorkflow,
} from '@actions/workflow-parser';
import { describe, expect, it } from '@jest/globals';
import { parse, parseDocument } from 'yaml';

/*
 * What cannot run here (GitHub, Cloudflare), checked offline: every workflow file against
 * GitHub's own workflow schema (@actions/workflow-parser, the parser GitHub's Actions editor
 * tooling uses), then what the live site depends on in the deploy workflow.
 */
const folder = join(process.cwd(), '.github', 'workflows');
const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
const read = (name: string) => readFileSync(join(folder, name), 'utf8');

type Step = {
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
};
type Job = {
  needs?: string | string[];
  if?: string;
  environment?: string | { name: string; url?: string };
  steps: Step[];
  env?: Record<string, string>;
};
/** The GitHub environment a job runs in, whose protection rules guard its secrets. */
const environmentOf = (job: Job) =>
  typeof job.environment === 'string' ? job.environment : job.environment?.name;
/** The production deploy's credentials: in the `production` environment, read by main only. */
const PRODUCTION_SECRETS = /secrets\.CLOUDFLARE_(API_TOKEN|ACCOUNT_ID)\b/;

/** GitHub's schema's complaints about a workflow, with the checks that need the whole file. */
async function schemaErrors(name: string, content: string): Promise<string[]> {
  const result = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  // The conversion adds what the schema alone does not see: cron syntax, `needs` naming jobs
  // that exist, a job to start from.
  await convertWorkflowTemplate(result.context, result.value!);
  return result.context.errors.getErrors().map((error) => error.message);
}

it('the schema check finds what GitHub would refuse', async () => {
  const broken = [
    'on:',
    '  push:',
    '    branch: [main]', // branches
    '  schedule:',
    "    - cron: '5 0 * *'", // four fields
    'concurrency: { group: deploy, cancel-in-progress: maybe }',
    'jobs:',
    '  deploy:',
    '    needs: test', // no such job
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - run: echo ${{ secret.TOKEN }}', // secrets
  ].join('\n');
  const errors = await schemaErrors('broken.yml', broken);
  expect(errors.join('\n')).toMatch(/Unexpected value 'branch'/);
  expect(errors.join('\n')).toMatch(/Unexpected value 'maybe'/);
  expect(errors.join('\n')).toMatch(/Unrecognized named-value: 'secret'/);
  const fixed = broken.replace('branch:', 'branches:').replace('maybe', 'false');
  const graph = await schemaErrors('broken.yml', fixed.replace('secret.', 'secrets.'));
  expect(graph.join('\n')).toMatch(/Invalid cron expression/);
  expect(graph.join('\n')).toMatch(/at least one job with no dependencies/);
});

describe.each(files)('.github/workflows/%s', (name) => {
  it('is YAML without errors or warnings', () => {
    const document = parseDocument(read(name));
    expect([...document.errors, ...document.warnings].map(String)).toEqual([]);
  });

  it("passes GitHub's workflow schema: keys, values, expressions, cron, job graph", async () => {
    expect(await schemaErrors(name, read(name))).toEqual([]);
  });

  it('takes Node from .nvmrc and every credential from GitHub’s secrets (an environment’s or the repository’s)', () => {
    const workflow = parse(read(name));
    const jobs = Object.values(workflow.jobs) as Job[];
    const steps = jobs.flatMap((job) => job.steps);
    for (const step of steps.filter((step) => step.uses?.startsWith('actions/setup-node@')))
      expect(step.with).toMatchObject({ 'node-version-file': '.nvmrc' });
    const env = [workflow, ...jobs, ...steps].flatMap((holder) =>
      Object.entries((holder.env ?? {}) as Record<string, string>),
    );
    for (const [key, value] of env.filter(([key]) =>
      /TOKEN|SECRET|PASSWORD|_KEY|ACCOUNT/.test(key),
    ))
      expect([key, value]).toEqual([key, expect.stringMatching(/^\$\{\{ secrets\.\w+ \}\}$/)]);
    // Nowhere else: a secret written into a `run` line would show in logs and diffs.
    for (const step of steps) expect(step.run ?? '').not.toMatch(/secrets\./);
  });

  it('reads the production credentials only in a job of the production environment', () => {
    const workflow = parse(read(name));
    expect(JSON.stringify(workflow.env ?? {})).not.toMatch(PRODUCTION_SECRETS);
    for (const [jobName, job] of Object.entries(workflow.jobs as Record<string, Job>))
      if (PRODUCTION_SECRETS.test(JSON.stringify(job)))
        expect([jobName, environmentOf(job)]).toEqual([jobName, 'production']);
  });
});

describe('the deploy workflow', () => {
  const workflow = parse(read('deploy.yml'));
  const jobs = workflow.jobs as Record<string, Job>;
  const runs = (job: Job) => job.steps.map((step) => step.run ?? '').join('\n');
  const [deployName, deploy] = Object.entries(jobs).find(([, job]) =>
    /npm run deploy\b/.test(runs(job)),
  )!;
  const needs = [deploy.needs ?? []].flat();
  const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
  const uses = (step: Step, action: string) => step.uses?.startsWith(`actions/${action}@`);
  /** The artifact a job uploads: all of out/, hidden files too (.assetsignore, .well-known/). */
  const uploaded = (job: Job) => {
    const uploads = job.steps.filter((step) => uses(step, 'upload-artifact'));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.with).toMatchObject({
      path: 'out/',
      'include-hidden-files': true,
      'if-no-files-found': 'error',
    });
    return { name: uploads[0]!.with!.name, at: job.steps.indexOf(uploads[0]!) };
  };
  const SITE_URL = { NEXT_PUBLIC_SITE_URL: '${{ vars.SITE_URL }}' };

  it('runs on every push to main, every day shortly after 00:00 UTC, and by hand', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['push', 'schedule', 'workflow_dispatch']);
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    expect(workflow.on.schedule).toHaveLength(1);
    const { cron, ...rest } = workflow.on.schedule[0];
    // GitHub reads cron in UTC: minute, hour, day of month, month, day of week.
    expect(rest).toEqual({});
    const [minute, hour, ...days] = cron.split(' ');
    expect(days).toEqual(['*', '*', '*']);
    expect(hour).toBe('0');
    // Off the full hour, when GitHub's scheduler is busiest, and early enough to matter.
    expect(Number(minute)).toBeGreaterThan(0);
    expect(Number(minute)).toBeLessThanOrEqual(30);
  });

  it('deploys one run at a time, and never cancels a deploy under way', () => {
    // One group for every run (no expression in it), whatever started the run.
    expect(workflow.concurrency).toEqual({
      group: expect.stringMatching(/^[\w-]+$/),
      'cancel-in-progress': false,
    });
  });

  it('on a push or by hand, tests the build it ships with the full suite CI runs', () => {
    const testJobs = needs.filter((need) => /^bash \.ci\/run$/m.test(runs(jobs[need]!)));
    expect(testJobs).toHaveLength(1);
    const test = jobs[testJobs[0]!]!;
    expect(test.if).toBe("github.event_name != 'schedule'");
    // The suite builds out/ for the public origin, and the browser specs check it against it.
    const suite = test.steps.findIndex((step) => step.run === 'bash .ci/run');
    expect(test.steps[suite]!.env).toEqual(SITE_URL);
    // What the suite ran on, uploaded after it passed.
    expect(uploaded(test).at).toBeGreaterThan(suite);
  });

  it('daily, does not run the full suite: a build, the static gates, Chromium smoke specs', () => {
    const conditions = needs.map((need) => jobs[need]!.if);
    expect(conditions.sort()).toEqual([
      "github.event_name != 'schedule'",
      "github.event_name == 'schedule'",
    ]);
    const smoke = needs.map((need) => jobs[need]!).find((job) => job.if?.includes('=='))!;
    const commands = smoke.steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(commands).toEqual([
      // Chromium's headless shell alone from Debian, not Firefox, WebKit or nginx.
      'node quality/setup.mjs CHROMIUM_HEADLESS_SHELL',
      'npm ci --no-audit --no-fund',
      'npm run build',
      'npm run test:gates',
      'npm run test:smoke',
    ]);
    const step = (run: string) => smoke.steps.find((step) => step.run === run)!;
    expect(step('npm run build').env).toEqual(SITE_URL);
    expect(step('npm run test:smoke').env).toMatchObject(SITE_URL);
    // One Playwright project, in one engine (playwright.config.mts).
    expect(scripts['test:smoke']).toBe('playwright test --project smoke');
    expect(scripts['test:gates']).not.toMatch(/playwright|npm test|\.ci\/run/);
    expect(uploaded(smoke).at).toBeGreaterThan(smoke.steps.indexOf(step('npm run test:smoke')));
  });

  it('ships the artifact that was tested, and builds nothing itself', () => {
    expect([...needs].sort()).toEqual(
      Object.keys(jobs)
        .filter((name) => name !== deployName)
        .sort(),
    );
    const names = needs.map((need) => uploaded(jobs[need]!).name);
    expect(new Set(names).size).toBe(1);
    const downloads = deploy.steps.filter((step) => uses(step, 'download-artifact'));
    expect(downloads.map((step) => step.with)).toEqual([{ name: names[0], path: 'out/' }]);
    const site = deploy.steps.findIndex((step) => step.run === 'npm run deploy');
    expect(deploy.steps.indexOf(downloads[0]!)).toBeLessThan(site);
    // npm ci installs wrangler; nothing in the job makes another out/.
    expect(runs(deploy)).not.toMatch(/npm run build\b|next build|\.ci\/run|npm test\b/);
    expect(scripts.deploy).not.toMatch(/build/);
    expect(scripts.deploy).toMatch(/^node deploy\/check-deploy\.mjs && /);
  });

  it('deploys only main, once whichever job ran has passed', () => {
    // Of `test` and `smoke` one runs and one is skipped; a skipped need would skip the deploy
    // unless the condition names a status itself. !failure() is false once either failed.
    expect(deploy.if).toBe("github.ref == 'refs/heads/main' && !cancelled() && !failure()");
    // No other job deploys.
    for (const [name, job] of Object.entries(jobs))
      if (name !== deployName) expect(runs(job)).not.toMatch(/npm run deploy|wrangler/);
  });

  it('deploys in the production environment, which holds its secrets', () => {
    expect(environmentOf(deploy)).toBe('production');
    expect(read('deploy.yml')).not.toMatch(/PREVIEW/);
  });

  it('gives Cloudflare’s credentials to the deploy steps alone: the site’s, then the admin’s', () => {
    const all = [
      workflow,
      ...Object.values(jobs),
      ...Object.values(jobs).flatMap((job) => job.steps),
    ];
    const holders = all.filter((holder) => /CLOUDFLARE/.test(JSON.stringify(holder.env ?? {})));
    expect(holders.map((step) => (step as Step).run)).toEqual([
      'npm run deploy',
      'npm run deploy:admin',
    ]);
    for (const step of holders) {
      expect(deploy.steps).toContain(step);
      expect(step.env).toEqual({
        CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
        CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
        // The origin out/ must have been built for (deploy/check-deploy.mjs).
        ...(step === holders[0] ? SITE_URL : {}),
      });
    }
  });

  it('deploys the admin after the site, in the same tested job, on a push or by hand', () => {
    const site = deploy.steps.findIndex((step) => step.run === 'npm run deploy');
    const admin = deploy.steps.findIndex((step) => step.run === 'npm run deploy:admin');
    expect(admin).toBeGreaterThan(site);
    // The daily run is the site's (its openings); the admin changes only with a commit.
    expect(deploy.steps[admin]!.if).toBe("github.event_name != 'schedule'");
  });

  it("builds on the day it runs: nothing fixes the build's clock (lib/clock.ts)", () => {
    expect(read('deploy.yml')).not.toMatch(/SOURCE_DATE_EPOCH/);
  });
});

describe('the preview workflow', () => {
  const workflow = parse(read('cms-preview.yml'));
  const jobs = Object.values(workflow.jobs) as Job[];

  it('runs in the preview environment, with the preview account’s token alone', () => {
    // Anyone who can push a cms/ branch runs it: no production credential may be in reach.
    expect(read('cms-preview.yml')).not.toMatch(PRODUCTION_SECRETS);
    const holders = jobs.flatMap((job) =>
      job.steps.filter((step) => /CLOUDFLARE/.test(JSON.stringify(step.env ?? {}))),
    );
    expect(holders.map((step) => step.env)).toEqual([
      {
        CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_PREVIEW_API_TOKEN }}',
        CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_PREVIEW_ACCOUNT_ID }}',
      },
    ]);
    for (const job of jobs) expect(environmentOf(job)).toBe('preview');
  });
});
