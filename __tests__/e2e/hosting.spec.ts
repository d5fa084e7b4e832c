import { spawnSync } from 'node:child_process';
import { lstatSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

import { invokersPolyfillPath } from '../../lib/invokersPolyfillPath.mjs';
import { cityPath } from '../../lib/cities';
import { localePath, TRANSLATED_LANGUAGES } from '@/content/languages';
import { cityOfLanguage, expect, liveOpenings, notFoundIn, pages, test, hydrate } from './fixtures';
import { server } from './servers';

const out = join(__dirname, '..', '..', 'out');

/** Every page of the sitemap: the registry's and each current opening's. */
const allPages = [...pages, ...liveOpenings.map((job) => `/careers/${job.id}`)];

/** What every document carries, and what none does (`undefined`). */
const documentHeaders = () => ({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'public, max-age=0, must-revalidate',
  // The site-wide part of the policy; each page's own is in its <meta>.
  'content-security-policy':
    "base-uri 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'",
  // Left out on purpose (deploy/headers.mjs): it would cost every arrival a new process.
  'cross-origin-opener-policy': undefined,
  // HSTS only over HTTPS (the CDN's): RFC 6797 forbids it on serve's and nginx's plain HTTP.
  'strict-transport-security':
    server() === 'cdn' ? 'max-age=63072000; includeSubDomains' : undefined,
});
/** The page's own policy, in a <meta> right after the charset. */
const cspMeta =
  /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/;
const only = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, headers[name]]));

test.describe('response headers', () => {
  const jobPages = liveOpenings.slice(0, 1).map((job) => `/careers/${job.id}`);
  // The other languages' pages come from the same rules under their prefix: a page and an
  // unknown URL of each stand for them.
  const languagePages = TRANSLATED_LANGUAGES.flatMap((lang) => [
    localePath(lang, cityPath(cityOfLanguage(lang))),
    notFoundIn(lang),
  ]);
  for (const path of [...pages, ...jobPages, '/no-such-page', ...languagePages]) {
    test(`${path} carries the security headers and its own strict CSP`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const expected = documentHeaders();
      expect(only(headers, Object.keys(expected))).toEqual(expected);
      expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\)/);
      const policies = response
        .headersArray()
        .filter(({ name }) => /^content-security-policy$/i.test(name));
      expect(policies).toHaveLength(1);
      const html = await response.text();
      const csp = cspMeta.exec(html)?.[1] ?? '';
      expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
      expect(csp).toMatch(/^default-src 'none'; /);
      expect(csp).not.toContain('unsafe-');
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).toContain("require-trusted-types-for 'script'; trusted-types default");
    });
  }

  test('the pages run under their CSP and Trusted Types without a single violation', async ({
    page,
    problems,
  }) => {
    test.slow(); // every page, then a client-side navigation: over 30 s on a busy 2-core host
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    const polyfillRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === invokersPolyfillPath)
        polyfillRequests.push(request.url());
    });
    for (const path of allPages) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    }
    // The invoker commands polyfill is a file of its own, which a browser that has them (this
    // Chromium) never asks for; webkit/engine.spec sees WebKit ask for it.
    expect(polyfillRequests).toEqual([]);
    // Client-side navigation too: its RSC fetches, and the <style> elements React inserts.
    await page.goto('/');
    await hydrate(page);
    const inlineStyles = () => page.locator('style[data-precedence]').count();
    const stylesAtHome = await inlineStyles();
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Careers' })
      .click();
    await expect(page.locator('h1')).toHaveText('Careers');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(await inlineStyles()).toBeGreaterThan(stylesAtHome);
    // On to a job's page, whose layout and styles the list page did not have.
    for (const job of liveOpenings.slice(0, 1)) {
      await page
        .getByRole('region', { name: 'Open positions' })
        .getByRole('link', { name: job.title, exact: true })
        .click();
      await expect(page.locator('h1')).toHaveText(job.title);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    }
    expect(violations).toEqual([]);

    // Trusted Types refuse markup, a foreign script URL and a policy of another name, and pass
    // the site's own script URLs: the build output's and the polyfill's.
    type TrustedTypes = { createPolicy: (name: string, rules: object) => void };
    const refused = await page.evaluate((polyfill) => {
      const types = (window as unknown as { trustedTypes: TrustedTypes }).trustedTypes;
      const attempts: [string, () => unknown][] = [
        ['markup', () => (document.createElement('div').innerHTML = '<img src=x>')],
        ['scriptUrl', () => (document.createElement('script').src = 'https://example.com/x.js')],
        ['policy', () => types.createPolicy('other', {})],
        ['buildScript', () => (document.createElement('script').src = '/_next/static/chunks/x.js')],
        ['polyfill', () => (document.createElement('script').src = polyfill)],
      ];
      return attempts.flatMap(([name, attempt]) => {
        try {
          attempt();
          return [];
        } catch {
          return [name];
        }
      });
    }, invokersPolyfillPath);
    expect(refused).toEqual(['markup', 'scriptUrl', 'policy']);
    // Each refusal is reported and logged as a console error, this test's own.
    await expect
      .poll(() => violations.map((v) => v.split(' ')[0]).sort())
      .toEqual(['require-trusted-types-for', 'require-trusted-types-for', 'trusted-types']);
    problems.consoleErrors.length = 0;
  });

  test('build output is cached for a year, compressed, and sent without document headers', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const media = readdirSync(join(out, '_next', 'static', 'media'));
    const font = `/_next/static/media/${media.find((file) => file.endsWith('.woff2'))}`;
    const css = readdirSync(join(out, '_next', 'static', 'css')).find((f) => f.endsWith('.css'));
    for (const url of [script!, font, `/_next/static/css/${css}`]) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status(), url).toBe(200);
      const headers = response.headers();
      if (server() === 'nginx' && url === script) expect(headers['content-encoding']).toBe('gzip');
      // Only pages load these, under their own policy.
      const expected = {
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': documentHeaders()['strict-transport-security'],
        'content-security-policy': undefined,
        'referrer-policy': undefined,
        'x-frame-options': undefined,
        'permissions-policy': undefined,
      };
      expect(only(headers, Object.keys(expected)), url).toEqual(expected);
    }
    // A folder of the build is no file: the CDN's Worker answers the error view.
    if (server() === 'cdn') {
      const { 'content-security-policy': csp } = (await request.get('/_next/static/')).headers();
      expect(csp).toBe(documentHeaders()['content-security-policy']);
    }
  });

  test('nginx sends the precompressed copies, with the same headers and body', async ({
    page,
    request,
  }) => {
    test.skip(server() !== 'nginx', 'serve compresses on the fly; production is nginx');
    await page.goto('/');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    // A page, the 404 view, a start-up chunk, art, an RSC payload and the crawler files.
    const files =
      '/no-such-page /images/careers-team.svg /about.txt /sitemap.xml /manifest.webmanifest';
    for (const path of ['/about', ...files.split(' '), script!]) {
      const get = (encoding: string) =>
        request.get(path, { headers: { 'Accept-Encoding': encoding }, maxRedirects: 0 });
      const [br, gzip, identity] = await Promise.all(['br', 'gzip', 'identity'].map(get));
      const body = await identity!.body();
      // The same file, status and headers bar encoding, length and ETag; brotli the smallest.
      const perEncoding = ['content-encoding', 'content-length', 'etag', 'date', 'accept-ranges'];
      const seen = async (response: typeof br) => ({
        encoding: response!.headers()['content-encoding'],
        length: Number(response!.headers()['content-length']),
        rest: {
          status: response!.status(),
          body: (await response!.body()).equals(body),
          ...Object.fromEntries(
            Object.entries(response!.headers()).filter(([name]) => !perEncoding.includes(name)),
          ),
        },
      });
      const [b, g, i] = await Promise.all([br, gzip, identity].map(seen));
      expect([b!.encoding, g!.encoding, i!.encoding], path).toEqual(['br', 'gzip', undefined]);
      expect(b!.length < g!.length && g!.length < i!.length, path).toBe(true);
      expect([b!.rest, g!.rest], path).toEqual([i!.rest, i!.rest]);
      expect(br!.headers()['vary'], path).toMatch(/accept-encoding/i);
      expect(br!.headers()['content-type'], path).toBeTruthy();
    }
  });

  test('nginx sends every brotli copy on a reused connection too', async ({ request }) => {
    test.skip(server() !== 'nginx', 'serve compresses on the fly; production is nginx');
    // Debian's brotli_static with `disable_symlinks on` read 4 bytes past the .br name: a '/'
    // left there by a large request before, on the same connection, sent the file plain.
    const exported = readdirSync(out, { recursive: true, encoding: 'utf8' });
    const files = exported
      .filter((file) => file.endsWith('.br'))
      .map((file) => `/${file.slice(0, -'.br'.length).split(sep).join('/')}`)
      // Pages by their URLs; the error views (a language's too: /ja/404.html) and the alias
      // pages (redirects here) have none.
      .filter((path) => !/^\/([^/]+\/)?(400|404|_not-found)\.html$/.test(path))
      .filter((path) => !path.endsWith('.html') || path === path.toLowerCase())
      .map((path) => path.replace(/^\/index\.html$/, '/').replace(/\.html$/, ''));
    const largest = files
      .filter((path) => path.endsWith('.js'))
      .map((path) => ({ path, size: statSync(join(out, path)).size }))
      .sort((a, b) => b.size - a.size)[0]!.path;
    expect(files.length).toBeGreaterThan(50);
    // Which is why scoot.conf may leave symbolic links allowed: the build makes none.
    const links = exported.filter((file) => lstatSync(join(out, file)).isSymbolicLink());
    expect(links).toEqual([]);
    const plain: string[] = [];
    for (const path of files) {
      await request.get(largest, { headers: { 'Accept-Encoding': 'identity' } });
      const response = await request.get(path, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
        maxRedirects: 0,
      });
      if (response.headers()['content-encoding'] !== 'br')
        plain.push(`${path} ${response.status()}`);
    }
    expect(plain).toEqual([]);
  });

  test('the files for crawlers, link previews and home screens go out with their types', async ({
    request,
  }) => {
    // Share images may be shown by other sites (link previews); nothing else may.
    for (const [path, type, corp] of [
      ['/sitemap.xml', /^(application|text)\/xml\b/, 'same-origin'],
      ['/robots.txt', /^text\/plain\b/, 'same-origin'],
      ['/manifest.webmanifest', /^application\/manifest\+json\b/, 'same-origin'],
      ['/social/home.png', /^image\/png$/, 'cross-origin'],
      ['/icons/apple-touch-icon.png', /^image\/png$/, 'same-origin'],
      ['/icon.svg', /^image\/svg\+xml\b/, 'same-origin'],
    ] as const) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(response.status(), path).toBe(200);
      expect(headers['content-type'], path).toMatch(type);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], path).toBe(corp);
    }
  });

  test('security.txt says whom to tell about a hole, and is not about to expire', async ({
    request,
  }) => {
    const response = await request.get('/.well-known/security.txt', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain\b/);
    const text = await response.text();
    const fields = Object.fromEntries(
      [...text.matchAll(/^([\w-]+):\s*(.+)$/gm)].map(([, name, value]) => [name, value!.trim()]),
    );
    expect(fields.Contact).toMatch(/^mailto:\S+@\S+$/);
    expect(fields['Preferred-Languages']).toBe('en');
    expect(fields.Canonical).toMatch(/^https:\/\/.+\/\.well-known\/security\.txt$/);
    // RFC 9116: less than a year ahead. A build older than 11 months fails here: rebuild.
    const daysLeft = (Date.parse(fields.Expires!) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeLessThan(366);
    expect(daysLeft, 'security.txt expires within 30 days: rebuild and deploy').toBeGreaterThan(30);
  });

  test("the editors' admin is not on the site: /admin and its files answer the 404 view", async ({
    request,
  }) => {
    // serve sends /admin/index.html to /admin first, as it does any .html address.
    const files = ['', 'index.html', 'admin.js', 'admin.css'];
    for (const path of ['/admin', ...files.map((file) => `/admin/${file}`)]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('<title>Unexpected Application Error!</title>');
    }
  });
});

/*
 * What `npm run deploy` uploads, without an account: the built out/ and the committed
 * wrangler.jsonc as they are. Cloudflare itself is out of reach here (docs/hosting.md).
 */
test.describe('the upload to the CDN', () => {
  test('wrangler deploy --dry-run takes the built out/ and the Worker', () => {
    test.skip(server() !== 'cdn', 'an upload concerns the CDN alone');
    test.setTimeout(90_000);
    const root = join(__dirname, '..', '..');
    const wrangler = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
    const result = spawnSync(process.execPath, [wrangler, 'deploy', '--dry-run'], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        CI: 'true',
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_LOG: 'debug',
        CLOUDFLARE_API_TOKEN: '',
        CLOUDFLARE_ACCOUNT_ID: '',
      },
      timeout: 80_000,
    });
    const output = result.stdout + result.stderr;
    expect(result.status, output).toBe(0);
    expect(output).toContain('--dry-run: exiting now.');
    // The build's files for the CDN are read as its configuration, not uploaded as pages.
    expect(output).toContain('Ignoring asset: _headers');
    expect(output).toContain('Ignoring asset: _redirects');
    // The CDN compresses by itself: the build's brotli copies stay behind.
    expect(output).toMatch(/Ignoring asset: _next\/static\/\S+\.br\n/);
  });
});
