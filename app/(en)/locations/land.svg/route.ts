import type { Topology } from 'topojson-specification';
import land from 'world-atlas/land-110m.json';

import { landImage } from '@/components/CityMap/geometry';
import { color } from '@/styles/tokens';

// Drawn once at build time into out/locations/land.svg: the land behind the world map of
// /locations (components/CityMap), which shows it only from the tablet width up.
export const dynamic = 'force-static';

export function GET() {
  return new Response(landImage(land as unknown as Topology, color.snow), {
    headers: { 'Content-Type': 'image/svg+xml' },
  });
}
