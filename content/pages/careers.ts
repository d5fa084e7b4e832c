import { listOf } from '@/lib/text';

import { cities, CITIES_LIVE } from '../cities';
import { jobOpenings } from '../jobs';
import { CITIES_TARGETED } from '../site';
import type { Feature, IllustratedList, JobOpening, PageMetadata, Section } from '../types';

/**
 * The cities with an opening, each once, in the order of the list. A job in an unknown city
 * is left out here rather than crashing: content/validate.ts stops the build with its name.
 */
const hiringIn = [...new Set<string>(jobOpenings.map((job) => job.cityId))].flatMap(
  (id) => cities.find((city) => city.id === id)?.name ?? [],
);

/** Copy of the Careers page (`/careers`). */
export const careersPage = {
  metadata: {
    title: 'Careers',
    description: `Join Scoot and help change how cities move. See our open positions in ${listOf(hiringIn)}.`,
    socialCard: {
      kicker: 'Careers',
      headline: 'Care to join our mission?',
      text: `${jobOpenings.length} open positions in ${listOf(hiringIn)}.`,
      art: '/images/careers-team.svg',
    },
  },
  banner: { title: 'Careers' },
  mission: {
    id: 'join-our-mission',
    title: 'Care to join our mission?',
    paragraphs: [
      'We’re always looking for ambitious individuals to help us on our journey. If you’re passionate about our mission to provide clean, accessible transport to improve urban living we want to hear from you!',
    ],
    image: {
      src: '/images/careers-team.svg',
      alt: 'Four Scoot team members around a table, planning new routes on a city map',
      width: 445,
      height: 445,
    },
  },
  values: {
    id: 'why-join-us',
    // The specification's exact title, with the space before the question mark.
    title: 'Why join us ?',
    items: [
      {
        id: 'make-an-impact',
        title: 'Make an impact',
        text: 'Every ride replaces a car trip. Your work decides how many people choose clean transport, in the cities we serve today and the ones we open next.',
        image: {
          src: '/images/careers-value-impact.svg',
          alt: 'A city street with a scooter lane and a young tree',
          width: 350,
          height: 240,
        },
      },
      {
        id: 'grow-with-us',
        title: 'Grow with us',
        text: `We’re going from ${CITIES_LIVE} cities to ${CITIES_TARGETED} in a year. That means new teams, new problems and room for you to take on more than your job title says.`,
        image: {
          src: '/images/careers-value-growth.svg',
          alt: 'A rising bar chart with an arrow pointing up and to the right',
          width: 350,
          height: 240,
        },
      },
      {
        id: 'work-your-way',
        title: 'Work your way',
        text: 'Flexible hours, time to learn and a free Scoot pass in every city we run. We care about results, not about who stays latest at the office.',
        image: {
          src: '/images/careers-value-flexible.svg',
          alt: 'A laptop and a coffee cup beside a clock',
          width: 350,
          height: 240,
        },
      },
    ],
  },
  jobs: {
    id: 'open-positions',
    title: 'Open positions',
    apply: 'Apply',
  },
} as const satisfies {
  metadata: PageMetadata;
  banner: { title: string };
  mission: Feature;
  values: IllustratedList;
  /** The list of openings (content/jobs.ts): its hidden heading and each link's text. */
  jobs: Section & { apply: string };
};

/** The accessible name of a job's Apply link: it says which job it applies to. */
export function applyLabel(job: Pick<JobOpening, 'title' | 'location'>) {
  return `Apply for ${job.title}, ${job.location}`;
}

/** The subject line of the e-mail an Apply link opens. */
export function applySubject(job: Pick<JobOpening, 'title' | 'location'>) {
  return `Application: ${job.title} (${job.location})`;
}
