import { expect, pages, test } from './fixtures';
import { errorHeading, routeHeadings } from './servers';
import { random } from './random';

/** Seeded URL fuzz: every URL ends on its page or the error view. FUZZ_SEED explores others. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const COUNT_PER_CLASS = 20;

const next = random(SEED);
const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
const chance = (p: number) => next() < p;
const recase = (text: string) =>
  [...text].map((c) => (chance(0.5) ? c.toUpperCase() : c.toLowerCase())).join('');
const innerRoutes = pages.filter((route) => route !== '/');
const word = () =>
  Array.from({ length: 3 + Math.floor(next() * 8) }, () =>
    pick([...'abcdefghijklmnopqrstuvwxyz0123456789-_']),
  ).join('');
const query = () => (chance(0.5) ? `?${word()}=${word()}${chance(0.3) ? `&${word()}` : ''}` : '');
const fragment = () => (chance(0.5) ? `#${word()}` : '');

/** What a URL must end on: a canonical route (by its heading) or the error view. */
type Expectation = { route: string } | { error: 404 | 400 | 'any' };

/** A class of URLs made from a random inner route: `url` spells it some other way. */
const fromRoute =
  (url: (route: string) => string, routes: readonly string[] = innerRoutes) =>
  (): [string, Expectation] => {
    const route = pick(routes);
    return [url(route), { route }];
  };
const notFound = (url: () => string) => (): [string, Expectation] => [url(), { error: 404 }];

const classes: Record<string, () => [string, Expectation]> = {
  'route in random casing': fromRoute((route) => recase(route) + query() + fragment()),
  'trailing slash(es)': fromRoute(
    (route) => recase(route) + '/'.repeat(1 + Math.floor(next() * 2)) + query() + fragment(),
  ),
  'doubled leading slashes': fromRoute((route) => '/' + recase(route) + query()),
  'percent-encoded letters': fromRoute((route) =>
    [...route]
      .map((c) => (c !== '/' && chance(0.4) ? `%${c.charCodeAt(0).toString(16).toUpperCase()}` : c))
      .join(''),
  ),
  'dot segments the browser resolves': fromRoute((route) => `/${word()}/..${route}${query()}`),
  'unicode paths': notFound(
    () =>
      `/${pick(['über', 'ab\u00f6ut', 'カレア', 'lõcations', 'ca\u0301reers', '🛴'])}${chance(0.5) ? `/${word()}` : ''}`,
  ),
  'encoded traversal attempts': () => [
    pick([
      '/..%2f..%2fpackage.json',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/_next/..%2f..%2fnext.config.mjs',
      '/images/%2e%2e%2f%2e%2e%2f.git%2fconfig',
      `/%2e%2e%2f${word()}`,
    ]),
    { error: 'any' },
  ],
  'very long paths': notFound(() => `/${Array.from({ length: 60 }, word).join('/')}`),
  'unknown paths': notFound(
    () =>
      pick([
        `/${word()}`,
        `${pick(innerRoutes)}/${word()}`,
        `/${word()}.html`,
        `/${word()}/${word()}/`,
      ]) + query(),
  ),
  'known routes as they are': fromRoute((route) => route + query() + fragment(), pages),
  'folders of the build': notFound(
    () =>
      pick('/_next/ /_next/static/ /_next/static/chunks /images/ /icons /social/'.split(' ')) +
      query(),
  ),
};

const cases = Object.entries(classes).flatMap(([kind, make]) =>
  Array.from({ length: COUNT_PER_CLASS }, () => {
    const [url, expected] = make();
    return { kind, url, expect: expected };
  }),
);

/** Strings that would betray a file from outside out/ (source, config, system files). */
const leaks = ['"devDependencies"', 'root:x:0:0', '[core]', 'createVanillaExtractPlugin'];

/** The text of the page's first <h1>, read from its HTML as served. */
const headingOf = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

test(`${cases.length} seeded URLs (seed ${SEED}) end on the right page or the error view`, async ({
  page,
  request,
  problems,
  baseURL,
}) => {
  test.setTimeout(600_000);
  expect(cases.length).toBeGreaterThanOrEqual(200);
  // Absolute URLs: "//about" alone would be read as a protocol-relative URL to host "about".
  const origin = new URL(baseURL!).origin;
  const failures: string[] = [];

  for (const { kind, url, expect: expected } of cases) {
    // Over HTTP, following redirects by hand to record each status: cheaper than a browser.
    const statuses: number[] = [];
    let at = new URL(origin + url);
    let response = await request.get(at.href, { maxRedirects: 0 });
    for (let hop = 0; response.status() >= 300 && response.status() < 400 && hop < 10; hop++) {
      statuses.push(response.status());
      at = new URL(response.headers()['location']!, at);
      response = await request.get(at.href, { maxRedirects: 0 });
    }
    statuses.push(response.status());
    if (statuses.some((code) => code >= 500)) {
      failures.push(`${kind}: ${url} → server error ${statuses.join('→')}`);
      continue;
    }
    const wanted = 'route' in expected ? routeHeadings[expected.route]! : errorHeading;
    let body = await response.text();
    let heading = headingOf(body);
    const status = response.status();
    // A route answered with the 404 page, whose script (the casing fix) needs a browser.
    if ('route' in expected && status === 404) {
      await page.goto(origin + url, { waitUntil: 'load' });
      const h1 = page.locator('h1');
      try {
        await expect(h1).toHaveText(wanted, { timeout: 5_000 });
        await expect(h1).toBeVisible();
      } catch {
        failures.push(`${kind}: ${url} → ${status} "${(await h1.allTextContents()).join('|')}"`);
        continue;
      }
      body = await page.content();
      heading = wanted;
    }
    if (heading !== wanted) {
      failures.push(`${kind}: ${url} → ${statuses.join('→')} "${heading ?? '(no h1)'}"`);
      continue;
    }
    for (const leak of leaks.filter((leak) => body.includes(leak)))
      failures.push(`${kind}: ${url} leaked "${leak}"`);
    if ('error' in expected && expected.error !== 'any' && status !== expected.error)
      failures.push(`${kind}: ${url} → status ${status}, expected ${expected.error}`);
  }

  expect(failures).toEqual([]);

  // Failed document loads (404) are the expected answers here; anything else is not.
  problems.forgiven.push(/the server responded with a status of (400|404)/);
});
