import { ImageResponse } from 'next/og';

import { cities } from '@/content/cities';
import { currentOpenings } from '@/content/jobs';
import { pageKeys, pages } from '@/content/pageRegistry';
import { cityOf } from '@/content/pages/careers';
import { cityMetadataContent } from '@/content/pages/city';
import { cityPath } from '@/lib/cities';
import { jobPath } from '@/lib/openings';
import { SITE_NAME } from '@/content/site';
import { absoluteUrl } from '@/lib/siteUrl';
import { SocialCard, socialCardFonts } from '@/components/SocialCard/SocialCard';

import {
  citySocialImagePath,
  jobMetadataContent,
  jobSocialImagePath,
  pageMetadataContent,
  SOCIAL_IMAGE_SIZE,
  socialImagePath,
} from '@/lib/metadata';
import { imageFonts, MARK_FILE, svgImage } from '@/lib/imageSources';

type SocialImageProps = { params: Promise<{ image: string }> };

// Drawn once at build time into out/social/<page>.png; there is no server to ask later.
export const dynamic = 'force-static';
export const dynamicParams = false;

/** Every card to draw: each page's, each city's, then each current opening's, by file name. */
function shareCards() {
  return [
    ...pageKeys.map((page) => ({
      file: socialImagePath(page),
      card: pageMetadataContent(page).socialCard,
      path: pages[page].path,
    })),
    ...cities.map((city) => ({
      file: citySocialImagePath(city),
      card: cityMetadataContent(city).socialCard,
      path: cityPath(city),
    })),
    ...currentOpenings.map((job) => ({
      file: jobSocialImagePath(job),
      card: jobMetadataContent(job, cityOf(job)).socialCard,
      path: jobPath(job),
    })),
  ].map(({ file, ...rest }) => ({ image: file.split('/').pop()!, ...rest }));
}

export function generateStaticParams() {
  return shareCards().map(({ image }) => ({ image }));
}

/** A page's Open Graph / Twitter card, 1200 x 630, from its content and art. */
export async function GET(_request: Request, { params }: SocialImageProps) {
  const { image } = await params;
  const { card, path } = shareCards().find((candidate) => candidate.image === image)!;
  const art = svgImage(`public${card.art}`);
  return new ImageResponse(
    <SocialCard
      card={card}
      name={SITE_NAME}
      address={absoluteUrl(path)
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
