import { expect, pages, test } from './fixtures';
import { errorHeading, routeHeadings, server } from './servers';
import { random } from './random';

/**
 * A seeded URL fuzz test: every URL either ends on the right page or on the
 * error view, never on a blank page, an uncaught error, or a file from outside out/.
 * The seed makes every run try the same URLs; set FUZZ_SEED to explore others.
 */
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
type Case = { kind: string; url: string; expect: Expectation };

const classes: Record<string, () => Case['url'] | [string, Expectation]> = {
  'route in random casing': () => {
    const route = pick(innerRoutes);
    return [recase(route) + query() + fragment(), { route }];
  },
  'trailing slash(es)': () => {
    const route = pick(innerRoutes);
    return [
      recase(route) + '/'.repeat(1 + Math.floor(next() * 2)) + query() + fragment(),
      { route },
    ];
  },
  'doubled leading slashes': () => {
    const route = pick(innerRoutes);
    return ['/' + recase(route) + query(), { route }];
  },
  'percent-encoded letters': () => {
    const route = pick(innerRoutes);
    const encoded = [...route]
      .map((c) => (c !== '/' && chance(0.4) ? `%${c.charCodeAt(0).toString(16).toUpperCase()}` : c))
      .join('');
    return [encoded, { route }];
  },
  'dot segments the browser resolves': () => {
    const route = pick(innerRoutes);
    return [`/${word()}/..${route}${query()}`, { route }];
  },
  'unicode paths': () => [
    `/${pick(['über', 'ab\u00f6ut', 'カレア', 'lõcations', 'ca\u0301reers', '🛴'])}${chance(0.5) ? `/${word()}` : ''}`,
    { error: 404 },
  ],
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
  'very long paths': () => [`/${Array.from({ length: 60 }, word).join('/')}`, { error: 404 }],
  'unknown paths': () => [
    pick([
      `/${word()}`,
      `${pick(innerRoutes)}/${word()}`,
      `/${word()}.html`,
      `/${word()}/${word()}/`,
    ]) + query(),
    { error: 404 },
  ],
  'known routes as they are': () => {
    const route = pick(pages);
    return [route + query() + fragment(), { route }];
  },
  'folders of the build': () => [
    pick(['/_next/', '/_next/static/', '/_next/static/chunks', '/images/', '/icons', '/social/']) +
      query(),
    { error: 404 },
  ],
};

const cases: Case[] = Object.entries(classes).flatMap(([kind, make]) =>
  Array.from({ length: COUNT_PER_CLASS }, () => {
    const made = make() as [string, Expectation];
    return { kind, url: made[0], expect: made[1] };
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

test.describe('URL fuzz', () => {
  test.describe.configure({ timeout: 600_000 });

  test(`${cases.length} seeded URLs (seed ${SEED}) end on the right page or the error view`, async ({
    page,
    request,
    problems,
    baseURL,
  }) => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    // Absolute URLs: "//about" alone would be read as a protocol-relative URL to host "about".
    const origin = new URL(baseURL!).origin;
    const failures: string[] = [];
    const outcomes: Record<string, Set<string>> = {};
    let inBrowser = 0;

    for (const { kind, url, expect: expected } of cases) {
      // Over HTTP, following redirects by hand to record each one's status: what a browser
      // does, at a fraction of the cost of loading each page in one.
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
      let final = at;
      const status = response.status();
      // A route answered with the 404 page: that page's own script sends the visitor on to
      // the route (the casing fix), which only a browser runs. Only those load in one.
      if ('route' in expected && status === 404) {
        inBrowser += 1;
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
        final = new URL(page.url());
        statuses.push(200);
      }
      if (heading !== wanted) {
        failures.push(`${kind}: ${url} → ${statuses.join('→')} "${heading ?? '(no h1)'}"`);
        continue;
      }
      for (const leak of leaks) {
        if (body.includes(leak)) failures.push(`${kind}: ${url} leaked "${leak}"`);
      }
      if ('error' in expected && expected.error !== 'any' && status !== expected.error) {
        failures.push(`${kind}: ${url} → status ${status}, expected ${expected.error}`);
      }
      // Where it ended: the canonical route, the route at another casing or slashes (the
      // page's canonical link names the route), the URL as asked, or elsewhere (the error
      // view at a normalised URL, named).
      const asked = new URL(origin + url);
      const bare = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');
      const where =
        'route' in expected && final.pathname === expected.route
          ? 'route'
          : 'route' in expected && bare(final.pathname) === expected.route
            ? 'route recased'
            : final.pathname === asked.pathname
              ? 'as asked'
              : final.pathname;
      (outcomes[kind] ??= new Set()).add(`${statuses.join('→')} ${where}`);
    }

    // The responses each class met on this server, for the record.
    console.log(
      `[${server()}] ${inBrowser} of ${cases.length} needed the browser (the 404 page's casing fix); ${Object.entries(
        outcomes,
      )
        .map(([kind, seen]) => `${kind}: ${[...seen].sort().join(', ')}`)
        .join('; ')}`,
    );
    expect(failures).toEqual([]);

    // Failed document loads (404) are the expected answers here; anything else is not.
    const unexpected = problems.consoleErrors.filter(
      (e) => !/the server responded with a status of (400|404)/.test(e),
    );
    problems.consoleErrors.length = 0;
    expect(unexpected).toEqual([]);
  });
});
