/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { canonicalPath, firstSegment, handle } from '@/deploy/cdn-worker.mjs';
import { cdnDocumentHeaders } from '@/deploy/headers.mjs';

/**
 * The CDN's Worker against a stand-in for its assets binding, which answers as the CDN's
 * settings do: /about is about.html, an exact file is itself, anything else 404 with no body.
 */
const files: Record<string, string> = {
  '/index.html': 'home',
  '/about.html': 'about',
  '/careers.html': 'careers',
  '/locations.html': 'locations',
  '/careers/general-manager-jakarta.html': 'job',
  '/404.html': 'the 404 view',
  '/400.html': 'the 400 view',
  '/about.txt': 'payload',
  // The translated languages, each with its own 404 view; the Worker names none of them.
  '/ja.html': 'ja home',
  '/ja/about.html': 'ja about',
  '/ja/404.html': 'the ja 404 view',
  '/id.html': 'id home',
  '/id/careers/general-manager-jakarta.html': 'id job',
  '/id/404.html': 'the id 404 view',
  // A folder of out/ with a file that is not a 404 view, under a prefix that is no language.
  '/social/404': 'not a page',
};

const env = {
  ASSETS: {
    async fetch(request: Request) {
      const { pathname } = new URL(request.url);
      const file =
        pathname === '/' ? '/index.html' : files[pathname] ? pathname : `${pathname}.html`;
      const body = files[file];
      if (body === undefined) return new Response(null, { status: 404 });
      const type = `text/${file.endsWith('.html') ? 'html' : 'plain'}; charset=utf-8`;
      return new Response(request.method === 'HEAD' ? null : body, {
        headers: { 'Content-Type': type, 'Content-Security-Policy': 'from _headers' },
      });
    },
  },
};

const get = (path: string, method = 'GET') =>
  handle(new Request(`https://scoot.example${path}`, { method }), env);

/** The site-wide headers, as every response the Worker makes must carry them (once each). */
function expectSiteHeaders(response: Response) {
  const names = Object.keys(cdnDocumentHeaders);
  const sent = Object.fromEntries(names.map((name) => [name, response.headers.get(name)]));
  expect(sent).toEqual(cdnDocumentHeaders);
}

describe('canonicalPath', () => {
  it.each<[string, string | undefined]>([
    ['/LoCaTiOnS', '/locations'],
    ['/about/', '/about'],
    ['//About//', '/about'],
    ['/ABOUT.HTML', '/about'],
    ['/%41bout', '/about'],
    ['/Careers/General-Manager-Jakarta/', '/careers/general-manager-jakarta'],
    ['/INDEX.html', '/'],
    ['/', '/'],
    ...['/%E0%A4%A', '/..%2fpackage.json', '/%2e%2e/x', '/%C3%BCber', '/a%3Fb', '/a%20b'].map(
      (path): [string, undefined] => [path, undefined],
    ),
  ])('spells %s as %s (undefined: no route)', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });
});

describe('firstSegment', () => {
  it.each<[string, string | undefined]>([
    ['/ja/nope', 'ja'],
    ['/JA/Nope/', 'ja'],
    ['//Ja//about', 'ja'],
    ['/%6Aa/x', 'ja'],
    ['/ja%2Fnope', 'ja'],
    ['/ja/%E0%A4%A', 'ja'],
    ['/nope', 'nope'],
    ['/', undefined],
    ['/%C3%BCber/x', undefined],
    ['/.well-known/x', undefined],
    ['/_next/static/x.js', undefined],
    ['/%E0%A4%A/x', undefined],
  ])('reads the first segment of %s as %s', (path, segment) => {
    expect(firstSegment(path)).toBe(segment);
  });
});

describe('the CDN Worker (runs only when no file matches, or for a trailing slash)', () => {
  it.each([
    ['/LoCaTiOnS', '/locations'],
    ['/About/?x=1', '/about?x=1'],
    ['/CAREERS/General-Manager-Jakarta/?city=x', '/careers/general-manager-jakarta?city=x'],
    ['/Index.html', '/'],
  ])('answers %s with a 301 to the lowercase route, %s, query kept', async (path, location) => {
    const response = await get(path);
    expect([response.status, response.headers.get('Location')]).toEqual([301, location]);
    expectSiteHeaders(response);
  });

  it.each('/nope /Nope/ /about/team /404/ /400 /ABOUT.TXT /..%2f..%2fpackage.json'.split(' '))(
    'answers %s with the 404 view and status 404',
    async (path) => {
      const response = await get(path);
      const type = response.headers.get('Content-Type');
      expect([response.status, type]).toEqual([404, 'text/html; charset=utf-8']);
      expect(await response.text()).toBe('the 404 view');
      // Its own headers, not the asset's: one CSP, the site-wide one.
      expectSiteHeaders(response);
    },
  );

  it.each([
    ['/ja/nope', 'ja'],
    ['/JA/nope', 'ja'],
    ['/Ja/About/Team/', 'ja'],
    ['/ja/careers/closed-job', 'ja'],
    ['/%6A%61/nope', 'ja'],
    ['//ja//nope', 'ja'],
    ['/ja/..%2f..%2fpackage.json', 'ja'],
    // A language's error view is no address of its own, in any casing: its 404 all the same.
    ['/ja/404', 'ja'],
    ['/JA/404', 'ja'],
    ['/ja/404/', 'ja'],
    ['/id/careers/closed-job', 'id'],
    ['/ID/CAREERS/CLOSED-JOB/', 'id'],
  ])('answers %s with the %s 404 view and status 404', async (path, lang) => {
    const response = await get(path);
    const type = response.headers.get('Content-Type');
    expect([response.status, type]).toEqual([404, 'text/html; charset=utf-8']);
    expect(await response.text()).toBe(`the ${lang} 404 view`);
    expectSiteHeaders(response);
  });

  it.each(['/japan/nope', '/en/nope', '/careers/closed-job', '/social/x', '/nope/ja/x', '/ja-x/y'])(
    'answers %s, under no language, with the English 404 view',
    async (path) => {
      const response = await get(path);
      expect([response.status, await response.text()]).toEqual([404, 'the 404 view']);
      expectSiteHeaders(response);
    },
  );

  it.each([
    ['/JA', '/ja'],
    ['/ja/', '/ja'],
    ['/Ja/About/?x=1', '/ja/about?x=1'],
    ['/ID/Careers/General-Manager-Jakarta', '/id/careers/general-manager-jakarta'],
  ])('still redirects %s, a language’s page in another casing, to %s', async (path, location) => {
    const response = await get(path);
    expect([response.status, response.headers.get('Location')]).toEqual([301, location]);
  });

  it('redirects only GET and HEAD; a HEAD for a miss gets the status without a body', async () => {
    expect((await get('/About', 'POST')).status).toBe(404);
    expect((await get('/About', 'HEAD')).status).toBe(301);
    for (const path of ['/nope', '/ja/nope']) {
      const head = await get(path, 'HEAD');
      expect(head.status).toBe(404);
      expect(await head.text()).toBe('');
    }
  });
});
