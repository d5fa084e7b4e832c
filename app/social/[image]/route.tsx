import { ImageResponse } from 'next/og';

import { cities } from '@/content/cities';
import { currentOpenings } from '@/lib/jobs';
import { pageKeys, pages } from '@/lib/pageRegistry';
import { cityOf } from '@/lib/pages/careers';
import { cityMetadataContent } from '@/lib/pages/city';
import { cityPath } from '@/lib/cities';
import { LANGUAGES, localePath } from '@/content/languages';
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

/**
 * Every card to draw, in every language: each page's, each city's, then each current
 * opening's, by file name.
 */
function shareCards() {
  return LANGUAGES.flatMap((lang) =>
    [
      ...pageKeys.map((page) => ({
        file: socialImagePath(page, lang),
        card: pageMetadataContent(page, lang).socialCard,
        path: pages[page].path,
      })),
      ...cities[lang].map((city) => ({
        file: citySocialImagePath(city, lang),
        card: cityMetadataContent(city, lang).socialCard,
        path: cityPath(city),
      })),
      ...currentOpenings[lang].map((job) => ({
        file: jobSocialImagePath(job, lang),
        card: jobMetadataContent(job, cityOf(job, cities[lang]), lang).socialCard,
        path: jobPath(job),
      })),
    ].map(({ file, path, ...rest }) => ({
      image: file.split('/').pop()!,
      path: localePath(lang, path),
      lang,
      ...rest,
    })),
  );
}

export function generateStaticParams() {
  return shareCards().map(({ image }) => ({ image }));
}

/** Every character a card draws (SocialCard), for the fonts that must have its glyphs. */
function cardText(card: { kicker?: string; headline: string; text: string }, address: string) {
  return [SITE_NAME.toLowerCase(), card.kicker ?? '', card.headline, card.text, address].join(' ');
}

/** A page's Open Graph / Twitter card, 1200 x 630, from its content and art. */
export async function GET(_request: Request, { params }: SocialImageProps) {
  const { image } = await params;
  const { card, path, lang } = shareCards().find((candidate) => candidate.image === image)!;
  const art = svgImage(`public${card.art}`);
  const address = absoluteUrl(path)
    .replace(/^https?:\/\//, '')
    .replace(/\/$/, '');
  return new ImageResponse(
    <SocialCard
      card={card}
      name={SITE_NAME}
      address={address}
      markSrc={svgImage(MARK_FILE).src}
      artSrc={art.src}
      artSize={art}
      {...SOCIAL_IMAGE_SIZE}
    />,
    { ...SOCIAL_IMAGE_SIZE, fonts: imageFonts(socialCardFonts, lang, cardText(card, address)) },
  );
}
