/**
 * Facts about the company that only the company can supply: who is responsible for an
 * applicant's personal data in each city, and whom to ask about it (how long data is kept is
 * said in the notices' words, content/messages). The privacy notice and the accessibility statement read them;
 * lib/validate.ts stops the build when one is empty, so a notice never goes out with a
 * gap where a legal fact belongs.
 */
export const company = {
  /** The company that runs the site and employs the London team. */
  legalName: 'Scoot Mobility Ltd',
  /** Its number in the register of companies of England and Wales. */
  registrationNumber: '14820376',
  registeredAddress: '48 Clerkenwell Road, London EC1M 5PS, United Kingdom',
  /** Where questions about personal data go, in every city. */
  privacyEmail: 'privacy@scoot.example',
  /** Where a visitor reports a barrier on the site. */
  accessibilityEmail: 'accessibility@scoot.example',
  /**
   * The employer in each city with an opening: the controller of that city's applications
   * (a "personal information handling business" in Japan's terms).
   */
  employers: {
    london: 'Scoot Mobility Ltd',
    'new-york': 'Scoot Mobility Inc.',
    jakarta: 'PT Scoot Mobilitas Indonesia',
    yokohama: 'Scoot Japan K.K.',
  } as Readonly<Record<string, string>>,
  /** When the notices were last reviewed (YYYY-MM-DD). */
  noticesReviewed: '2026-11-25',
} as const;

export type Company = typeof company;
