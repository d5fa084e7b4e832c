import { listOf } from '@/lib/text';

import { cities } from '../cities';
import { CITIES_TARGETED } from '../site';
import type { Feature, PageMetadata, Section } from '../types';

/** Every live city, "A, B and C", in the order of content/cities.ts. */
const cityList = listOf(cities.map((city) => city.name));

/** Copy of the Locations page (`/locations`). */
export const locationsPage = {
  metadata: {
    title: 'Locations',
    description: `Where you can ride Scoot today: ${cityList}, with more cities coming over the next year.`,
    socialCard: {
      kicker: 'Locations',
      headline: 'Where you can ride',
      text: `${cityList} today, and ${CITIES_TARGETED} cities within a year.`,
      art: '/images/locations-globe.svg',
    },
  },
  banner: { title: 'Locations' },
  map: {
    id: 'our-cities',
    title: 'Where you can ride',
    caption: 'Scoot runs in these cities today; more are on the way.',
    mapLabel: 'World map of the cities where Scoot runs',
    listLabel: 'Cities where Scoot runs',
  },
  notListed: {
    id: 'city-not-listed',
    title: 'Your City Not Listed?',
    paragraphs: [
      'If you’d like to see Scoot in your hometown, be sure to let us know. We track requests and plan launches based on demand. Feel free to message us by clicking the link or messaging us on social.',
    ],
    image: {
      src: '/images/locations-globe.svg',
      alt: 'A globe with a Scoot location pin rising from it',
      width: 445,
      height: 445,
    },
    action: 'Message Us',
    subject: 'Please bring Scoot to my city',
    body: 'Hi Scoot team,\n\nI would love to ride Scoot in: \n\nThanks!',
  },
} as const satisfies {
  metadata: PageMetadata;
  banner: { title: string };
  /** The map of content/cities.ts: its caption and the names of the map and of its list. */
  map: Section & { caption: string; mapLabel: string; listLabel: string };
  /** The block's Message Us link: an e-mail with this subject and body. */
  notListed: Feature & { action: string; subject: string; body: string };
};
