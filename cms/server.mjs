/**
 * The editors' admin and Decap's local backend in one express app on one loopback port:
 * /admin/ is the built admin (cms/build.mjs, built afresh as the server starts: cms/dist/, or
 * CMS_DIST), /api/v1 is decap-server's file-system backend on GIT_REPO_DIRECTORY (the
 * checkout by default). One origin lets the CSP say connect-src 'self'. Nothing here is part
 * of the Next build.
 *
 * Two backends (`mode`, or CMS_MODE):
 * - 'fs' (the default, `npm run cms`): saves write the files of the repository as they are,
 *   straight away. Decap sees no workflow there, so every save is published at once.
 * - 'git': decap-server's git backend, the editorial workflow offline. Each draft is a
 *   `cms/<collection>/<slug>` branch, its status (draft, pending_review, pending_publish) is
 *   the branch's `git config branch.<name>.description`, and Publish merges it into the
 *   branch the config names (main, cms/src/config.ts) and deletes it. It checks branches out in the working tree
 *   and commits with `git add .`, so it runs only on a throwaway clone whose work tree is clean
 *   (the e2e spec's, cmsServer.ts), never on this checkout.
 *
 * `node cms/server.mjs` runs it alone (the e2e spec does, on a throwaway clone);
 * `npm run cms` (cms/start.mjs) runs it beside the site's dev server.
 */
import { execFileSync } from 'node:child_process';
import { realpath } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import express from 'express';

import { adminCsp } from './admin-host.mjs';

import { buildAdmin, DIST } from './build.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
/** The port `npm run cms` serves on unless CMS_PORT says otherwise. */
export const DEFAULT_PORT = 8082;

/** The admin's Content Security Policy, without GitHub's origins (each directive: admin-host.mjs). */
export const CSP = adminCsp();

/** Sent with every answer of this server, the API's included. */
const ADMIN_HEADERS = {
  'Content-Security-Policy': process.env.CMS_CSP ?? CSP,
  // The admin is a tool, not a page of the site: no search engine may list it or follow it.
  'X-Robots-Tag': 'noindex, nofollow',
  // Entries' URLs name drafts; a link out of the admin says nothing of where it came from.
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

/**
 * Throws unless `repo` may be given to the git backend: outside this checkout (the folder the
 * site's dev server reads) and with nothing uncommitted or untracked, which its `git add .`
 * would sweep into the editor's commit.
 */
async function checkGitModeRepo(repo) {
  const [dir, checkout] = await Promise.all([realpath(repo), realpath(root)]);
  if (dir === checkout || dir.startsWith(checkout + sep))
    throw new Error(
      `CMS_MODE=git switches branches and commits with "git add ." in ${dir}, which is this ` +
        'checkout: give it a throwaway clone in GIT_REPO_DIRECTORY instead.',
    );
  const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], {
    cwd: dir,
  }).toString();
  if (status)
    throw new Error(
      `CMS_MODE=git commits everything in ${dir} with "git add .", and it has uncommitted or ` +
        `untracked files:\n${status}Commit them, ignore them or remove them first.`,
    );
}

/**
 * Starts the admin and the backend on `host:port`, editing the files of `repo`, with the
 * file-system backend (`mode` 'fs') or the git backend ('git', see above).
 * Resolves with the listening server once it accepts connections.
 */
export async function startCmsServer({
  port = Number(process.env.CMS_PORT ?? DEFAULT_PORT),
  host = '127.0.0.1',
  repo = process.env.GIT_REPO_DIRECTORY ?? root,
  mode = process.env.CMS_MODE ?? 'fs',
  dist = process.env.CMS_DIST ?? DIST,
  site = 'http://127.0.0.1:3000',
} = {}) {
  if (mode !== 'fs' && mode !== 'git')
    throw new Error(`CMS_MODE is "fs" (the default) or "git", not "${mode}"`);
  if (mode === 'git') await checkGitModeRepo(repo);
  // Built as the local admin: its backend on its own origin, "View Live" on `site`.
  await buildAdmin({ outdir: resolve(dist), localSite: site });
  // decap-server reads the repository's folder from the environment when it registers.
  process.env.GIT_REPO_DIRECTORY = resolve(repo);
  // A webpack-built CommonJS file: its exports arrive as the default export.
  const { default: middlewares } = await import('decap-server/dist/middlewares.js');

  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    res.set(ADMIN_HEADERS);
    next();
  });
  // Only this machine's own name for the server: a page elsewhere whose domain is pointed
  // at 127.0.0.1 (DNS rebinding) would otherwise reach the backend as "same origin" and
  // write files. localhost goes to 127.0.0.1, the one origin the CSP and config name.
  const origin = `http://127.0.0.1:${port}`;
  app.use((req, res, next) => {
    if (req.headers.host === `127.0.0.1:${port}`) return next();
    if (req.headers.host === `localhost:${port}` && req.method === 'GET')
      return res.redirect(302, origin + req.originalUrl);
    res.status(421).type('text/plain').send('Open the admin on 127.0.0.1.');
  });
  app.get('/', (_req, res) => res.redirect(302, '/admin/'));
  app.use('/admin', express.static(resolve(dist), { index: 'index.html', etag: false }));
  // The site's illustrations and the map's land at the site's own addresses, for the pages'
  // previews.
  for (const folder of ['images', 'locations'])
    app.use(`/${folder}`, express.static(join(resolve(dist), folder), { etag: false }));
  // Logs only problems: `npm run cms` prints the one address to open.
  const register = mode === 'git' ? middlewares.registerLocalGit : middlewares.registerLocalFs;
  await register(app, { logLevel: process.env.CMS_LOG_LEVEL ?? 'warn' });

  return new Promise((done, fail) => {
    const server = app.listen(port, host, () => done(server));
    server.on('error', fail);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startCmsServer();
  const { address, port } = server.address();
  console.log(`CMS admin on http://${address}:${port}/admin/`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
