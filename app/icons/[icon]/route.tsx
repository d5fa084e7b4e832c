import { ImageResponse } from 'next/og';

import { MARK_FILE, svgImage } from '@/lib/imageSources';
import { pngIcons } from '@/lib/metadata';
import { color } from '@/styles/tokens';

type IconProps = { params: Promise<{ icon: string }> };

// Drawn once at build time into out/icons/<file>.png from the mark in app/icon.svg.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return pngIcons.map((icon) => ({ icon: icon.file }));
}

/**
 * One PNG icon. A plated icon puts the mark on an ink square at 60 % of its side, inside
 * the safe zone Android keeps when it crops a maskable icon to a circle (80 %).
 */
export async function GET(_request: Request, { params }: IconProps) {
  const { icon: file } = await params;
  const icon = pngIcons.find((candidate) => candidate.file === file)!;
  const markSize = icon.plated ? Math.round(icon.size * 0.6) : icon.size;
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        height: '100%',
        background: icon.plated ? color.ink : 'transparent',
      }}
    >
      <img src={svgImage(MARK_FILE).src} width={markSize} height={markSize} alt="" />
    </div>,
    { width: icon.size, height: icon.size },
  );
}
