import type { MetadataRoute } from 'next';

import { routes } from '@/lib/pageRegistry';
import { SITE_DESCRIPTION } from '@/content/claims';
import { SITE_NAME } from '@/content/site';
import { iconPath, pngIcons, SVG_ICON_PATH } from '@/lib/metadata';
import { color } from '@/styles/tokens';

// Written once at build time to out/manifest.webmanifest; Next links it from every page.
export const dynamic = 'force-static';

/**
 * The web app manifest: the name, colours and icons a browser uses when the site is added
 * to a home screen. The site is a brochure for the native app, so it opens in the browser.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: routes.home,
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: SITE_DESCRIPTION.en,
    lang: 'en',
    start_url: routes.home,
    scope: routes.home,
    display: 'browser',
    theme_color: color.ink,
    background_color: color.white,
    icons: [
      { src: SVG_ICON_PATH, type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
      ...pngIcons
        .filter((icon) => icon.purpose === 'any' || icon.purpose === 'maskable')
        .filter((icon) => icon.size >= 192)
        .map((icon) => ({
          src: iconPath(icon),
          type: 'image/png',
          sizes: `${icon.size}x${icon.size}`,
          purpose: icon.purpose,
        })),
    ],
  };
}
