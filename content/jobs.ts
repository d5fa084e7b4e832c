import type { CityId } from './cities';
import type { JobOpening } from './types';

/**
 * The open positions, in the order of the specification (section 3). `location` is what
 * the page shows; `cityId`, `datePosted`, `employmentType` and `description` feed the
 * job postings' structured data (a test checks that `location` names the same city).
 */
export const jobOpenings = [
  {
    id: 'general-manager',
    title: 'General Manager',
    location: 'Jakarta, Indonesia',
    cityId: 'jakarta',
    datePosted: '2026-11-02',
    employmentType: 'FULL_TIME',
    description:
      'Lead Scoot in Jakarta: grow the number of riders, run the local operations and fleet teams, and work with the city on where scooters are parked and ridden.',
  },
  {
    id: 'ui-ux-designer',
    title: 'UI/UX Designer',
    location: 'Yokohama, Japan',
    cityId: 'yokohama',
    datePosted: '2026-11-02',
    employmentType: 'FULL_TIME',
    description:
      'Design the Scoot app from the first unlock to the end of a ride: research with riders, prototype new flows and ship them with our engineers.',
  },
  {
    id: 'blog-content-copywriter',
    title: 'Blog Content Copywriter',
    location: 'New York, United States',
    cityId: 'new-york',
    datePosted: '2026-11-09',
    employmentType: 'FULL_TIME',
    description:
      'Write the Scoot blog and the words in our app and on our site: rider stories, city launches and clear guides to riding safely.',
  },
  {
    id: 'graphic-designer',
    title: 'Graphic Designer',
    location: 'New York, United States',
    cityId: 'new-york',
    datePosted: '2026-11-09',
    employmentType: 'FULL_TIME',
    description:
      'Shape how Scoot looks in every city: illustrations, campaigns and the signs on our scooters, all in one consistent, friendly style.',
  },
  {
    id: 'fleet-supervisor',
    title: 'Fleet Supervisor',
    location: 'Jakarta, Indonesia',
    cityId: 'jakarta',
    datePosted: '2026-11-16',
    employmentType: 'FULL_TIME',
    description:
      'Keep our Jakarta scooters charged, safe and where riders need them: plan the daily rounds, lead the field team and track repairs.',
  },
  {
    id: 'ux-analyst',
    title: 'UX Analyst',
    location: 'London, United Kingdom',
    cityId: 'london',
    datePosted: '2026-11-16',
    employmentType: 'FULL_TIME',
    description:
      'Turn ride and app data into decisions: find where riders get stuck, measure what our changes do and share what you learn with the product team.',
  },
] as const satisfies readonly (JobOpening & { cityId: CityId })[];
