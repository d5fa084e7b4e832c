/**
 * The hosted admin's Worker code (cms/admin-host.mjs) on a loopback port, for the login spec
 * (adminLogin.spec.ts): Node's own Request and Response in front of the same `handle` that
 * Cloudflare runs, the admin's files from ADMIN_DIST, and GitHub's token endpoint answered
 * here (the only request the Worker itself makes). The runtime cannot be told where to send
 * that request, so this stands in for `wrangler dev`; `wrangler deploy --dry-run` checks the
 * bundle (adminHost.test.ts).
 *
 * Env: ADMIN_PORT, ADMIN_DIST. It prints "admin on <origin>" once it listens.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { Readable } from 'node:stream';

import { handle } from '../../cms/admin-host.mjs';

const port = Number(process.env.ADMIN_PORT);
const dist = process.env.ADMIN_DIST ?? '';
const origin = `http://127.0.0.1:${port}`;
const E2E_TOKEN = 'gho_e2e-token';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.yml': 'text/yaml' };

/** cms/dist/ as the assets binding answers for it: `/` is index.html, a missing file 404. */
const ASSETS = {
  async fetch(/** @type {Request} */ request) {
    const path = normalize(new URL(request.url).pathname.replace(/\/$/, '/index.html'));
    try {
      const body = await readFile(join(dist, path));
      const type = types[/** @type {keyof typeof types} */ (extname(path))];
      return new Response(body, {
        headers: { 'Content-Type': type ?? 'application/octet-stream' },
      });
    } catch {
      return new Response(null, { status: 404 });
    }
  },
};

/** GitHub's token endpoint: a token for the code the spec's GitHub page hands out. */
globalThis.fetch = async (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url !== 'https://github.com/login/oauth/access_token') throw new TypeError('offline');
  const body = JSON.parse(String(init?.body));
  const known = body.code === 'e2e-code' && body.client_secret === 'e2e-secret';
  return Response.json(known ? { access_token: E2E_TOKEN } : { error: 'bad_verification_code' });
};

const env = {
  ASSETS,
  ADMIN_ORIGIN: origin,
  GITHUB_CLIENT_ID: 'e2e-client',
  GITHUB_CLIENT_SECRET: 'e2e-secret',
};

createServer(async (incoming, outgoing) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    if (typeof value === 'string') headers.set(name, value);
  const request = new Request(`http://${incoming.headers.host}${incoming.url}`, {
    method: incoming.method,
    headers,
  });
  const response = await handle(request, env);
  outgoing.statusCode = response.status;
  for (const [name, value] of response.headers)
    if (name !== 'set-cookie') outgoing.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) outgoing.setHeader('Set-Cookie', cookies);
  if (response.body) Readable.fromWeb(/** @type {any} */ (response.body)).pipe(outgoing);
  else outgoing.end();
}).listen(port, '127.0.0.1', () => console.log(`admin on ${origin}`));
