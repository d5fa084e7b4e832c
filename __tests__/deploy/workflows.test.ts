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
type Job = { needs?: string | string[]; if?: string; steps: Step[]; env?: Record<string, string> };

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

  it('takes Node from .nvmrc and every credential from the repository’s secrets', () => {
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
});

describe('the deploy workflow', () => {
  const workflow = parse(read('deploy.yml'));
  const jobs = workflow.jobs as Record<string, Job>;
  const runs = (job: Job) => job.steps.map((step) => step.run ?? '').join('\n');
  const [deployName, deploy] = Object.entries(jobs).find(([, job]) =>
    /npm run deploy\b/.test(runs(job)),
  )!;

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

  it('deploys only after the tests CI runs have passed, and only main', () => {
    const needs = [deploy.needs ?? []].flat();
    const testJobs = needs.filter((need) => /^bash \.ci\/run$/m.test(runs(jobs[need]!)));
    expect(testJobs).toHaveLength(1);
    // No test job deploys, and no other job deploys.
    for (const [name, job] of Object.entries(jobs))
      if (name !== deployName) expect(runs(job)).not.toMatch(/npm run deploy|wrangler/);
    // A manual run may be started on another branch.
    expect(deploy.if).toBe("github.ref == 'refs/heads/main'");
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
        ...(step === holders[0] ? { NEXT_PUBLIC_SITE_URL: '${{ vars.SITE_URL }}' } : {}),
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
