import type { City } from './types';

/*
 * Apart from cities.ts, which reads files: the admin's preview, which has none, sorts the
 * cities it bundled in the same order (cms/src/published.ts).
 */

/** The order cities are listed in: as they launched, then by id. */
export const byLaunch = (a: City, b: City): number =>
  a.service.since.localeCompare(b.service.since) || a.id.localeCompare(b.id);
