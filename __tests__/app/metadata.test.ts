/**
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';
import type { Metadata } from 'next';

import { cities } from '@/content/cities';
import { currentOpenings } from '@/content/jobs';
import { pageKeys, routes } from '@/content/pageRegistry';
import { absoluteUrl, SITE_URL } from '@/lib/siteUrl';
import {
  documentTitle,
  iconPath,
  pageMetadata,
  pageMetadataContent,
  pngIcons,
  SOCIAL_IMAGE_SIZE,
  socialImageAlt,
  socialImagePath,
} from '@/app/metadata';
import { metadata as badRequestMetadata } from '@/app/400/page';
import { generateMetadata as aliasMetadata } from '@/app/[alias]/page';
import manifest from '@/app/manifest';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';

type OpenGraphImage = { url: string; width: number; height: number; alt: string; type: string };

const imagesOf = (meta: Metadata['openGraph'] | Metadata['twitter']) =>
  (meta as { images: OpenGraphImage[] }).images;

describe('page metadata', () => {
  it('gives every canonical page its own title and description', () => {
    const titles = pageKeys.map(documentTitle);
    const descriptions = pageKeys.map((page) => pageMetadata(page).description);
    expect(new Set(titles).size).toBe(pageKeys.length);
    expect(new Set(descriptions).size).toBe(pageKeys.length);
    titles.forEach((title) => expect(title).toMatch(/ \| Scoot$/));
    descriptions.forEach((text) => expect(text!.length).toBeGreaterThanOrEqual(50));
  });

  it.each(pageKeys)('%s: canonical, og:url and the card image agree, all absolute', (page) => {
    const meta = pageMetadata(page);
    const url = absoluteUrl(routes[page]);
    expect(url).toBe(url.toLowerCase());
    expect(url.startsWith(`${SITE_URL}/`)).toBe(true);
    expect(meta.alternates?.canonical).toBe(url);
    expect(meta.openGraph).toMatchObject({ url, siteName: 'Scoot', title: documentTitle(page) });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
    const [image] = imagesOf(meta.openGraph);
    expect(image).toEqual({
      url: socialImagePath(page),
      type: 'image/png',
      ...SOCIAL_IMAGE_SIZE,
      alt: socialImageAlt(pageMetadataContent(page).socialCard),
    });
    expect(imagesOf(meta.twitter)).toEqual([image]);
  });

  it('draws each card from art the site has, and says in the alt text what it says', () => {
    for (const page of pageKeys) {
      const card = pageMetadataContent(page).socialCard;
      expect(existsSync(join(process.cwd(), 'public', card.art))).toBe(true);
      expect(socialImageAlt(card)).toContain(card.headline);
      expect(socialImageAlt(card)).toContain(card.text);
    }
    expect(SOCIAL_IMAGE_SIZE).toEqual({ width: 1200, height: 630 });
  });

  it('has the alias pages carry their canonical page metadata, canonical URL included', async () => {
    for (const [alias, page] of [
      ['About', 'about'],
      ['CAREERS', 'careers'],
      ['Locations', 'locations'],
    ] as const) {
      const meta = await aliasMetadata({ params: Promise.resolve({ alias }) });
      const canonical = new URL(String(meta.alternates?.canonical), SITE_URL).href;
      expect(canonical).toBe(absoluteUrl(routes[page]));
      expect(meta.openGraph).toEqual(pageMetadata(page).openGraph);
      expect(meta.description).toBe(pageMetadata(page).description);
    }
  });

  it('keeps the 400 view out of the index', () => {
    expect(badRequestMetadata.robots).toMatchObject({ index: false });
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the pages, each city’s, then each current opening’s, by absolute lowercase URL', () => {
    expect(sitemap().map((entry) => entry.url)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/about`,
      `${SITE_URL}/locations`,
      `${SITE_URL}/careers`,
      `${SITE_URL}/privacy`,
      `${SITE_URL}/accessibility`,
      ...cities.map((city) => `${SITE_URL}/locations/${city.id}`),
      ...currentOpenings.map((job) => `${SITE_URL}/careers/${job.id}`),
    ]);
  });

  it('lets every crawler in and points it at the sitemap', () => {
    expect(robots()).toEqual({
      rules: { userAgent: '*', allow: '/' },
      sitemap: `${SITE_URL}/sitemap.xml`,
    });
  });
});

describe('icons and the web app manifest', () => {
  it('offers the PNG sizes home screens ask for, plus a maskable one', () => {
    const { icons = [] } = manifest();
    const sizes = icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['any any', '192x192 any', '512x512 any', '512x512 maskable']),
    );
    expect(pngIcons.map((icon) => icon.size)).toEqual(expect.arrayContaining([32, 180, 192, 512]));
    pngIcons.forEach((icon) => expect(iconPath(icon)).toMatch(/^\/icons\/[a-z0-9-]+\.png$/));
  });

  it('names the site and uses the theme colour of the viewport', async () => {
    const { viewport } = await import('@/app/layout');
    expect(manifest()).toMatchObject({
      name: 'Scoot',
      start_url: '/',
      theme_color: viewport.themeColor,
    });
  });
});
