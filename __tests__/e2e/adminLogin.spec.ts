import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/*
 * The hosted admin's GitHub login in a real browser: the admin as `npm run build:admin` builds it
 * clicks "Login with GitHub", the popup goes to /auth, to GitHub (a stand-in page on
 * github.com, through the browser's request routing) and back to /callback, and the token
 * reaches the admin, which then calls GitHub's API with it. The Worker's code runs in Node
 * (adminHostServer.mjs says why); nothing leaves this machine.
 */
const TOKEN = 'gho_e2e-token';

let server: ChildProcess;
let dist: string;
let admin: string;

test.beforeAll(async ({}, testInfo) => {
  const port = Number(process.env.E2E_ADMIN_PORT ?? 5340) + testInfo.parallelIndex;
  admin = `http://127.0.0.1:${port}`;
  // cms/dist/ as `npm run build:admin` writes it, in a folder of this spec's: the hosted admin,
  // whose login is on the origin it is opened on (here this port's).
  dist = mkdtempSync(join(tmpdir(), 'scoot-admin-dist-'));
  execFileSync(process.execPath, [join(__dirname, '../../cms/build.mjs')], {
    env: { ...process.env, CMS_DIST: dist },
  });

  server = spawn(process.execPath, [join(__dirname, 'adminHostServer.mjs')], {
    env: { ...process.env, ADMIN_PORT: String(port), ADMIN_DIST: dist },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for (let out = ''; !out.includes(`admin on ${admin}`);) {
    const [chunk] = (await Promise.race([
      once(server.stdout!, 'data'),
      once(server, 'exit').then(() => {
        throw new Error('adminHostServer.mjs stopped before listening');
      }),
    ])) as [Buffer];
    out += chunk.toString();
  }
});

test.afterAll(async () => {
  server?.kill();
  if (server && server.exitCode === null) await once(server, 'exit');
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** What the page at GitHub saw, and what reached GitHub's API and with which credentials. */
type Seen = { authorize: URL[]; api: { path: string; authorization?: string }[] };

/**
 * github.com's authorization page, answered by the browser's routing: a consent page (a
 * document of github.com's origin, as the real one is) whose button goes back to the
 * redirect_uri with a code and the state, as GitHub does. api.github.com answers the few
 * reads Decap makes after login; every other request outside loopback is refused.
 */
async function fakeGitHub(context: BrowserContext): Promise<Seen> {
  const seen: Seen = { authorize: [], api: [] };
  await context.route('**', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1') return route.continue();
    if (url.origin + url.pathname === 'https://github.com/login/oauth/authorize') {
      seen.authorize.push(url);
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.search = new URLSearchParams({
        code: 'e2e-code',
        state: url.searchParams.get('state')!,
      }).toString();
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Authorize</title><a href="${back.href}">Authorize</a>`,
      });
    }
    if (url.hostname === 'api.github.com') {
      seen.api.push({
        path: url.pathname,
        authorization: route.request().headers()['authorization'],
      });
      const user = { login: 'editor', name: 'Editor', avatar_url: '' };
      const repo = { permissions: { push: true, admin: false } };
      const body =
        url.pathname === '/user'
          ? user
          : url.pathname === '/repos/scoot/scoot-site'
            ? repo
            : { message: 'Not Found' };
      const status = body === user || body === repo ? 200 : 404;
      return route.fulfill({ status, json: body });
    }
    return route.abort();
  });
  return seen;
}

/** CSP violations in every page of the context, the login popup's included. */
async function watchViolations(context: BrowserContext) {
  const violations: string[] = [];
  await context.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  return violations;
}

async function authorizeInPopup(popup: Page) {
  await popup.waitForURL(/^https:\/\/github\.com\/login\/oauth\/authorize/);
  await popup.getByRole('link', { name: 'Authorize' }).click();
}

test('an editor logs in with GitHub and the admin gets the token', async ({ context, page }) => {
  const seen = await fakeGitHub(context);
  const violations = await watchViolations(context);
  await page.goto(`${admin}/`);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Login with GitHub' }).click(),
  ]);
  // Decap closes the popup once it has the token (at once: wait from before the click), then
  // reads the user with it.
  const closed = popup.waitForEvent('close');
  await authorizeInPopup(popup);
  await closed;
  await expect.poll(() => seen.api.map((call) => call.path)).toContain('/user');
  expect(new Set(seen.api.map((call) => call.authorization))).toEqual(new Set([`token ${TOKEN}`]));

  const [asked] = seen.authorize;
  expect(Object.fromEntries(asked!.searchParams)).toMatchObject({
    client_id: 'e2e-client',
    redirect_uri: `${admin}/callback`,
    scope: 'repo',
  });
  // The state was used once and is gone from the browser.
  const cookies = await context.cookies(admin);
  expect(cookies.filter((cookie) => cookie.name.startsWith('__Host-'))).toEqual([]);
  expect(violations).toEqual([]);
});

test('a page of another origin that opens the login gets no token', async ({ context, page }) => {
  await fakeGitHub(context);
  // Any page that is not the admin: here another loopback port's blank page, given a listener.
  await page.route('http://127.0.0.1:1/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>other</title>' }),
  );
  await page.goto('http://127.0.0.1:1/');
  await page.evaluate(() => {
    const got: unknown[] = [];
    (window as unknown as { got: unknown[] }).got = got;
    window.addEventListener('message', (event) => got.push(event.data));
  });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(
      (url) => void window.open(url, 'login', 'width=600,height=600'),
      `${admin}/auth?provider=github&site_id=x&scope=repo`,
    ),
  ]);
  await authorizeInPopup(popup);
  await popup.waitForURL(`${admin}/callback?**`);
  await expect(popup.getByRole('heading', { name: 'Logged in' })).toBeVisible();
  // Two locks: /auth's Cross-Origin-Opener-Policy already cut the popup off from a foreign
  // opener, and the page addresses the admin's origin only (adminHost.test.ts runs that part
  // with the opener kept).
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { got: unknown[] }).got)).toEqual([]);
});
