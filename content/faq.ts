import type { FaqGroup } from './types';

/** The About page's FAQ (specification section 4). The first item of each group starts open. */
export const faqGroups = [
  {
    id: 'how-it-works',
    title: 'How it works',
    initiallyOpenId: 'download-the-app',
    items: [
      {
        id: 'download-the-app',
        title: 'How do I download the app?',
        text: 'Search for Scoot in the App Store on iPhone or in Google Play on Android, or use the badges at the bottom of this page. The app is free to download, and signing up takes a couple of minutes.',
      },
      {
        id: 'find-nearby-scooters',
        title: 'How do I find a scooter nearby?',
        text: 'Open the app and allow it to use your location. The map shows every available scooter around you with its battery level; tap one to see how far away it is and get walking directions to it.',
      },
      {
        id: 'need-a-license',
        title: 'Do I need a license to ride?',
        text: "Yes. You typically need a valid driver's license to ride. Local rules differ from city to city, so the app asks you to confirm yours before your first ride.",
        cityLinks: 'What the law asks where you ride is on each city’s page:',
      },
    ],
  },
  {
    id: 'safe-driving',
    title: 'Safe driving',
    initiallyOpenId: 'helmets',
    items: [
      {
        id: 'helmets',
        title: 'Do I need to wear a helmet?',
        text: 'We strongly recommend wearing a helmet on every ride, regardless of whether local law requires one. It is the simplest thing you can do to stay safe.',
        cityLinks: 'Where the law requires one, the city’s page says so:',
      },
      {
        id: 'rules-and-regulations',
        title: 'What rules and regulations apply when I ride?',
        text: 'Follow the same traffic rules as cyclists: use bike lanes where there are some, keep off the pavement, ride one person per scooter and obey traffic lights. When you finish, park away from walkways and accessibility ramps.',
        cityLinks: 'Each city’s page sets out its local rules, with their sources:',
      },
      {
        id: 'damaged-scooter',
        title: 'What should I do if my scooter is damaged?',
        text: 'Stop riding somewhere safe and report it through the app, or contact our support team. We will take the scooter out of service and make sure you are not charged for the damage.',
      },
    ],
  },
] as const satisfies readonly FaqGroup[];
