import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { jobOpenings } from '@/lib/jobs';
import { readNotFoundLanguages } from '../../deploy/export-files.mjs';
import { cityPath } from '../../lib/cities';
import { localePath, TRANSLATED_LANGUAGES } from '@/content/languages';
import { translator } from '../../lib/messages';
import { jobPath } from '../../lib/openings';
import {
  aliases,
  cityOfLanguage,
  expect,
  growthTag,
  liveOpenings,
  sitemapPaths as sitemapRoutes,
  test,
} from './fixtures';
import { errorHeading, routeHeadings, server, serverTraits } from './servers';
import { random } from './random';

/** The capitalised and upper-case forms (the alias pages), and eight seeded by the route itself. */
function someCasings(route: string): string[] {
  const next = random(
    [...route].reduce((hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16777619), 2166136261),
  );
  const recased = Array.from({ length: 8 }, () =>
    [...route].map((c) => (next() < 0.5 ? c.toUpperCase() : c)).join(''),
  );
  const capitalised = route.replace(/\/(.)/g, (_, c: string) => `/${c.toUpperCase()}`);
  return [...new Set([route, capitalised, route.toUpperCase(), ...recased])];
}

/**
 * The other languages' routes are the English ones under a prefix, by the same rules: a city
 * page in each (its prefix, the section and the page recased) stands for them.
 */
const translatedRoutes = TRANSLATED_LANGUAGES.map((lang) =>
  localePath(lang, cityPath(cityOfLanguage(lang))),
);

/** The alias pages' casings of each route, and others with what must survive of query and hash. */
const recasedCases = [
  ...aliases.map(([alias, route]) => [alias, route, '', ''] as const),
  ['/aBoUt', '/about', '', ''],
  ['/CAREERS/', '/careers', '', ''],
  ['/Locations?x=1#y', '/locations', '?x=1', '#y'],
  ['/lOcAtIoNs/?city=london#map', '/locations', '?city=london', '#map'],
] as const;

const htmlCases = [
  ['/about.html', '/about'],
  ['/careers.html?x=1', '/careers'],
  ['/index.html', '/'],
] as const;

/** URLs of no page, among them a closed opening's and every expired one (in the growth fixture). */
const unknownUrls = [
  ...'/nope /about/team /careers/123 /careers/general-manager'.split(' '),
  ...'/Careers/General-Manager-Atlantis /Abouts /%C3%BCber'.split(' '),
  ...jobOpenings.en.filter((job) => !liveOpenings.includes(job)).map(jobPath),
];

const out = join(__dirname, '..', '..', 'out');

/**
 * The languages this build gave a 404 view of their own (out/ja/404.html), found as nginx's
 * map and the CDN's Worker find them: the folders of out/ that hold a 404.html.
 */
const notFoundLanguages = readNotFoundLanguages(out);

/** One case of each kind for Firefox: the answers are the server's, checked case by case. */
const firefoxCases = new Set([
  ...'/About /lOcAtIoNs/?city=london#map /careers.html?x=1'.split(' '),
  ...'/nope /careers/general-manager /%C3%BCber'.split(' '),
]);

// A case renamed above and not here would leave Firefox one kind short, silently.
const allCases = [...recasedCases, ...htmlCases].map(([url]) => url);
const stale = [...firefoxCases].filter((url) => ![...allCases, ...unknownUrls].includes(url));
if (stale.length) throw new Error(`firefoxCases names cases this spec no longer has: ${stale}`);

function oneOfAKindInFirefox(browserName: string, url: string) {
  test.skip(
    browserName === 'firefox' && !firefoxCases.has(url),
    'the server answers every browser alike: Firefox loads one case of each kind',
  );
}

test.describe('case-insensitive routes', () => {
  test(
    'seeded casings of every route, with or without a trailing slash, answer 200 or 301',
    { tag: growthTag },
    async ({ request, browserName }) => {
      test.skip(browserName === 'firefox', 'requests only: no browser is involved');
      // About 22 requests a route: 1.5 s each leaves the growth fixture's 130 routes room.
      test.setTimeout(Math.max(120_000, sitemapRoutes.length * 1_500));
      const { recased } = serverTraits();
      // Uncompressed, so the server does not spend its time on brotli.
      const plain = { maxRedirects: 0, headers: { 'Accept-Encoding': 'identity' } };
      const wrong: string[] = [];
      expect(sitemapRoutes).toContain('/');
      expect(sitemapRoutes.length).toBeGreaterThanOrEqual(Object.keys(routeHeadings).length);
      expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200);
      for (const route of [...sitemapRoutes, ...translatedRoutes].filter(
        (route) => route !== '/',
      )) {
        for (const casing of someCasings(route)) {
          for (const url of [casing, `${casing}/`]) {
            const response = await request.get(url, plain);
            const status = response.status();
            if (url === route) {
              if (status !== 200) wrong.push(`${url} → ${status}`);
            } else if (recased === 'redirect') {
              // A real redirect to the lowercase route, not a chain and not a 404.
              const location = response.headers()['location'] ?? '';
              if (status !== 301 || new URL(location, 'http://x').pathname !== route)
                wrong.push(`${url} → ${status} ${location}`);
            } else {
              const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text());
              if (status !== 200 || !canonical?.[1]?.endsWith(route))
                wrong.push(`${url} → ${status}, canonical ${canonical?.[1]}`);
            }
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  for (const [url, route, search, hash] of recasedCases) {
    test(`${url} shows the ${route} page, keeping query and hash`, async ({
      page,
      browserName,
    }) => {
      oneOfAKindInFirefox(browserName, url);
      const response = await page.goto(url);
      await expect(page.locator('h1')).toHaveText(routeHeadings[route]!);
      const final = new URL(page.url());
      if (serverTraits().recased === 'redirect') {
        const redirect = await response?.request().redirectedFrom()?.response();
        expect(redirect?.status()).toBe(301);
        expect(final.pathname).toBe(route);
      } else {
        // The page at the URL as typed, naming the canonical one.
        expect(response?.status()).toBe(200);
        expect(final.pathname.toLowerCase().replace(/\/+$/, '')).toBe(route);
        const canonical = page.locator('link[rel="canonical"]');
        await expect(canonical).toHaveAttribute('href', new RegExp(`${route}$`));
      }
      expect(final.search).toBe(search);
      expect(final.hash).toBe(hash);
    });
  }

  for (const [url, route] of htmlCases) {
    test(`${url} redirects to ${route}`, async ({ page, browserName }) => {
      oneOfAKindInFirefox(browserName, url);
      const response = await page.goto(url);
      const redirect = await response?.request().redirectedFrom()?.response();
      const { htmlRedirect, htmlRedirectKeepsQuery } = serverTraits();
      expect([redirect?.status(), response?.status()]).toEqual([htmlRedirect, 200]);
      const final = new URL(page.url());
      expect(final.pathname).toBe(route);
      expect(final.search).toBe(htmlRedirectKeepsQuery ? new URL(url, 'http://x').search : '');
      await expect(page.locator('h1')).toHaveText(routeHeadings[route]!);
    });
  }

  test('on a host without configuration, the 404 page corrects the casing before it paints', async ({
    page,
    request,
    problems,
  }) => {
    // A plain bucket answers any unknown path with 404.html (decoded: no length or encoding).
    const notFound = await request.get('/no-such-page');
    const body = await notFound.text();
    const stale = /^(content-encoding|content-length|transfer-encoding)$/;
    const headers = Object.fromEntries(
      Object.entries(notFound.headers()).filter(([name]) => !stale.test(name)),
    );
    await page.route(
      (url) => url.pathname === '/cArEeRs',
      (route) => route.fulfill({ status: 404, headers, body }),
    );
    const paints: string[] = [];
    await page.exposeFunction('reportPaint', (title: string) => paints.push(title));
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length)
          (window as unknown as { reportPaint: (t: string) => void }).reportPaint(document.title);
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto('/cArEeRs?x=1#y');
    await expect(page.locator('h1')).toHaveText('Careers');
    const final = new URL(page.url());
    expect(final.pathname + final.search + final.hash).toBe('/careers?x=1#y');
    await expect.poll(() => paints.length).toBeGreaterThan(0);
    expect(paints.filter((title) => title.includes(errorHeading))).toEqual([]);
    problems.forgiven.push(/status of 404/);
  });
});

test.describe('unknown and malformed URLs', { tag: growthTag }, () => {
  for (const url of unknownUrls) {
    test(`${url} shows the 404 view with status 404`, async ({ page, problems, browserName }) => {
      oneOfAKindInFirefox(browserName, url);
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(errorHeading);
      await expect(page.getByText('404 Not Found')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
      problems.forgiven.push(/status of 404/);
    });
  }

  test("an unknown address under a language's prefix gets that language's 404 view", async ({
    request,
  }) => {
    test.skip(notFoundLanguages.length === 0, 'this build has no 404 view in another language');
    // Each view by its file, to name the one a server sent.
    const views = ['404.html', ...notFoundLanguages.map((lang) => `${lang}/404.html`)].map(
      (file) => [file, readFileSync(join(out, file), 'utf8')] as const,
    );
    const viewOf = (body: string) => views.find(([, view]) => view === body)?.[0] ?? body;
    for (const lang of notFoundLanguages) {
      // serve always sends out/404.html (docs/hosting.md); nginx and the CDN the language's.
      const own = server() === 'serve' ? '404.html' : `${lang}/404.html`;
      const cases = [
        ...[`/${lang}/nope`, `/${lang.toUpperCase()}/nope`, `/${lang}/careers/closed-job`].map(
          (path) => [path, own] as const,
        ),
        // Only a whole first segment is a language.
        [`/${lang}x/nope`, '404.html'] as const,
      ];
      for (const [path, view] of cases) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect([response.status(), viewOf(await response.text())], path).toEqual([404, view]);
      }
    }
  });

  // What a visitor sees there: the view in the server's choice of language (the test above
  // names the file each server sends), its words, <html lang> and its way home.
  for (const lang of TRANSLATED_LANGUAGES) {
    const url = localePath(lang, '/nope');
    test(`${url} shows the 404 view in its language where the server picks one, with status 404`, async ({
      page,
      problems,
      browserName,
    }) => {
      oneOfAKindInFirefox(browserName, url);
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      const shown = serverTraits().notFoundInLanguage ? lang : 'en';
      const t = translator(shown);
      await expect(page.locator('html')).toHaveAttribute('lang', shown);
      await expect(page).toHaveTitle(t('errors.title'));
      await expect(page.locator('h1')).toHaveText(t('errors.title'));
      await expect(page.getByText(t('errors.notFoundStatus'))).toBeVisible();
      const home = page.getByRole('link', { name: t('errors.homeLink') });
      await expect(home).toHaveAttribute('href', localePath(shown, '/'));
      problems.forgiven.push(/status of 404/);
    });
  }

  test('an encoded path above the site root gets the error view, not a file', async ({
    page,
    problems,
  }) => {
    const response = await page.goto('/..%2f..%2fpackage.json');
    const status = serverTraits().traversal;
    expect(response?.status()).toBe(status);
    await expect(page.locator('h1')).toHaveText(errorHeading);
    const reason = status === 400 ? '400 Bad Request' : '404 Not Found';
    await expect(page.getByText(reason)).toBeVisible();
    expect(await page.content()).not.toContain('"devDependencies"');
    problems.forgiven.push(/status of 40[04]/);
  });
});
