import { listOf } from '@/lib/text';

import { PAYMENT_DEFERRAL } from '../site';
import type { FaqItem, Feature, IllustratedList, PageMetadata, Section } from '../types';

/** Copy of the About page (`/about`). The FAQ itself lives in `content/faq.ts`. */
export const aboutPage = {
  metadata: {
    title: 'About',
    description:
      'Why Scoot exists: mobility for the digital era and better urban living. Our values, and answers to the questions riders ask most.',
    socialCard: {
      kicker: 'About',
      headline: 'Mobility for the digital era',
      text: 'Better urban living, our values, and answers to the questions riders ask most.',
      art: '/images/about-digital-era.svg',
    },
  },
  banner: { title: 'About' },
  features: [
    {
      id: 'digital-era',
      title: 'Mobility for the digital era',
      paragraphs: [
        'Getting around a city should be as easy as opening an app. Scoot puts a fleet of electric scooters in your pocket: find one nearby, unlock it with a scan and follow your speed, distance and battery live on your phone.',
        'Every scooter reports where it is and how much charge it has left, so the map you see is always up to date and the scooter you pick is ready to go.',
      ],
      image: {
        src: '/images/about-digital-era.svg',
        alt: 'City buildings connected to each other and to a central hub by data links.',
        width: 440,
        height: 400,
      },
    },
    {
      id: 'urban-living',
      title: 'Better urban living',
      paragraphs: [
        'Short trips by car clog streets and fill the air with fumes. An electric scooter covers the same ground quietly, takes a fraction of the space and leaves nothing behind.',
        'We work with each city on where scooters are parked, away from walkways and accessibility ramps, so streets stay open for everyone who uses them.',
      ],
      image: {
        src: '/images/about-urban-living.svg',
        alt: 'A quiet, tree-lined street with a marked lane down the middle.',
        width: 440,
        height: 400,
      },
    },
  ],
  values: {
    id: 'values',
    title: 'Our Values',
    items: [
      {
        id: 'our-tech',
        title: 'Our tech',
        text: 'We design our own scooters and app, and keep improving both: sturdy frames, long-range batteries and software that tells you what you need before you need it.',
        image: {
          src: '/images/value-tech.svg',
          alt: 'A computer chip with code brackets on it.',
          width: 350,
          height: 230,
        },
      },
      {
        id: 'our-integrity',
        title: 'Our integrity',
        text: `Clear prices, clear rules, no surprises. Pay by card or a linked online wallet, defer payment for ${PAYMENT_DEFERRAL}, and reach a real person whenever something goes wrong.`,
        image: {
          src: '/images/value-integrity.svg',
          alt: 'A shield with a check mark.',
          width: 350,
          height: 230,
        },
      },
      {
        id: 'our-community',
        title: 'Our community',
        text: 'Scoot is shaped by the people who ride it. We listen to riders and neighbours, share what we learn with city planners, and keep our scooters tidy and out of the way.',
        image: {
          src: '/images/value-community.svg',
          alt: 'Three people standing together under a heart.',
          width: 350,
          height: 230,
        },
      },
    ],
  },
  faq: {
    id: 'faq',
    title: 'FAQs',
  },
} as const satisfies {
  metadata: PageMetadata;
  banner: { title: string };
  features: readonly Feature[];
  values: IllustratedList;
  faq: Section;
};

/** An answer as a reader gets it: its text, then its lead-in to the city pages and their names. */
export function answerText(item: FaqItem, cityNames: readonly string[]): string {
  return item.cityLinks ? `${item.text} ${item.cityLinks} ${listOf(cityNames)}.` : item.text;
}
