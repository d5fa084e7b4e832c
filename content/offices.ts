import type { CityId } from './cities';
import type { Office } from './types';

/**
 * The places the openings are based, as their copy names them: a job's page shows the
 * address, and its `JobPosting` carries it with the region, which search engines match
 * against a seeker's location. The time zone sets when an opening's last day ends there.
 * They live apart from `cities.ts` because a city can hold several (Jakarta has an office
 * and a warehouse) and a city without an opening needs none.
 */
export const offices = [
  {
    id: 'jakarta-office',
    cityId: 'jakarta',
    name: 'South Jakarta office',
    streetAddress: 'Jl. Senopati No. 18, Kebayoran Baru',
    postalCode: '12110',
    region: 'DKI Jakarta',
    timeZone: 'Asia/Jakarta',
  },
  {
    id: 'jakarta-warehouse',
    cityId: 'jakarta',
    name: 'South Jakarta warehouse',
    streetAddress: 'Jl. TB Simatupang No. 41, Cilandak',
    postalCode: '12430',
    region: 'DKI Jakarta',
    timeZone: 'Asia/Jakarta',
  },
  {
    id: 'yokohama-office',
    cityId: 'yokohama',
    name: 'Yokohama office, Minato Mirai',
    streetAddress: '4-5-2 Minatomirai, Nishi-ku',
    postalCode: '220-0012',
    region: 'Kanagawa',
    timeZone: 'Asia/Tokyo',
  },
  {
    id: 'new-york-office',
    cityId: 'new-york',
    name: 'New York office',
    streetAddress: '120 Walker Street',
    postalCode: '10013',
    region: 'NY',
    timeZone: 'America/New_York',
  },
  {
    id: 'london-office',
    cityId: 'london',
    name: 'London office',
    streetAddress: '48 Clerkenwell Road',
    postalCode: 'EC1M 5PS',
    region: 'England',
    timeZone: 'Europe/London',
  },
] as const satisfies readonly (Office & { cityId: CityId })[];

export type OfficeId = (typeof offices)[number]['id'];

/**
 * The office of a job opening. content/validate.ts stops the build on an unknown id with the
 * file and the field; this throws in case it was bypassed.
 */
export function officeOf(item: { officeId: string }, known: readonly Office[] = offices): Office {
  const office = known.find((candidate) => candidate.id === item.officeId);
  if (!office) throw new Error(`"${item.officeId}" is not an office in content/offices.ts`);
  return office;
}
