import { numberWord } from '@/lib/text';

import { CITIES_LIVE } from '../cities';
import { CITIES_TARGETED, PAYMENT_DEFERRAL } from '../site';
import type {
  ContextLink,
  Feature,
  IllustratedItem,
  IllustratedList,
  Illustration,
  PageMetadata,
} from '../types';

const LEARN_MORE = 'Learn More';

/** How to ride, in order. The section's title counts them. */
const steps = [
  {
    id: 'locate',
    title: 'Locate with app',
    text: 'Open the Scoot app to see every available scooter near you on the map, with its battery level, and get walking directions to the closest one.',
    // The step's title says what the icon shows, so the icon is decorative (empty alt).
    image: { src: '/images/step-locate.svg', alt: '', width: 96, height: 96 },
  },
  {
    id: 'pick',
    title: 'Pick your scooter',
    text: 'Scan the QR code on the handlebar to unlock it, then retract the cable lock and stow it before you set off.',
    image: { src: '/images/step-pick.svg', alt: '', width: 96, height: 96 },
  },
  {
    id: 'ride',
    title: 'Enjoy the ride',
    text: 'Wear a helmet and keep to the local traffic rules. When you arrive, lock the scooter away from walkways and accessibility ramps, then end the ride in the app.',
    image: { src: '/images/step-ride.svg', alt: '', width: 96, height: 96 },
  },
] as const satisfies readonly IllustratedItem[];

/** Copy of the home page (`/`). The numbers come from `content/`, never from literals. */
export const homePage = {
  metadata: {
    title: 'Scooter sharing made simple',
    description: `Scoot is city scooter sharing made simple: find an electric scooter nearby in the app, scan to unlock and ride. Running in ${CITIES_LIVE} cities, with ${CITIES_TARGETED} planned over the coming year.`,
    socialCard: {
      headline: 'Scooter sharing made simple',
      text: `Find a scooter nearby, scan to unlock and ride. In ${CITIES_LIVE} cities today, ${CITIES_TARGETED} within a year.`,
      art: '/images/home-hero.svg',
    },
  },
  hero: {
    title: 'Scooter sharing made simple',
    text: 'Scoot takes the hassle out of urban mobility. Our scooters are parked in convenient spots in each of our cities. Use the app to find the nearest one, unlock it with a QR code, and you’re away!',
    image: {
      src: '/images/home-hero.svg',
      alt: 'A rider in a helmet scooting along a city street, past tall buildings.',
      width: 560,
      height: 480,
    },
  },
  steps: {
    id: 'how-to-ride',
    // No visible title in the design; screen readers still get a heading for the section.
    title: `How to ride in ${numberWord(steps.length)} steps`,
    items: steps,
  },
  features: [
    {
      id: 'telemetry',
      title: 'Easy to use riding telemetry',
      paragraphs: [
        'The Scoot app shows your speed, distance and remaining battery while you ride, and keeps a history of every trip. Check before you set off how far the charge will take you, so you are never caught short.',
      ],
      image: {
        src: '/images/home-telemetry.svg',
        alt: 'A phone showing a speed gauge, ride statistics and the route taken.',
        width: 440,
        height: 400,
      },
      learnMore: {
        href: '/about#digital-era',
        label: LEARN_MORE,
        context: 'about riding telemetry and the Scoot app',
      },
    },
    {
      id: 'cities',
      title: 'Coming to a city near you',
      paragraphs: [
        `Scoot runs in ${CITIES_LIVE} cities today, and we are working to bring it to ${CITIES_TARGETED} cities over the coming year. We partner with each city to place scooters where people need them, from transit hubs to busy high streets.`,
      ],
      image: {
        src: '/images/home-cities.svg',
        alt: 'A city skyline with map pins marking where Scoot operates.',
        width: 440,
        height: 400,
      },
      learnMore: {
        href: '/locations',
        label: LEARN_MORE,
        context: 'about the cities where Scoot runs',
      },
    },
    {
      id: 'payments',
      title: 'Zero hassle payments',
      paragraphs: [
        `Pay for your rides with a credit or debit card, or link your online wallet. Need a little breathing room? You can defer payment for ${PAYMENT_DEFERRAL}, so a ride never has to wait for payday.`,
      ],
      image: {
        src: '/images/home-payments.svg',
        alt: 'A bank card beside a phone confirming a payment with a check mark.',
        width: 440,
        height: 400,
      },
      learnMore: {
        href: '/about#values',
        label: LEARN_MORE,
        context: 'about payments and our values',
      },
    },
  ],
} as const satisfies {
  metadata: PageMetadata;
  hero: { title: string; text: string; image: Illustration };
  steps: IllustratedList;
  features: readonly (Feature & { learnMore: ContextLink })[];
};
