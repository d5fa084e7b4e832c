/**
 * `npm run cms`: the editors' admin with its local backend (cms/server.mjs, which builds the
 * admin into cms/dist/ first, in about two seconds) and the site's dev server, both on loopback. Waits until both answer, then prints the one address to
 * open. Ctrl-C stops both.
 *
 * CMS_PORT moves the admin (default 8082), SITE_PORT the site (default 3000, as `npm run
 * dev`).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import { DEFAULT_PORT, startCmsServer } from './server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cmsPort = Number(process.env.CMS_PORT ?? DEFAULT_PORT);
const sitePort = Number(process.env.SITE_PORT ?? 3000);
const adminUrl = `http://127.0.0.1:${cmsPort}/admin/`;
const siteUrl = `http://127.0.0.1:${sitePort}/`;

/** Resolves once `url` answers at all (a 404 counts: the server is up), or throws after a while. */
async function answers(url, seconds = 120) {
  for (const end = Date.now() + seconds * 1000; Date.now() < end; await sleep(250)) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) });
      return;
    } catch {
      // Not listening yet.
    }
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

// The site's dev server shows a change as soon as the admin writes the file. Its output goes
// to this terminal only when something goes wrong, so the admin's address stays in view.
const site = spawn(
  process.execPath,
  [
    join(root, 'node_modules/next/dist/bin/next'),
    'dev',
    '--hostname',
    '127.0.0.1',
    '--port',
    String(sitePort),
  ],
  {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const siteLog = [];
site.stdout.on('data', (chunk) => siteLog.push(chunk));
site.on('exit', (code) => {
  if (stopping) return;
  process.stdout.write(Buffer.concat(siteLog));
  console.error(`The site's dev server stopped (exit code ${code}).`);
  stop(1);
});

let stopping = false;
let server;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  site.kill('SIGTERM');
  server?.close();
  server?.closeAllConnections();
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  server = await startCmsServer({ port: cmsPort, repo: root, site: siteUrl.slice(0, -1) });
  await Promise.all([answers(adminUrl), answers(siteUrl)]);
} catch (error) {
  console.error(error.message);
  stop(1);
}
if (!stopping) {
  console.log(`Scoot content admin: ${adminUrl}`);
  console.log(`(The site, with your saved changes: ${siteUrl} Ctrl-C stops both.)`);
}
