import type { APIRequestContext, Page } from '@playwright/test';

import { cities as citiesIn } from '../../content/cities';
import { officeOf } from '../../content/offices';
import { pages as sitePages } from '@/lib/pageRegistry';
import { cityOf, jobDescription, salaryRange } from '@/lib/pages/careers';
import { LANGUAGES, localePath } from '@/content/languages';
import { endOfDayIn } from '../../lib/openings';
import { SITE_URL } from '../../lib/siteUrl';
import { aliases, expect, liveOpenings, NOT_FOUND, pages, sitemapPaths, test } from './fixtures';

/*
 * What a crawler or a link preview reads: the HTML as served with scripts off, its images,
 * sitemap.xml and robots.txt. Absolute URLs start with SITE_URL, which the build and this test
 * both read from NEXT_PUBLIC_SITE_URL: build and test with the same one.
 */
test.use({ javaScriptEnabled: false });
test.beforeEach(({ problems }) => problems.forgiven.push(/status of 404/));

/** The English pages' cities, as the English pages this spec reads name them. */
const cities = citiesIn.en;
const ORGANIZATION_ID = `${SITE_URL}/#organization`;
const canonicalUrl = (route: string) => new URL(route, `${SITE_URL}/`).href;
const jobOf = (path: string) => liveOpenings.find((job) => `/careers/${job.id}` === path);
const cityAt = (path: string) => cities.find((city) => `/locations/${city.id}` === path);

/** The @types a page carries, every JSON-LD block together, sorted: the layout's and its own. */
function expectedTypes(path: string) {
  const registered = Object.values(sitePages).find((page) => page.path === path);
  const own = registered?.jsonLd ?? [jobOf(path) ? 'JobPosting' : 'City', 'BreadcrumbList'];
  // The list of openings is left out on a day with none.
  const listed = own.filter((type) => type !== 'ItemList' || liveOpenings.length);
  return ['Organization', 'WebSite', ...listed].sort();
}

type JsonNode = Record<string, unknown> & { '@type'?: string; '@graph'?: JsonNode[] };

/** A page as a crawler reads it: its status and head, parsed with scripts off. */
async function readHead(page: Page, path: string) {
  const response = await page.goto(path);
  const head = await page.evaluate(() => {
    const all = (selector: string) => [...document.querySelectorAll(selector)];
    const content = (selector: string) =>
      document.querySelector(selector)?.getAttribute('content') ?? null;
    const meta: Record<string, string[]> = {};
    for (const tag of all('meta[property^="og:"], meta[name^="twitter:"]')) {
      const key = tag.getAttribute('property') ?? tag.getAttribute('name')!;
      (meta[key] ??= []).push(tag.getAttribute('content') ?? '');
    }
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      robots: content('meta[name="robots"]'),
      canonical: all('link[rel="canonical"]').map((link) => link.getAttribute('href') ?? ''),
      meta,
      icons: all('link[rel~="icon"], link[rel="apple-touch-icon"]').map((link) => ({
        rel: link.getAttribute('rel')!,
        href: link.getAttribute('href')!,
        sizes: link.getAttribute('sizes'),
        type: link.getAttribute('type'),
      })),
      jsonLd: all('script[type="application/ld+json"]').map((script) => script.textContent ?? ''),
    };
  });
  return { status: response!.status(), ...head };
}
type Head = Awaited<ReturnType<typeof readHead>>;

/** Every node of the page's JSON-LD; each block must parse on its own and name schema.org. */
function jsonLdNodes(head: Head): JsonNode[] {
  return head.jsonLd.flatMap((text) => {
    const data = JSON.parse(text) as JsonNode;
    expect(data['@context'], 'every block names its vocabulary').toBe('https://schema.org');
    return data['@graph'] ?? [data];
  });
}
/** The text of a JSON-LD HTML string, its tags dropped and its entities decoded. */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name]!);
const nodeOf = (nodes: JsonNode[], type: string) => nodes.find((node) => node['@type'] === type)!;

const one = (head: Head, key: string) => {
  expect(head.meta[key], `exactly one ${key}`).toHaveLength(1);
  return head.meta[key]![0]!;
};

/** Fetches a same-site absolute or root-relative URL from the server under test. */
async function fetchOwn(request: APIRequestContext, url: string) {
  const { pathname } = new URL(url, `${SITE_URL}/`);
  const response = await request.get(pathname);
  expect(response.status(), `${pathname} is served`).toBe(200);
  return response;
}

/** A served PNG's "<width>x<height>", from its IHDR chunk, after checking the signature. */
async function pngSize(request: APIRequestContext, url: string) {
  const body = await (await fetchOwn(request, url)).body();
  expect(body.subarray(0, 8).toString('hex'), 'a PNG signature').toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('latin1'), 'IHDR first').toBe('IHDR');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test('every page of the sitemap has its own title, description and card', async ({ page }) => {
  const heads = [];
  for (const path of sitemapPaths) heads.push(await readHead(page, path));
  for (const key of ['title', 'description'] as const) {
    const values = heads.map((head) => head[key]);
    expect(new Set(values).size, `${key}s: ${values.join(' / ')}`).toBe(sitemapPaths.length);
  }
  expect(new Set(heads.map((head) => one(head, 'og:image'))).size).toBe(sitemapPaths.length);
  for (const head of heads) {
    expect(head.title).toMatch(/^\S.* \| Scoot$/);
    expect(head.description?.length ?? 0).toBeGreaterThanOrEqual(50);
  }
});

for (const path of sitemapPaths) {
  test(`${path}: indexable, canonical, its share card and its structured data`, async ({
    page,
    request,
  }) => {
    const head = await readHead(page, path);
    expect(head.status).toBe(200);
    expect(head.robots, 'no robots meta: the page may be indexed').toBeNull();
    const canonical = canonicalUrl(path);
    expect(canonical).toBe(canonical.toLowerCase());
    expect(head.canonical.map((href) => new URL(href).href)).toEqual([canonical]);

    expect(new URL(one(head, 'og:url')).href).toBe(canonical);
    expect(one(head, 'og:title')).toBe(head.title);
    expect(one(head, 'og:description')).toBe(head.description);
    expect(one(head, 'og:type')).toBe('website');
    expect(one(head, 'og:site_name')).toBe('Scoot');
    expect(one(head, 'twitter:card')).toBe('summary_large_image');
    expect(one(head, 'twitter:title')).toBe(head.title);
    expect(one(head, 'twitter:description')).toBe(head.description);
    const image = one(head, 'og:image');
    expect(image.startsWith(`${SITE_URL}/`), `${image} is absolute, on SITE_URL`).toBe(true);
    expect(one(head, 'twitter:image')).toBe(image);
    expect(one(head, 'og:image:alt').length).toBeGreaterThan(20);
    expect(one(head, 'og:image:type')).toBe('image/png');
    expect(`${one(head, 'og:image:width')}x${one(head, 'og:image:height')}`).toBe('1200x630');
    expect(await pngSize(request, image)).toBe('1200x630');

    // Escaped: no block can hold a tag or a comment opener.
    for (const text of head.jsonLd) expect(text).not.toMatch(/[<>]/);
    const nodes = jsonLdNodes(head);
    expect(nodes.map((node) => node['@type']).sort()).toEqual(expectedTypes(path));
    for (const node of nodes)
      for (const key of ['url', '@id', 'item'] as const)
        if (typeof node[key] === 'string') expect(node[key]).toMatch(new RegExp(`^${SITE_URL}/`));
    expect(nodeOf(nodes, 'Organization')).toMatchObject({
      '@id': ORGANIZATION_ID,
      name: 'Scoot',
      url: `${SITE_URL}/`,
      logo: { url: `${SITE_URL}/icons/icon-512.png` },
      areaServed: cities.map((city) => ({ name: city.name })),
    });
    expect(nodeOf(nodes, 'WebSite')).toMatchObject({
      '@id': `${SITE_URL}/#website`,
      url: `${SITE_URL}/`,
      publisher: { '@id': ORGANIZATION_ID },
    });
    const crumbs = nodeOf(nodes, 'BreadcrumbList');
    if (crumbs) {
      const items = crumbs.itemListElement as { item: string; name: string; position: number }[];
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(items[0]).toMatchObject({ name: 'Home', item: `${SITE_URL}/` });
      expect(items.at(-1)!.item).toBe(canonical);
    }
  });
}

test('the FAQ data holds the questions and answers the About page shows', async ({ page }) => {
  const faq = nodeOf(jsonLdNodes(await readHead(page, '/about')), 'FAQPage');
  const data = (faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map(
    (question) => [question.name, question.acceptedAnswer.text],
  );
  const shown = await page.locator('main details').evaluateAll((items) =>
    items.map((item) => [
      item.querySelector(':scope > summary')!.textContent,
      // The answer, then its sentences city by city where the cities' rules make it.
      [...item.querySelectorAll(':scope > p, :scope > ul > li')]
        .map((part) => part.textContent)
        .join(' '),
    ]),
  );
  expect(shown.length).toBeGreaterThan(0);
  expect(data).toEqual(shown);
});

test('each job page carries one JobPosting of what it shows, and /careers lists them', async ({
  page,
}) => {
  for (const job of liveOpenings) {
    const posting = nodeOf(jsonLdNodes(await readHead(page, `/careers/${job.id}`)), 'JobPosting');
    const office = officeOf(job);
    expect(posting).toMatchObject({
      title: await page.locator('h1').textContent(),
      url: canonicalUrl(`/careers/${job.id}`),
      datePosted: job.datePosted,
      validThrough: endOfDayIn(job.validThrough, office.timeZone),
      employmentType: job.employmentType,
      directApply: false,
      hiringOrganization: { '@id': ORGANIZATION_ID, name: 'Scoot' },
      identifier: { '@type': 'PropertyValue', name: 'Scoot', value: job.id },
      jobLocation: {
        address: {
          streetAddress: office.streetAddress,
          addressLocality: office.locality ?? cityOf(job).name,
          addressRegion: office.region,
          postalCode: office.postalCode,
          addressCountry: expect.stringMatching(/^[A-Z]{2}$/),
        },
      },
      baseSalary: {
        currency: job.salary.currency,
        value: { minValue: job.salary.min, maxValue: job.salary.max, unitText: job.salary.unit },
      },
    });
    expect(posting.datePosted as string).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((posting.validThrough as string) >= (posting.datePosted as string)).toBe(true);
    // The page shows what the posting states: the description, the dates, the place, the pay.
    const visible = await page.evaluate(
      (ids) =>
        ids
          .map((id) => document.querySelector(`main section[aria-labelledby="${id}-title"]`)!)
          .map((section) => section.textContent)
          .join(''),
      jobDescription(job, 'en').map((part) => part.id),
    );
    expect(textOf(posting.description as string)).toBe(visible);
    for (const date of [posting.datePosted, posting.validThrough])
      await expect(page.locator(`time[datetime="${date as string}"]`).first()).toBeAttached();
    const main = page.getByRole('main');
    for (const text of [job.location, office.streetAddress, salaryRange(job.salary, 'en')])
      await expect(main).toContainText(text);
  }
  const careers = jsonLdNodes(await readHead(page, '/careers'));
  const rows = await page
    .locator('#open-positions li h3 a')
    .evaluateAll((links) =>
      links.map((link) => ({ name: link.textContent, url: (link as HTMLAnchorElement).href })),
    );
  expect(rows).toHaveLength(liveOpenings.length);
  if (!rows.length) return expect(careers.map((node) => node['@type'])).not.toContain('ItemList');
  expect(nodeOf(careers, 'ItemList').itemListElement).toEqual(
    rows.map((row, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: row.name,
      url: canonicalUrl(new URL(row.url).pathname),
    })),
  );
});

test('each city page names its city and country', async ({ page }) => {
  for (const path of sitemapPaths.filter(cityAt)) {
    const city = cityAt(path)!;
    expect(nodeOf(jsonLdNodes(await readHead(page, path)), 'City')).toMatchObject({
      name: city.name,
      url: canonicalUrl(path),
      containedInPlace: { '@type': 'Country', name: city.country },
    });
  }
});

for (const [alias, route] of aliases) {
  test(`${alias} points at ${route} and shares its card and data`, async ({ page }) => {
    const [aliasHead, canonicalHead] = [await readHead(page, alias), await readHead(page, route)];
    // serve has the alias page itself; the hosts that redirect are routing.spec.ts's.
    expect(aliasHead.status).toBe(200);
    expect(aliasHead.canonical).toEqual(canonicalHead.canonical);
    expect(aliasHead.title).toBe(canonicalHead.title);
    expect(aliasHead.meta).toEqual(canonicalHead.meta);
    expect(aliasHead.jsonLd.map((text) => JSON.parse(text))).toEqual(
      canonicalHead.jsonLd.map((text) => JSON.parse(text)),
    );
  });
}

for (const [path, status] of [
  [NOT_FOUND, 404],
  ['/400', 200],
] as const) {
  test(`${path} (an error view) is noindex and names no canonical`, async ({ page }) => {
    const head = await readHead(page, path);
    expect(head.status).toBe(status);
    expect(head.robots).toMatch(/noindex/);
    expect(head.canonical).toEqual([]);
  });
}

test('every icon a page links is served at its declared size, the SVG one in the page', async ({
  page,
  request,
}) => {
  const { icons } = await readHead(page, '/');
  expect(icons.map((link) => link.rel).sort()).toEqual(['apple-touch-icon', 'icon', 'icon']);
  expect(icons).toContainEqual(expect.objectContaining({ type: 'image/svg+xml' }));
  // The mark the manifest serves as /icon.svg, in the page as a data: URL (lib/metadata.ts).
  const mark = (await (await fetchOwn(request, '/icon.svg')).text()).replace(/"/g, "'").trim();
  for (const link of icons)
    if (link.type === 'image/svg+xml') {
      expect(link.href).toMatch(/^data:image\/svg\+xml,/);
      expect(decodeURIComponent(link.href.slice(link.href.indexOf(',') + 1))).toBe(mark);
    } else expect(await pngSize(request, link.href)).toBe(link.sizes);
});

test('the web app manifest is linked, names the site and its icons exist', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await fetchOwn(request, href!)).json()) as {
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Scoot', start_url: '/' });
  const themeColor = page.locator('meta[name="theme-color"]');
  await expect(themeColor).toHaveAttribute('content', manifest.theme_color);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons.filter((candidate) => candidate.type === 'image/png'))
    expect(await pngSize(request, icon.src)).toBe(icon.sizes);
});

test('the sitemap is valid XML listing the pages, each city, then each opening, in each language', async ({
  page,
  request,
}) => {
  const xml = await (await fetchOwn(request, '/sitemap.xml')).text();
  await page.goto('about:blank');
  const parsed = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const xhtml = 'http://www.w3.org/1999/xhtml';
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
      // Each entry's language versions, by hreflang (xhtml:link rel="alternate").
      alternates: [...doc.getElementsByTagName('url')].map((url) =>
        [...url.getElementsByTagNameNS(xhtml, 'link')].map((link) => [
          link.getAttribute('rel'),
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
    };
  }, xml);
  expect(parsed).toMatchObject({
    error: null,
    root: 'urlset',
    namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9',
  });
  // The same URLs the pages name as canonical (each page's test above), in this order:
  // English, then each language under its prefix.
  const cityPaths = cities.map((city) => `/locations/${city.id}`);
  const jobPaths = liveOpenings.map((job) => `/careers/${job.id}`);
  const routes = [...pages, ...cityPaths, ...jobPaths];
  const inEachLanguage = LANGUAGES.flatMap((lang) => routes.map((route) => ({ lang, route })));
  expect(parsed.locs).toEqual(
    inEachLanguage.map(({ lang, route }) => canonicalUrl(localePath(lang, route))),
  );
  // Each entry lists the page in every language and the English as x-default, absolute.
  expect(parsed.alternates).toEqual(
    inEachLanguage.map(({ route }) =>
      [...LANGUAGES, 'x-default'].map((hreflang) => [
        'alternate',
        hreflang,
        canonicalUrl(hreflang === 'x-default' ? route : localePath(hreflang as never, route)),
      ]),
    ),
  );
});

test('robots.txt lets crawlers in and points to the sitemap', async ({ request }) => {
  const lines = (await (await fetchOwn(request, '/robots.txt')).text())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  for (const line of lines) expect(line).toMatch(/^(User-Agent|Allow|Disallow|Sitemap): \S+$/i);
  expect(lines).toContain('User-Agent: *');
  expect(lines).toContain('Allow: /');
  expect(lines).not.toContain('Disallow: /');
  const sitemaps = lines.filter((line) => /^Sitemap:/i.test(line));
  expect(sitemaps).toEqual([`Sitemap: ${SITE_URL}/sitemap.xml`]);
});
