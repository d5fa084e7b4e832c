#!/usr/bin/env node
/**
 * Puts a fresh build on the CDN (Cloudflare Workers static assets, wrangler.jsonc).
 *   node deploy/cdn.mjs production   npm run deploy: build, then `wrangler deploy`
 *   node deploy/cdn.mjs preview      npm run deploy:preview: build, then
 *                                    `wrangler versions upload --preview-alias <branch>`,
 *                                    a preview URL for the current git branch; production
 *                                    keeps serving the version it had.
 * Add --dry-run to build and check the upload without sending it (needs no account).
 * The account comes from the environment, never from a file in the repository.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CREDENTIALS = ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID'];

/** The worker's name in wrangler.jsonc; a preview URL is <alias>-<name>.<subdomain>.workers.dev. */
export const WORKER_NAME = 'scoot-site';

/**
 * The credentials missing from an environment.
 * @param {Record<string, string | undefined>} env
 */
export function missingCredentials(env) {
  return CREDENTIALS.filter((name) => !env[name]?.trim());
}

/**
 * A branch name as a preview alias: a DNS label of lowercase letters, digits and hyphens,
 * starting with a letter, short enough that "<alias>-scoot-site" fits in 63 characters.
 * @param {string} branch
 */
export function previewAlias(branch) {
  const alias = branch
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .slice(0, 63 - WORKER_NAME.length - 1)
    .replace(/-+$/, '');
  if (!alias) throw new Error(`deploy: branch "${branch}" gives no usable preview alias`);
  return alias;
}

/**
 * The wrangler arguments of a target.
 * @param {string} target production or preview
 * @param {{ alias?: string, dryRun?: boolean }} [options] alias: the preview's (previewAlias())
 */
export function wranglerArgs(target, { alias, dryRun = false } = {}) {
  const dry = dryRun ? ['--dry-run'] : [];
  if (target === 'production') return ['deploy', ...dry];
  if (target === 'preview') {
    if (!alias) throw new Error('deploy: a preview needs an alias (previewAlias())');
    return [
      'versions',
      'upload',
      '--preview-alias',
      alias,
      '--message',
      `Preview of ${alias}`,
      ...dry,
    ];
  }
  throw new Error(`deploy: unknown target "${target}" (production or preview)`);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env */
function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** @param {string[]} argv */
function main([target = '', ...flags]) {
  const dryRun = flags.includes('--dry-run');
  if (!['production', 'preview'].includes(target)) {
    console.error('usage: node deploy/cdn.mjs production|preview [--dry-run]');
    process.exit(2);
  }
  const missing = missingCredentials(process.env);
  if (missing.length > 0 && !dryRun) {
    console.error(
      `deploy: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. ` +
        'Export the Cloudflare API token and account ID in your shell or CI secrets ' +
        '(README, "Deploy"); they are never stored in the repository.',
    );
    process.exit(1);
  }
  let alias;
  if (target === 'preview') {
    const branch = spawnSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).stdout?.trim();
    if (!branch || branch === 'HEAD') {
      console.error('deploy: not on a git branch, so there is no name for the preview URL');
      process.exit(1);
    }
    alias = previewAlias(branch);
  }
  // Always from a fresh build: out/ and its _headers must match the code being deployed.
  const env = { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' };
  run('npm', ['run', 'build'], env);
  run(
    process.execPath,
    [
      join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
      ...wranglerArgs(target, { alias, dryRun }),
    ],
    env,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
