/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { JSDOM } from 'jsdom';
import ts from 'typescript';
import { wranglerDryRun } from '../fixtures/wrangler';

import { adminConfig } from '@/cms/src/config';

import {
  ADMIN_CSP,
  adminHeaders,
  ALLOWED_SCOPES,
  handle,
  HANDSHAKE_SCRIPT,
  STATE_COOKIE,
} from '@/cms/admin-host.mjs';

/*
 * The hosted admin's Worker (cms/worker.mjs, cms/wrangler.jsonc): the GitHub login's checks,
 * the login page's handshake run in a jsdom window with the admin as its opener, the headers
 * of every answer, and the configuration, offline. GitHub's token endpoint is a stub of
 * `fetch`; GitHub itself and Cloudflare cannot be reached from here (docs/admin-hosting.md).
 */
const root = process.cwd();
const ADMIN = 'https://admin.scoot.example';
const SECRET = 'test-client-secret';
const TOKEN = 'gho_test-token';

/** The admin's files, as the assets binding answers for cms/dist/. */
const assetsAsked: string[] = [];
const assets = {
  async fetch(request: Request) {
    const { pathname } = new URL(request.url);
    assetsAsked.push(pathname);
    if (pathname !== '/' && pathname !== '/admin.js') return new Response(null, { status: 404 });
    return new Response(pathname === '/' ? '<!doctype html><title>admin</title>' : 'backend:', {
      headers: { 'Content-Type': pathname === '/' ? 'text/html' : 'text/yaml', ETag: '"1"' },
    });
  },
};
type Env = Parameters<typeof handle>[1];
const configured: Env = {
  ASSETS: assets,
  ADMIN_ORIGIN: ADMIN,
  GITHUB_CLIENT_ID: 'test-client-id',
  GITHUB_CLIENT_SECRET: SECRET,
};

/** A browser's cookies for the admin: what the answers' Set-Cookie headers leave. */
class CookieJar {
  cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (/;\s*Max-Age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function get(path: string, { jar = new CookieJar(), env = configured, method = 'GET' } = {}) {
  const headers = jar.header ? { Cookie: jar.header } : undefined;
  return jar.take(await handle(new Request(`${ADMIN}${path}`, { method, headers }), env));
}

const AUTH = '/auth?provider=github&site_id=admin.scoot.example&scope=repo';

/** Starts a login as Decap does; the jar then holds the state cookie. */
async function startLogin(jar = new CookieJar()) {
  const response = await get(AUTH, { jar });
  const state = new URL(response.headers.get('Location')!).searchParams.get('state')!;
  return { jar, state, response };
}

/** GitHub's token endpoint: what it was asked, and what it answers. */
let github: jest.Mock<typeof fetch>;
let asked: { url: string; init: RequestInit }[];
beforeEach(() => {
  asked = [];
  github = jest.fn<typeof fetch>(async (url, init) => {
    asked.push({ url: String(url), init: init! });
    return Response.json({ access_token: TOKEN, token_type: 'bearer', scope: 'repo' });
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(github);
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** The message a login page hands the admin: the text of its JSON block. */
async function pageMessage(response: Response) {
  const html = await response.text();
  const json = html.match(/<script type="application\/json" id="login-result">(.*?)<\/script>/s);
  return JSON.parse(json![1]!) as { origin: string; message: string };
}

describe('/auth', () => {
  it('sends the popup to GitHub with the app, its own /callback, the scope and a fresh state', async () => {
    const first = await startLogin();
    const second = await startLogin();
    expect(first.response.status).toBe(302);
    const location = new URL(first.response.headers.get('Location')!);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'test-client-id',
      redirect_uri: `${ADMIN}/callback`,
      scope: 'repo',
      state: first.state,
      allow_signup: 'false',
    });
    // 32 random bytes, base64url, new for every login.
    expect(first.state).toMatch(/^[\w-]{43}$/);
    expect(second.state).not.toBe(first.state);
  });

  it('stores the state in a __Host- cookie: HttpOnly, Secure, SameSite=Lax, ten minutes', async () => {
    const { response, state } = await startLogin();
    expect(response.headers.getSetCookie()).toEqual([
      `${STATE_COOKIE}=${state}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    ]);
    expect(STATE_COOKIE).toMatch(/^__Host-/);
  });

  it.each(ALLOWED_SCOPES)('asks GitHub for %s, a scope of the allow-list', async (scope) => {
    const response = await get(`/auth?provider=github&site_id=x&scope=${scope}`);
    expect(new URL(response.headers.get('Location')!).searchParams.get('scope')).toBe(scope);
  });

  it.each([
    ['another scope', 'scope=admin:org'],
    ['two scopes', 'scope=repo%20user'],
    ['two scopes, with a comma', 'scope=repo,user'],
    ['another casing', 'scope=REPO'],
    ['an empty scope', 'scope='],
    ['no scope', ''],
  ])('refuses %s with a 400 page, and GitHub is never asked', async (_, query) => {
    const response = await get(`/auth?provider=github&site_id=x&${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('Location')).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).toContain('<h1>Login refused</h1>');
  });

  it.each([
    'redirect_uri=https://evil.example/callback',
    'redirect=https://evil.example/',
    'redirect_to=https://evil.example/',
    'origin=https://evil.example',
  ])('honours no redirect: refuses %s outright', async (parameter) => {
    const response = await get(`${AUTH}&${parameter}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('Location')).toBeNull();
    const { origin, message } = await pageMessage(response);
    expect(origin).toBe(ADMIN);
    expect(message).toMatch(/^authorization:github:error:/);
  });

  it('logs in with GitHub only', async () => {
    const response = await get('/auth?provider=gitlab&site_id=x&scope=repo');
    expect(response.status).toBe(400);
    expect(response.headers.get('Location')).toBeNull();
  });

  it('says the login is not set up when a secret is missing, and sends nobody to GitHub', async () => {
    for (const missing of ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'] as const) {
      const env = { ...configured, [missing]: undefined };
      const response = await get(AUTH, { env });
      expect(response.status).toBe(500);
      expect(response.headers.get('Location')).toBeNull();
      const text = await response.text();
      expect(text).toContain('not set up');
      expect(text).not.toMatch(/Error|at \w+ \(/);
    }
  });

  it('answers GET only', async () => {
    expect((await get(AUTH, { method: 'POST' })).status).toBe(405);
  });
});

describe('/callback', () => {
  it('trades the code for a token with the client secret, at GitHub, and hands it over', async () => {
    const { jar, state } = await startLogin();
    const response = await get(`/callback?code=the-code&state=${state}`, { jar });
    expect(response.status).toBe(200);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe('https://github.com/login/oauth/access_token');
    expect(asked[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(asked[0]!.init.body))).toEqual({
      client_id: 'test-client-id',
      client_secret: SECRET,
      code: 'the-code',
      redirect_uri: `${ADMIN}/callback`,
    });
    expect(await pageMessage(response)).toEqual({
      origin: ADMIN,
      message: `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: 'github' })}`,
    });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it.each([
    ['no state cookie (a login not started in this browser)', false, (state: string) => state],
    [
      'another state than the cookie’s',
      true,
      (state: string) => `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`,
    ],
    ['a state of another length', true, (state: string) => state.slice(1)],
    ['no state at all', true, () => null],
  ])('refuses %s, and never asks GitHub', async (_, withCookie, returned) => {
    const { jar, state } = await startLogin();
    if (!withCookie) jar.cookies.clear();
    const value = returned(state);
    const query = value === null ? 'code=c' : `code=c&state=${value}`;
    const response = await get(`/callback?${query}`, { jar });
    expect(response.status).toBe(400);
    expect(github).not.toHaveBeenCalled();
    const { message } = await pageMessage(response);
    expect(message).toMatch(/^authorization:github:error:\{"message":"Login expired: /);
    expect(message).not.toContain(TOKEN);
  });

  it('accepts a state once: the cookie is cleared, so a replay is refused', async () => {
    const { jar, state } = await startLogin();
    const first = await get(`/callback?code=c&state=${state}`, { jar });
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie()).toEqual([
      `${STATE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`,
    ]);
    expect(jar.cookies.size).toBe(0);
    const replay = await get(`/callback?code=c&state=${state}`, { jar });
    expect(replay.status).toBe(400);
    expect(github).toHaveBeenCalledTimes(1);
  });

  it('clears the state after a failed try too', async () => {
    const { jar } = await startLogin();
    await get('/callback?code=c&state=wrong', { jar });
    expect(jar.cookies.size).toBe(0);
  });

  it('says so when the editor turns GitHub down, without asking for a token', async () => {
    const { jar, state } = await startLogin();
    const response = await get(`/callback?error=access_denied&state=${state}`, { jar });
    expect(response.status).toBe(403);
    expect(github).not.toHaveBeenCalled();
    expect((await pageMessage(response)).message).toMatch(/^authorization:github:error:/);
  });

  it.each([
    ['refuses the code', async () => Response.json({ error: 'bad_verification_code' })],
    ['answers with an error status', async () => new Response('down', { status: 503 })],
    ['answers with something not JSON', async () => new Response('<html>')],
    [
      'cannot be reached',
      async (): Promise<Response> => {
        throw new TypeError('fetch failed: secret details');
      },
    ],
  ])('gives a clear error when GitHub %s, and nothing of the cause', async (_, answer) => {
    github.mockImplementation(answer);
    const { jar, state } = await startLogin();
    const response = await get(`/callback?code=c&state=${state}`, { jar });
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain('GitHub did not give a token');
    expect(html).toContain('authorization:github:error:');
    expect(html).not.toMatch(/secret details|bad_verification_code|TypeError/);
  });

  it('says the login is not set up when the secret is missing', async () => {
    const { jar, state } = await startLogin();
    const env = { ...configured, GITHUB_CLIENT_SECRET: undefined };
    const response = await get(`/callback?code=c&state=${state}`, { jar, env });
    expect(response.status).toBe(500);
    expect(github).not.toHaveBeenCalled();
  });

  it('allows its one inline script by hash, and nothing else', async () => {
    const { jar, state } = await startLogin();
    const response = await get(`/callback?code=c&state=${state}`, { jar });
    const html = await response.text();
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]);
    expect(scripts).toEqual([HANDSHAKE_SCRIPT]);
    const hash = createHash('sha256').update(HANDSHAKE_SCRIPT).digest('base64');
    expect(response.headers.get('Content-Security-Policy')).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });
});

/**
 * The login page in a window whose opener is the admin (or another page): the page's script
 * runs as in a browser, and every postMessage it makes is recorded with its target origin.
 * The opener's answers are dispatched as the browser would deliver them, with an origin and a
 * source window.
 */
function openLoginPage(html: string, openerUrl = `${ADMIN}/`) {
  const opener = new JSDOM('<p>admin</p>', { url: openerUrl }).window;
  const posts: [unknown, string][] = [];
  opener.postMessage = ((data: unknown, target: string) =>
    void posts.push([data, target])) as typeof opener.postMessage;
  const popup = new JSDOM(html, {
    url: `${ADMIN}/callback`,
    runScripts: 'dangerously',
    beforeParse(window) {
      Object.defineProperty(window, 'opener', { value: opener });
    },
  }).window;
  const answer = (origin: string, source: unknown = opener) =>
    popup.dispatchEvent(
      new popup.MessageEvent('message', {
        data: 'authorizing:github',
        origin,
        source: source as Window,
      }),
    );
  return { posts, answer, opener };
}

/** Decap's own reading of the message (decap-cms-lib-auth, authorizeCallback). */
function decapReads(message: string) {
  const [, kind, json] = message.match(/^authorization:github:(success|error):(.+)$/)!;
  return { kind, data: JSON.parse(json!) };
}

describe('the login page’s handshake (run in jsdom)', () => {
  async function successPage() {
    const { jar, state } = await startLogin();
    return (await get(`/callback?code=c&state=${state}`, { jar })).text();
  }

  it('says authorizing:github to the admin’s origin, then hands the token to that origin only', async () => {
    const { posts, answer } = openLoginPage(await successPage());
    expect(posts).toEqual([['authorizing:github', ADMIN]]);
    answer(ADMIN);
    expect(posts).toHaveLength(2);
    const [message, target] = posts[1]!;
    expect(target).toBe(ADMIN);
    expect(decapReads(message as string)).toEqual({
      kind: 'success',
      data: { token: TOKEN, provider: 'github' },
    });
    // Once: a second answer gets nothing more.
    answer(ADMIN);
    expect(posts).toHaveLength(2);
  });

  it('hands nothing over to an answer from another origin or another window', async () => {
    const { posts, answer } = openLoginPage(await successPage());
    answer('https://evil.example');
    answer('https://scoot.example');
    answer(`${ADMIN}:8443`);
    answer(ADMIN, new JSDOM('', { url: `${ADMIN}/` }).window);
    expect(posts).toEqual([['authorizing:github', ADMIN]]);
    answer(ADMIN);
    expect(posts.map(([, target]) => target)).toEqual([ADMIN, ADMIN]);
  });

  it('never addresses an opener of another origin, so a foreign page gets nothing', async () => {
    // A real jsdom window as the opener: jsdom delivers a message only when its target
    // origin is the window's own, as browsers do.
    const evil = new JSDOM('', { url: 'https://evil.example/' }).window;
    const received: unknown[] = [];
    evil.addEventListener('message', (event) => received.push(event.data));
    new JSDOM(await successPage(), {
      url: `${ADMIN}/callback`,
      runScripts: 'dangerously',
      beforeParse(window) {
        Object.defineProperty(window, 'opener', { value: evil });
      },
    });
    await new Promise((done) => setTimeout(done, 20));
    expect(received).toEqual([]);
  });

  it('hands Decap an error it can show when the login fails', async () => {
    const response = await get('/callback?code=c&state=nothing');
    const { posts, answer } = openLoginPage(await response.text());
    answer(ADMIN);
    const { kind, data } = decapReads(posts[1]![0] as string);
    expect(kind).toBe('error');
    expect(data.message).toMatch(/^Login expired: /);
  });
});

describe('the headers of every answer', () => {
  it.each([
    ['the admin page', '/'],
    ['an admin file', '/admin.js'],
    ['a missing file', '/nope.js'],
    ['the login', AUTH],
    ['a refused login', '/auth?provider=github&scope=user'],
    ['the way back from GitHub', '/callback?code=c&state=x'],
  ])('%s: noindex, no framing, a CSP, COOP, HSTS, nosniff, no referrer', async (_, path) => {
    const response = await get(path);
    const headers = Object.fromEntries(response.headers);
    expect(headers).toMatchObject({
      'x-robots-tag': 'noindex, nofollow',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-frame-options': 'DENY',
    });
    expect(headers['content-security-policy']).toMatch(
      /^default-src 'none'; .*frame-ancestors 'none'$/,
    );
    expect(headers['cache-control']).toMatch(/^no-(cache|store)$/);
    // The way back from GitHub keeps its opener (cms/admin-host.mjs says why); everything
    // else isolates the admin from pages it did not open.
    expect(headers['cross-origin-opener-policy']).toBe(
      path.startsWith('/callback') ? 'unsafe-none' : 'same-origin-allow-popups',
    );
  });

  it('gives the admin’s files its CSP, which reaches GitHub’s API and nothing else outside', async () => {
    const response = await get('/');
    expect(response.headers.get('Content-Security-Policy')).toBe(ADMIN_CSP);
    expect(response.headers.get('ETag')).toBe('"1"');
    const outside = ADMIN_CSP.match(/https:\/\/[^\s;]+/g);
    expect(outside).toEqual(['https://avatars.githubusercontent.com', 'https://api.github.com']);
    expect(ADMIN_CSP).toMatch(/connect-src 'self' blob: https:\/\/api\.github\.com;/);
  });

  it('serves no other origin (a workers.dev address), and asks the assets nothing then', async () => {
    assetsAsked.length = 0;
    const request = new Request('https://scoot-admin.team.workers.dev/');
    const response = await handle(request, configured);
    expect(response.status).toBe(421);
    expect(response.headers.get('X-Robots-Tag')).toBe(adminHeaders['X-Robots-Tag']);
    expect(assetsAsked).toEqual([]);
  });
});

describe('cms/wrangler.jsonc', () => {
  const text = readFileSync(join(root, 'cms/wrangler.jsonc'), 'utf8');
  const config = ts.parseConfigFileTextToJson('wrangler.jsonc', text).config;
  // Decap's settings for the admin opened on that origin (cms/src/config.ts).
  const decap = adminConfig({ origin: config.vars.ADMIN_ORIGIN });

  it('is a Worker of its own, on its own hostname only: no workers.dev, no preview URLs', () => {
    expect(config).toMatchObject({
      name: 'scoot-admin',
      main: './worker.mjs',
      workers_dev: false,
      preview_urls: false,
      assets: { directory: './dist', binding: 'ASSETS', run_worker_first: true },
    });
    expect(config.routes).toEqual([{ pattern: 'admin.scoot.example', custom_domain: true }]);
    const site = ts.parseConfigFileTextToJson(
      'w',
      readFileSync(join(root, 'wrangler.jsonc'), 'utf8'),
    );
    expect(site.config.name).not.toBe(config.name);
  });

  it('names one origin everywhere: the route, ADMIN_ORIGIN and Decap’s base_url', () => {
    expect(config.vars.ADMIN_ORIGIN).toBe(`https://${config.routes[0].pattern}`);
    expect(decap.backend.base_url).toBe(config.vars.ADMIN_ORIGIN);
    expect(decap.backend.auth_endpoint).toBe('auth');
    expect(ALLOWED_SCOPES).toContain(decap.backend.auth_scope);
  });

  it('holds no secret: the client id and secret are wrangler secrets, and no .dev.vars is in git', () => {
    expect(Object.keys(config.vars)).toEqual(['ADMIN_ORIGIN']);
    expect(config.secrets).toEqual({ required: ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'] });
    expect(text).not.toMatch(/GITHUB_CLIENT_SECRET"?\s*:/);
    const git = (...args: string[]) =>
      spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
    expect(git('ls-files', '--', '*.dev.vars', '*.env', '.env*')).toBe('');
    expect(git('check-ignore', 'cms/.dev.vars')).toBe('cms/.dev.vars');
  });

  it('is what npm run deploy:admin builds and uploads, and npm run serve:admin runs', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(scripts['deploy:admin']).toMatch(
      /^npm run build:admin && .*wrangler deploy --config cms\/wrangler\.jsonc$/,
    );
    // Locally the Worker must see the origin it is opened on, as its only origin.
    const serve: string = scripts['serve:admin'];
    const port = serve.match(/--port (\d+)/)![1];
    expect(serve).toContain('wrangler dev --config cms/wrangler.jsonc');
    expect(serve).toContain(`--local-upstream 127.0.0.1:${port}`);
    expect(serve).toContain(`--var ADMIN_ORIGIN:http://127.0.0.1:${port}`);
  });

  it('deploys offline with wrangler deploy --dry-run, the admin’s files beside it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scoot-admin-'));
    try {
      // A stand-in for `npm run build:admin`'s cms/dist/, and the committed config pointed at it.
      // (A folder of its own: wrangler writes its scratch files beside the config.)
      mkdirSync(join(dir, 'dist'));
      writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>admin</title>');
      const file = join(dir, 'wrangler.json');
      writeFileSync(
        file,
        JSON.stringify({
          ...config,
          $schema: undefined,
          main: join(root, 'cms', config.main),
          assets: { ...config.assets, directory: join(dir, 'dist') },
        }),
      );
      const { status, output } = wranglerDryRun(file);
      expect(status).toBe(0);
      expect(output).toContain('Read 1 file from the assets directory');
      expect(output).toContain('env.ADMIN_ORIGIN ("https://admin.scoot.example")');
      expect(output).toContain('--dry-run: exiting now.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
