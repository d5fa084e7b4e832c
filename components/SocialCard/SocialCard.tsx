import type { SocialCard as SocialCardContent } from '@/content/types';
import { color } from '@/styles/tokens';

/** The families the image renderer is given (see app/social/[image]/route.tsx). */
export const socialCardFonts = { heading: 'Space Mono', body: 'Lexend Deca' } as const;

type SocialCardProps = {
  card: SocialCardContent;
  /** The page's address without the scheme, e.g. "scoot.example/about". */
  address: string;
  /** The site name, written beside the mark as in the navbar. */
  name: string;
  /** data: URIs of the mark and of the page's illustration. */
  markSrc: string;
  artSrc: string;
  /** The illustration's intrinsic size, to keep its aspect ratio. */
  artSize: { width: number; height: number };
  width: number;
  height: number;
};

/**
 * A page's share card (1200 x 630): the page's words on the ink band of the site's banners,
 * its illustration on white beside them as on the page, with the sun rings and dashed line
 * of the site's ornaments. This tree is drawn to PNG at build time by next/og (Satori), which
 * reads inline styles only and knows flexbox, not grid: hence no vanilla-extract here.
 */
export function SocialCard({
  card,
  address,
  name,
  markSrc,
  artSrc,
  artSize,
  width,
  height,
}: SocialCardProps) {
  const textWidth = Math.round(width * 0.58);
  const artBox = { width: width - textWidth - 96, height: height - 160 };
  const scale = Math.min(artBox.width / artSize.width, artBox.height / artSize.height);
  return (
    <div
      style={{
        display: 'flex',
        width,
        height,
        background: color.white,
        fontFamily: socialCardFonts.body,
        position: 'relative',
      }}
    >
      <div
        style={{
          position: 'absolute',
          right: -110,
          top: -110,
          width: 260,
          height: 260,
          borderRadius: '50%',
          border: `36px solid ${color.sun}`,
        }}
      />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: textWidth,
          height,
          padding: '48px 64px',
          background: color.ink,
          color: color.white,
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        <div
          style={{
            position: 'absolute',
            left: -90,
            bottom: -90,
            width: 180,
            height: 180,
            borderRadius: '50%',
            border: `28px solid ${color.sun}`,
          }}
        />
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <img src={markSrc} width={56} height={56} alt="" />
          <span style={{ fontFamily: socialCardFonts.heading, fontSize: 40, fontWeight: 700 }}>
            {name.toLowerCase()}
          </span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          {card.kicker ? (
            <span
              style={{
                fontFamily: socialCardFonts.heading,
                fontSize: 28,
                fontWeight: 700,
                color: color.sun,
              }}
            >
              {card.kicker}
            </span>
          ) : null}
          <span
            style={{
              fontFamily: socialCardFonts.heading,
              fontSize: 56,
              fontWeight: 700,
              lineHeight: 1.1,
            }}
          >
            {card.headline}
          </span>
          <span style={{ fontSize: 26, lineHeight: 1.4, color: color.snow }}>{card.text}</span>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, paddingLeft: 72 }}>
          <div
            style={{
              width: 120,
              height: 6,
              backgroundImage: `linear-gradient(90deg, ${color.sun} 60%, transparent 60%)`,
              backgroundSize: '20px 6px',
            }}
          />
          <span style={{ fontFamily: socialCardFonts.heading, fontSize: 22, color: color.mist }}>
            {address}
          </span>
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexGrow: 1,
          position: 'relative',
        }}
      >
        <img
          src={artSrc}
          width={Math.round(artSize.width * scale)}
          height={Math.round(artSize.height * scale)}
          alt=""
        />
      </div>
    </div>
  );
}
