/** Copy of the Careers page (`/careers`). */
export const careersPage = {
  metadata: {
    title: 'Careers',
    description:
      'Join Scoot and help change how cities move. See our open positions in Jakarta, Yokohama, New York and London.',
  },
  banner: { title: 'Careers' },
} as const;
