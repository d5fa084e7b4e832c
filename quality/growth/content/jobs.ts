import { openOn, today } from '@/lib/openings';
import type { JobOpening } from '@/content/types';

import { cities } from './cities';

const roles = [
  'General Manager',
  'Fleet Supervisor',
  'Operations Associate',
  'Field Mechanic',
  'City Launcher',
  'UX Analyst',
] as const;

const slug = (text: string) => text.toLowerCase().replace(/\W+/g, '-');

/** Copy as long as a real opening's (about 400 words), so page weights are realistic. */
function opening(title: string, city: (typeof cities)[number]) {
  const where = `${city.name}, ${city.country}`;
  return {
    id: `${slug(title)}-${city.id}`,
    title,
    location: where,
    cityId: city.id,
    datePosted: '2026-11-02',
    validThrough: '2027-12-31',
    employmentType: 'FULL_TIME' as const,
    officeId: `${city.id}-office`,
    salary: { currency: 'EUR', min: 42_000, max: 56_000, unit: 'YEAR' as const },
    summary: `Join the ${city.name} team as ${title}: ride with us, learn the city, and help more people choose a scooter over a car for short trips.`,
    role: [
      `Scoot is opening in ${where}, and the ${title} is one of the first people on the ground. You will work with a small local team and with colleagues in our other cities, who have done this before and share what they learnt.`,
      `The first months are about the basics: scooters where riders need them, parked where the city agreed, charged and safe. After that the work grows with the city, and so can you: most of our leads started in another role.`,
    ],
    duties: [
      `Plan the week with the ${city.name} team and keep the plan honest with numbers from the app.`,
      'Walk the streets our riders use, and fix what makes a ride worse: a bad parking spot, a missing sign, a slow repair.',
      'Work with the city’s transport office on parking zones, speed limits and the data they ask for.',
      'Hire and train the people who join after you, and write down how things are done here.',
      'Share what works with the teams in our other cities, and borrow what works there.',
    ],
    requirements: [
      'Experience in a job with people, places and deadlines: operations, logistics, hospitality or retail all count.',
      `You know ${city.name}, or are ready to learn it street by street.`,
      'You decide with data, and you can explain a decision to a rider, a mechanic and a city official.',
      'You speak English and the language of the city; a second language of the city is a plus.',
      'A licence to ride a scooter, or the willingness to get one in your first month.',
    ],
    offer: [
      'Shares in Scoot, and a salary review every year.',
      'A free Scoot pass in every city we run, and a phone and laptop of your choice.',
      'Flexible hours, and four weeks a year to learn or to work from another Scoot city.',
      'Health cover for you and the people who depend on you.',
    ],
  };
}

/**
 * Growth fixture (npm run bench:growth): 120 openings, in place of content/jobs.ts. Every
 * role in 20 of the 23 cities, titles and locations as long as the real ones, then three
 * that closed before the build, which must get no page.
 */
export const jobOpenings: readonly JobOpening[] = [
  ...cities.slice(0, 20).flatMap((city) => roles.map((title) => opening(title, city))),
  ...cities.slice(20).map((city) => ({
    ...opening('Night Shift Mechanic', city),
    datePosted: '2026-09-01',
    validThrough: '2026-10-31',
  })),
];

/** As content/jobs.ts: the openings taking applications on the day of the build. */
export const currentOpenings = openOn(jobOpenings, today());
