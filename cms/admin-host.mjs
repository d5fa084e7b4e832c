/**
 * What the hosted content admin's Worker (cms/worker.mjs, cms/wrangler.jsonc, `scoot-admin`)
 * does, on the admin's own hostname and never part of the public site. It answers every
 * request (`run_worker_first`):
 *
 * - `/auth` and `/callback`: GitHub login for Decap's GitHub backend. Decap opens
 *   `${base_url}/auth?provider=github&site_id=…&scope=…` in a popup (its config names the
 *   origin it is opened on, this Worker's, as `base_url`); `/auth` sends the popup to GitHub with a fresh `state`, and
 *   GitHub sends it back to `/callback`, which checks the state, trades the code for a token
 *   with the client secret, and hands the token to the admin page that opened the popup
 *   through Decap's postMessage handshake, on this origin only.
 * - anything else: the admin's files (cms/dist/, env.ASSETS) as they are.
 *
 * Every answer carries the admin's headers (`adminHeaders`): no search engine may list it, it
 * may not be framed, and its pages run only the admin's own scripts.
 */

/**
 * The Worker's settings and bindings. ADMIN_ORIGIN is a var in cms/wrangler.jsonc (the
 * admin's own origin, which its config names as `base_url`); the GitHub OAuth app's client id
 * and secret are secrets (`wrangler secret put`), never in the repository.
 * @typedef {{
 *   ASSETS: { fetch(request: Request): Promise<Response> },
 *   ADMIN_ORIGIN?: string,
 *   GITHUB_CLIENT_ID?: string,
 *   GITHUB_CLIENT_SECRET?: string,
 * }} Env
 */

const GITHUB_AUTHORIZE = 'https://github.com/login/oauth/authorize';
const GITHUB_TOKEN = 'https://github.com/login/oauth/access_token';

/**
 * The scopes a login may ask GitHub for: what Decap's GitHub backend asks (`repo`, or
 * `public_repo` with open authoring). The request names one of them and GitHub gets the
 * allow-list's own string: nothing of the request is passed through.
 */
export const ALLOWED_SCOPES = /** @type {const} */ (['repo', 'public_repo']);

/**
 * The query parameters Decap 3.16 sends to `/auth` (decap-cms-lib-auth). Any other is refused
 * rather than ignored, so that no `redirect_uri`, `redirect` or `origin` can ever be mistaken
 * for being honoured: GitHub always returns to this Worker's own /callback.
 */
const AUTH_PARAMETERS = new Set(['provider', 'site_id', 'scope']);

/**
 * The state cookie. `__Host-` makes the browser accept it only with Secure, Path=/ and no
 * Domain, so a page on another subdomain of the zone cannot plant its own state (login
 * CSRF). SameSite=Lax still sends it on GitHub's top-level redirect back to /callback. Ten
 * minutes is long enough to log in to GitHub, with two-factor authentication.
 */
export const STATE_COOKIE = '__Host-scoot-admin-oauth-state';
const STATE_MAX_AGE = 600;
const cookieAttributes = 'Path=/; HttpOnly; Secure; SameSite=Lax';

/**
 * The admin's Content Security Policy, found by loading Decap 3.16 under a strict policy and
 * widening one directive at a time (the admin's browser specs fail on any violation). The
 * local admin (cms/server.mjs, `github` false) and the hosted one (`github` true) differ only
 * in GitHub's two origins:
 * - script-src 'self' 'unsafe-eval': the admin is one bundle of this origin (cms/build.mjs), so
 *   no inline script. 'unsafe-eval' because Decap validates its config with Ajv, which
 *   compiles the schema with `new Function`; without it the admin stops at "Error loading the
 *   CMS configuration" (EvalError; tried with the bundle built from decap-cms-app 3.16.3). The
 *   site's schema, which checks a save, runs zod without eval (jitless).
 * - style-src 'self' 'unsafe-inline': emotion inserts generated <style> elements and style
 *   attributes at run time, which no hash or nonce can name.
 * - img-src 'self' data: blob:: image fields show files the backend sends as base64 and the
 *   admin turns into blob: URLs; the editor's icons are data: URLs. The hosted admin adds
 *   https://avatars.githubusercontent.com, the logged-in editor's avatar in the header.
 * - connect-src 'self' blob:: the local backend (/api/v1) on this origin, and
 *   the blob: URLs Decap made of media files, which it reads back. The hosted admin adds
 *   https://api.github.com: the GitHub backend reads and writes the repository, branches and
 *   pull requests through GitHub's API there.
 * - font-src 'self' data:, frame-src 'self' (the preview pane, an about:blank iframe that
 *   inherits this policy), manifest-src 'self'.
 * - object-src, base-uri, form-action 'none' and frame-ancestors 'none': none is used, and
 *   no other page may frame the admin (clickjacking an editor into publishing).
 */
export function adminCsp({ github = false } = {}) {
  const and = (/** @type {string} */ origin) => (github ? ` ${origin}` : '');
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${and('https://avatars.githubusercontent.com')}`,
    "font-src 'self' data:",
    `connect-src 'self' blob:${and('https://api.github.com')}`,
    "frame-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The hosted admin's policy. */
export const ADMIN_CSP = adminCsp({ github: true });

/**
 * The one script of the login pages (`loginPage`), the same text on every page so that the
 * pages' CSP can allow it by its hash alone. It reads what to say from the page's JSON block
 * (data, never run), then does Decap's handshake with the admin page that opened the popup:
 * it tells the opener `authorizing:github`, addressed to the admin's origin only (a page of
 * any other origin that opened the popup gets nothing), waits for the opener to answer from
 * exactly that origin, and then posts the result to that origin only, never to `*`.
 */
export const HANDSHAKE_SCRIPT = [
  '(() => {',
  "  const { origin, message } = JSON.parse(document.getElementById('login-result').textContent);",
  '  const opener = window.opener;',
  '  if (!opener) return;',
  '  const answer = (event) => {',
  "    if (event.origin !== origin || event.source !== opener || event.data !== 'authorizing:github') return;",
  "    window.removeEventListener('message', answer);",
  '    opener.postMessage(message, origin);',
  '  };',
  "  window.addEventListener('message', answer);",
  "  opener.postMessage('authorizing:github', origin);",
  '})();',
].join('\n');

/** The login pages' policy: nothing but the handshake script, allowed by its SHA-256. */
async function loginPageCsp() {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(HANDSHAKE_SCRIPT));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return [
    "default-src 'none'",
    `script-src 'sha256-${hash}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Sent with every answer, the admin's files included.
 * - Cross-Origin-Opener-Policy: same-origin-allow-popups: a page of another origin that
 *   opens the admin (or /auth) keeps no handle on it, while the admin keeps its handle on the
 *   login popup it opens. (/callback differs, below.)
 * - Cache-Control no-cache: a browser keeps the files but asks each time, so an editor
 *   never runs yesterday's admin after a deploy (a handful of people use it).
 * - HSTS: the admin is served over HTTPS only, on a hostname of its own.
 */
export const adminHeaders = {
  'Content-Security-Policy': ADMIN_CSP,
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cache-Control': 'no-cache',
};

/**
 * The words of the login pages. The admin is in English (its config's `locale: en`), as are
 * Decap's own screens around them; these pages are seen by the editors only, for a moment.
 */
const MESSAGES = /** @satisfies {Record<string, [string, string]>} */ ({
  success: ['Logged in', 'You are logged in. This window closes by itself.'],
  provider: ['Login refused', 'The admin can only log in with GitHub.'],
  scope: ['Login refused', 'The admin asked GitHub for permissions it does not use.'],
  parameter: ['Login refused', 'The login address had a part the admin does not accept.'],
  state: [
    'Login expired',
    'This login did not start here, or it was already used or took too long. Close this window and log in again.',
  ],
  denied: ['Login cancelled', 'GitHub did not give access. Close this window to try again.'],
  github: ['Login failed', 'GitHub did not give a token. Close this window and try again.'],
  setup: ['Login unavailable', 'The admin’s GitHub login is not set up. Tell the developers.'],
});

/** Text for HTML, and JSON safe inside a <script> data block. */
const escapeHtml = (/** @type {string} */ text) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (/** @type {unknown} */ value) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * A login page: a heading and a sentence for the editor, and the handshake that hands Decap
 * `authorization:github:success:{json}` or `authorization:github:error:{json}` (Decap shows
 * an error's `message` on its login screen and closes the popup either way).
 * @param {keyof typeof MESSAGES} key
 * @param {{ origin: string, status: number, token?: string, setCookie?: string, coop?: string }} options
 */
async function loginPage(key, { origin, status, token, setCookie, coop }) {
  const [title, text] = MESSAGES[key];
  const message =
    token === undefined
      ? `authorization:github:error:${JSON.stringify({ message: `${title}: ${text}` })}`
      : `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`;
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>`,
    `<script type="application/json" id="login-result">${scriptJson({ origin, message })}</script>`,
    `<script>${HANDSHAKE_SCRIPT}</script>`,
    '</body></html>',
  ].join('\n');
  const headers = new Headers(adminHeaders);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Content-Security-Policy', await loginPageCsp());
  // A token or a state is never kept by a cache, the browser's included.
  headers.set('Cache-Control', 'no-store');
  if (coop) headers.set('Cross-Origin-Opener-Policy', coop);
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return new Response(html, { status, headers });
}

/** 32 random bytes, base64url: the state a login must bring back. */
function randomState() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Equal strings, compared in a time that does not tell how much of them matched. A length
 * tells nothing: every state has the same.
 */
export function sameString(/** @type {string} */ a, /** @type {string} */ b) {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  if (x.length !== y.length) return false;
  let difference = 0;
  for (let i = 0; i < x.length; i++)
    difference |= /** @type {number} */ (x[i]) ^ /** @type {number} */ (y[i]);
  return difference === 0;
}

/** The value of one cookie of the request, or undefined. */
function cookie(/** @type {Request} */ request, /** @type {string} */ name) {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** `/auth`: checks what Decap asks for, stores a fresh state, and sends the popup to GitHub. */
async function authorize(
  /** @type {URL} */ url,
  /** @type {Env} */ env,
  /** @type {string} */ origin,
) {
  const page = (/** @type {keyof typeof MESSAGES} */ key, status = 400) =>
    loginPage(key, { origin, status });
  for (const name of url.searchParams.keys())
    if (!AUTH_PARAMETERS.has(name)) return page('parameter');
  if (url.searchParams.get('provider') !== 'github') return page('provider');
  const requested = url.searchParams.get('scope');
  const scope = ALLOWED_SCOPES.find((allowed) => allowed === requested);
  if (!scope) return page('scope');
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return page('setup', 500);

  const state = randomState();
  const target = new URL(GITHUB_AUTHORIZE);
  target.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID,
    redirect_uri: `${origin}/callback`,
    scope,
    state,
    allow_signup: 'false',
  }).toString();
  const headers = new Headers(adminHeaders);
  headers.set('Cache-Control', 'no-store');
  headers.set('Location', target.href);
  headers.set(
    'Set-Cookie',
    `${STATE_COOKIE}=${state}; Max-Age=${STATE_MAX_AGE}; ${cookieAttributes}`,
  );
  return new Response(null, { status: 302, headers });
}

/**
 * `/callback`: GitHub's way back. The state must be the one this browser's cookie holds (a
 * login started here, in this browser, in the last ten minutes); the cookie is cleared on
 * every answer, so a state is good for one try.
 */
async function callback(
  /** @type {Request} */ request,
  /** @type {URL} */ url,
  /** @type {Env} */ env,
  /** @type {string} */ origin,
) {
  const clear = `${STATE_COOKIE}=; Max-Age=0; ${cookieAttributes}`;
  // The popup went through github.com, a page without this policy: a login page that set
  // same-origin-allow-popups would then open in a new browsing context group, and
  // window.opener would be null (seen in Chromium and Firefox). unsafe-none keeps the opener;
  // the handshake still addresses the admin's origin only.
  const options = { origin, setCookie: clear, coop: 'unsafe-none' };
  const page = (/** @type {keyof typeof MESSAGES} */ key, status = 400) =>
    loginPage(key, { ...options, status });

  const stored = cookie(request, STATE_COOKIE);
  const returned = url.searchParams.get('state');
  if (!stored || !returned || !sameString(stored, returned)) return page('state');
  if (url.searchParams.has('error')) return page('denied', 403);
  const code = url.searchParams.get('code');
  if (!code) return page('github', 502);
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return page('setup', 500);

  let token;
  try {
    const response = await fetch(GITHUB_TOKEN, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'User-Agent': 'scoot-admin',
      },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: `${origin}/callback`,
      }),
    });
    // GitHub answers a refused code with 200 and an `error` field, hence the type check.
    const body = response.ok ? await response.json() : {};
    if (typeof body?.access_token === 'string' && body.access_token) token = body.access_token;
  } catch {
    // Unreachable or not JSON: the same answer as a refusal, with nothing of the cause.
  }
  if (!token) return page('github', 502);
  return loginPage('success', { ...options, status: 200, token });
}

/**
 * Answers one request. Only the admin's own origin is served: a request for any other host
 * (none should reach this Worker, as workers.dev and preview URLs are off) gets 421, since
 * the login hands tokens to that one origin and GitHub returns to it alone.
 * @param {Request} request
 * @param {Env} env
 */
export async function handle(request, env) {
  const url = new URL(request.url);
  const origin = env.ADMIN_ORIGIN;
  if (!origin || url.origin !== origin) {
    return new Response('Misdirected request\n', {
      status: 421,
      headers: { ...adminHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  if (url.pathname === '/auth' || url.pathname === '/callback') {
    if (request.method !== 'GET') {
      return new Response(null, { status: 405, headers: { ...adminHeaders, Allow: 'GET' } });
    }
    return url.pathname === '/auth'
      ? authorize(url, env, origin)
      : callback(request, url, env, origin);
  }
  const asset = await env.ASSETS.fetch(request);
  // The assets' own headers (type, ETag) stay; the admin's are set over them.
  const response = new Response(asset.body, asset);
  for (const [name, value] of Object.entries(adminHeaders)) response.headers.set(name, value);
  return response;
}
