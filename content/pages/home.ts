/** Copy of the home page (`/`). */
export const homePage = {
  metadata: {
    title: 'Scooter sharing made simple',
    description:
      'Scoot is city scooter sharing made simple: find an electric scooter nearby in the app, scan to unlock and ride. Running in 4 cities, with more on the way.',
  },
  hero: {
    title: 'Scooter sharing made simple',
    text: 'Scoot takes the hassle out of urban mobility. Our bikes are placed in convenient locations in each of our cities. Use our app to locate the nearest bike, unlock it with a QR code, and you’re away!',
  },
} as const;
