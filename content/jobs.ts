import type { JobOpening } from './types';

/** The open positions, in the order of the specification (section 3). */
export const jobOpenings = [
  { id: 'general-manager', title: 'General Manager', location: 'Jakarta, Indonesia' },
  { id: 'ui-ux-designer', title: 'UI/UX Designer', location: 'Yokohama, Japan' },
  {
    id: 'blog-content-copywriter',
    title: 'Blog Content Copywriter',
    location: 'New York, United States',
  },
  { id: 'graphic-designer', title: 'Graphic Designer', location: 'New York, United States' },
  { id: 'fleet-supervisor', title: 'Fleet Supervisor', location: 'Jakarta, Indonesia' },
  { id: 'ux-analyst', title: 'UX Analyst', location: 'London, United Kingdom' },
] as const satisfies readonly JobOpening[];
