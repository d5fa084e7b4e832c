import type { APIRequestContext, Page } from '@playwright/test';

import { cities } from '../../content/cities';
import { currentOpenings } from '../../content/jobs';
import { pages as sitePages } from '../../content/pageRegistry';
import { SITE_URL } from '../../lib/siteUrl';
import { aliases, expect, pages, test } from './fixtures';

/*
 * What a crawler or a link preview reads from the built site: the HTML as served (parsed,
 * never run), the images it declares, sitemap.xml and robots.txt. Every absolute URL must
 * start with SITE_URL, which the build and this test read from the same setting
 * (NEXT_PUBLIC_SITE_URL, default https://scoot.example): build and test with the same one.
 */

/**
 * The @types each canonical page must carry, every JSON-LD block together, sorted: the
 * layout's Organization and WebSite, and what the page's registry entry declares.
 * (__tests__/app/structuredData.test.tsx pins what the spec asks of About and Careers; the
 * job pages' are in jobs.spec.ts.)
 */
const expectedTypes: Record<string, string[]> = Object.fromEntries(
  Object.values(sitePages).map(({ path, jsonLd }) => [
    path,
    ['Organization', 'WebSite', ...jsonLd].sort(),
  ]),
);

/** Every page in the sitemap: the registry's, each city's, then each current opening's. */
const sitemapPages = [
  ...pages,
  ...cities.map((city) => `/locations/${city.id}`),
  ...currentOpenings.map((job) => `/careers/${job.id}`),
];

const canonicalUrl = (route: string) => new URL(route, `${SITE_URL}/`).href;

type JsonNode = Record<string, unknown> & { '@type'?: string; '@graph'?: JsonNode[] };

type Head = {
  status: number;
  title: string;
  description: string | null;
  robots: string | null;
  canonical: string[];
  /** Open Graph and Twitter tags by property or name; a repeated tag keeps every value. */
  meta: Record<string, string[]>;
  links: { rel: string; href: string; sizes: string | null; type: string | null }[];
  /** The raw text of every JSON-LD block. */
  jsonLd: string[];
};

/** Fetches a URL as a crawler does and reads its head, with a parser that runs no script. */
async function readHead(page: Page, request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  const head = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const content = (selector: string) =>
      doc.querySelector(selector)?.getAttribute('content') ?? null;
    const meta: Record<string, string[]> = {};
    for (const tag of doc.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
      const key = tag.getAttribute('property') ?? tag.getAttribute('name')!;
      (meta[key] ??= []).push(tag.getAttribute('content') ?? '');
    }
    return {
      title: doc.title,
      description: content('meta[name="description"]'),
      robots: content('meta[name="robots"]'),
      canonical: [...doc.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
      meta,
      links: [...doc.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]')].map(
        (link) => ({
          rel: link.getAttribute('rel')!,
          href: link.getAttribute('href')!,
          sizes: link.getAttribute('sizes'),
          type: link.getAttribute('type'),
        }),
      ),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    };
  }, html);
  return { status: response.status(), ...head };
}

/** Every node of the page's JSON-LD; each block must parse on its own. */
function jsonLdNodes(head: Head): JsonNode[] {
  return head.jsonLd.flatMap((text) => {
    const data = JSON.parse(text) as JsonNode;
    expect(data['@context'], 'every block names its vocabulary').toBe('https://schema.org');
    return data['@graph'] ?? [data];
  });
}

const one = (head: Head, key: string) => {
  expect(head.meta[key], `exactly one ${key}`).toHaveLength(1);
  return head.meta[key]![0]!;
};

/** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the signature. */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8).toString('hex'), 'a PNG signature').toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('latin1'), 'IHDR first').toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Fetches a same-site absolute or root-relative URL from the server under test. */
async function fetchOwn(request: APIRequestContext, url: string) {
  const { pathname } = new URL(url, `${SITE_URL}/`);
  const response = await request.get(pathname);
  expect(response.status(), `${pathname} is served`).toBe(200);
  return response;
}

test.describe('metadata of the canonical pages', () => {
  test('every page has its own title and description', async ({ page, request }) => {
    const heads = [];
    for (const path of pages) heads.push(await readHead(page, request, path));
    const titles = heads.map((head) => head.title);
    const descriptions = heads.map((head) => head.description);
    expect(new Set(titles).size, `titles: ${titles.join(' / ')}`).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
    for (const head of heads) {
      expect(head.title).toMatch(/^\S.* \| Scoot$/);
      expect(head.description?.length ?? 0).toBeGreaterThanOrEqual(50);
    }
  });

  for (const path of pages) {
    test(`${path}: indexable, with an absolute lowercase canonical and a full card`, async ({
      page,
      request,
    }) => {
      const head = await readHead(page, request, path);
      expect(head.status).toBe(200);
      expect(head.robots, 'no robots meta: the page may be indexed').toBeNull();

      expect(head.canonical).toHaveLength(1);
      const canonical = new URL(head.canonical[0]!);
      expect(canonical.href).toBe(canonicalUrl(path));
      expect(canonical.href).toBe(canonical.href.toLowerCase());

      expect(new URL(one(head, 'og:url')).href).toBe(canonical.href);
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
      const declared = {
        width: Number(one(head, 'og:image:width')),
        height: Number(one(head, 'og:image:height')),
      };
      expect(declared).toEqual({ width: 1200, height: 630 });

      const response = await fetchOwn(request, image);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual(declared);
    });
  }

  test('each page shares its own card image', async ({ page, request }) => {
    const images = [];
    for (const path of pages) images.push(one(await readHead(page, request, path), 'og:image'));
    expect(new Set(images).size).toBe(pages.length);
  });
});

test.describe('structured data', () => {
  for (const path of pages) {
    test(`${path} carries ${[...new Set(expectedTypes[path])].join(', ')}`, async ({
      page,
      request,
    }) => {
      const head = await readHead(page, request, path);
      expect(head.jsonLd.length).toBeGreaterThan(0);
      // Escaped: no block can hold a tag or a comment opener.
      for (const text of head.jsonLd) expect(text).not.toMatch(/[<>]/);
      const nodes = jsonLdNodes(head);
      expect(nodes.map((node) => node['@type']).sort()).toEqual(expectedTypes[path]);

      for (const node of nodes) {
        for (const key of ['url', '@id', 'item'] as const) {
          const value = node[key];
          if (typeof value === 'string') expect(value.startsWith(`${SITE_URL}/`)).toBe(true);
        }
      }
      const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList');
      if (crumbs) {
        const items = crumbs.itemListElement as { item: string; position: number }[];
        expect(items.map((item) => item.position)).toEqual([1, 2]);
        expect(new URL(items.at(-1)!.item).href).toBe(canonicalUrl(path));
      }
    });
  }

  test('the FAQ data holds the questions and answers the About page shows', async ({
    page,
    request,
  }) => {
    const faq = jsonLdNodes(await readHead(page, request, '/about')).find(
      (node) => node['@type'] === 'FAQPage',
    )!;
    const data = (faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map(
      (question) => [question.name, question.acceptedAnswer.text],
    );
    await page.goto('/about');
    const shown = await page
      .locator('main details')
      .evaluateAll((items) =>
        items.map((details) => [
          details.querySelector(':scope > summary')!.textContent,
          details.querySelector(':scope > p')!.textContent,
        ]),
      );
    expect(shown).toHaveLength(6);
    expect(data).toEqual(shown);
  });
});

test.describe('alias and error pages', () => {
  for (const [alias, route] of aliases) {
    test(`${alias} points at ${route} and shares its card and data`, async ({ page, request }) => {
      const [aliasHead, canonicalHead] = [
        await readHead(page, request, alias),
        await readHead(page, request, route),
      ];
      // serve has the alias page itself; a host that redirects (nginx) is tested elsewhere.
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
    ['/no-such-page', 404],
    ['/400', 200],
  ] as const) {
    test(`${path} (an error view) is noindex and names no canonical`, async ({ page, request }) => {
      const head = await readHead(page, request, path);
      expect(head.status).toBe(status);
      expect(head.robots).toMatch(/noindex/);
      expect(head.canonical).toEqual([]);
    });
  }
});

test.describe('icons and manifest', () => {
  test('every icon a page links is served at its declared size', async ({ page, request }) => {
    const head = await readHead(page, request, '/');
    expect(head.links.map((link) => link.rel).sort()).toEqual(['apple-touch-icon', 'icon', 'icon']);
    expect(head.links).toContainEqual(expect.objectContaining({ type: 'image/svg+xml' }));
    for (const link of head.links) {
      const response = await fetchOwn(request, link.href);
      if (link.type === 'image/svg+xml') {
        expect(await response.text()).toMatch(/^<svg[^>]*viewBox=/);
        continue;
      }
      const [width, height] = link.sizes!.split('x').map(Number);
      expect(pngSize(await response.body())).toEqual({ width, height });
    }
  });

  test('the web app manifest is linked, parses and its icons exist', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await fetchOwn(request, href!)).json()) as {
      name: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Scoot', start_url: '/' });
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}"/>`);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons.filter((candidate) => candidate.type === 'image/png')) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await (await fetchOwn(request, icon.src)).body())).toEqual({ width, height });
    }
  });
});

test.describe('sitemap.xml and robots.txt', () => {
  test('the sitemap is valid XML listing exactly the canonical pages', async ({
    page,
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(application|text)\/xml/);
    await page.goto('about:blank');
    const parsed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          root: doc.documentElement.localName,
          namespace: doc.documentElement.namespaceURI,
          urls: [...doc.getElementsByTagName('url')].map((url) => ({
            loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
            children: url.children.length,
          })),
        };
      },
      await response.text(),
    );
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe('urlset');
    expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = parsed.urls.map((url) => url.loc);
    expect([...locs].sort()).toEqual(sitemapPages.map(canonicalUrl).sort());
    for (const loc of locs) expect(loc).toBe(loc.toLowerCase());

    // The same URLs the pages name as canonical, and nothing else.
    const canonicals = [];
    for (const path of sitemapPages)
      canonicals.push((await readHead(page, request, path)).canonical[0]!);
    expect(locs.map((loc) => new URL(loc).href).sort()).toEqual(
      canonicals.map((url) => new URL(url).href).sort(),
    );
  });

  test('robots.txt lets crawlers in and points to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await response.text())
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
});
