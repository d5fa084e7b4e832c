/**
 * Facts about the company that only the company can supply: who is responsible for an
 * applicant's personal data in each city, whom to ask about it, and how long it and the
 * servers' records are kept. The privacy notice and the accessibility statement read them;
 * content/validate.ts stops the build when one is empty, so a notice never goes out with a
 * gap where a legal fact belongs.
 */
export const company = {
  /** The company that runs the site and employs the London team. */
  legalName: 'Scoot Mobility Ltd',
  registration: 'a company registered in England and Wales, number 14820376',
  registeredAddress: '48 Clerkenwell Road, London EC1M 5PS, United Kingdom',
  /** Where questions about personal data go, in every city. */
  privacyEmail: 'privacy@scoot.example',
  /** Where a visitor reports a barrier on the site. */
  accessibilityEmail: 'accessibility@scoot.example',
  /** How soon a report of a barrier gets a reply. */
  accessibilityResponse: 'within five working days',
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
  /** How long an application is kept when it does not lead to a job. */
  applicationRetention: 'six months after the role is filled',
  /**
   * How long the web servers' request records are kept. Neither deploy/nginx/scoot.conf nor
   * wrangler.jsonc decides it (the site's nginx file sets no access log of its own, so the
   * host's applies), so it is the operator's word.
   */
  serverLogRetention: '14 days',
  /** When the notices were last reviewed (YYYY-MM-DD). */
  noticesReviewed: '2026-11-25',
} as const;

export type Company = typeof company;
