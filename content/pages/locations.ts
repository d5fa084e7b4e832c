/** Copy of the Locations page (`/locations`). */
export const locationsPage = {
  metadata: {
    title: 'Locations',
    description:
      'Where you can ride Scoot today: New York, London, Jakarta and Yokohama, with more cities coming over the next year.',
  },
  banner: { title: 'Locations' },
} as const;
