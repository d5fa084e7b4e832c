import { ImageResponse } from 'next/og';

import { type PageKey, pageKeys, pages } from '@/content/pageRegistry';
import { SITE_NAME } from '@/content/site';
import { absoluteUrl } from '@/lib/siteUrl';
import { SocialCard, socialCardFonts } from '@/components/SocialCard/SocialCard';

import { imageFonts, MARK_FILE, svgImage } from '../../imageSources';
import { pageMetadataContent, SOCIAL_IMAGE_SIZE, socialImagePath } from '../../metadata';

type SocialImageProps = { params: Promise<{ image: string }> };

// Drawn once at build time into out/social/<page>.png; there is no server to ask later.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return pageKeys.map((page) => ({ image: socialImagePath(page).split('/').pop()! }));
}

/** A page's Open Graph / Twitter card, 1200 x 630, from its content and art. */
export async function GET(_request: Request, { params }: SocialImageProps) {
  const { image } = await params;
  const page = pageKeys.find((key) => socialImagePath(key).endsWith(`/${image}`)) as PageKey;
  const card = pageMetadataContent(page).socialCard;
  const art = svgImage(`public${card.art}`);
  return new ImageResponse(
    <SocialCard
      card={card}
      name={SITE_NAME}
      address={absoluteUrl(pages[page].path)
        .replace(/^https?:\/\//, '')
        .replace(/\/$/, '')}
      markSrc={svgImage(MARK_FILE).src}
      artSrc={art.src}
      artSize={art}
      {...SOCIAL_IMAGE_SIZE}
    />,
    { ...SOCIAL_IMAGE_SIZE, fonts: imageFonts(socialCardFonts) },
  );
}
