import type { Office } from '@/content/types';

import { cities } from './cities';

/** Growth fixture (npm run bench:growth): an office in every city, in place of content/offices.ts. */
export const offices: readonly Office[] = cities.map((city) => ({
  id: `${city.id}-office`,
  cityId: city.id,
  name: `${city.name} office`,
  streetAddress: '1 High Street',
  postalCode: '10000',
  region: city.country,
  timeZone: 'UTC',
}));

export type OfficeId = string;

/** As content/offices.ts: the office of a job opening. */
export function officeOf(item: { officeId: string }, known: readonly Office[] = offices): Office {
  const office = known.find((candidate) => candidate.id === item.officeId);
  if (!office) throw new Error(`"${item.officeId}" is not an office in content/offices.ts`);
  return office;
}
