/** Copy of the About page (`/about`). */
export const aboutPage = {
  metadata: {
    title: 'About',
    description:
      'Why Scoot exists: mobility for the digital era and better urban living. Our values, and answers to the questions riders ask most.',
  },
  banner: { title: 'About' },
} as const;
