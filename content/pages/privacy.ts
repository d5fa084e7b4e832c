import { formatDate } from '@/lib/text';

import { cities } from '../cities';
import { company } from '../company';
import { CAREERS_EMAIL } from '../claims';
import type { City, NavLink, NoticePart, PageMetadata } from '../types';

/**
 * What each city's law adds to an application's handling: the law, its regulator (if one
 * takes complaints), and what it changes. Keyed by city id, so the names come from
 * cities.ts; a city without an entry here has no part of its own.
 */
export const dataProtectionLaws = {
  london: {
    law: 'UK GDPR and the Data Protection Act 2018',
    basis:
      'Our legal basis is taking steps at your request before a possible contract of employment (Article 6(1)(b) UK GDPR), and our legitimate interest in hiring well (Article 6(1)(f)). Anything you tell us about your health to ask for an adjustment is used only to make it, as employment law requires of us (Article 9(2)(b) and Schedule 1 of the Data Protection Act 2018).',
    rights:
      'You can ask for a copy of your data, have it corrected or erased, restrict or object to our use of it, and take it with you. We answer within one month.',
    regulator: {
      href: 'https://ico.org.uk/make-a-complaint/',
      label: 'Complain to the Information Commissioner’s Office (ICO)',
    },
  },
  'new-york': {
    law: 'United States and state law',
    basis:
      'No general privacy law of the state or of the United States governs a job application sent to an employer there. The state’s SHIELD Act requires us to keep your data secure and to tell you if a breach exposes it; we do both.',
    rights:
      'We give you the same rights as applicants everywhere: a copy of your data, a correction, or its deletion, within one month.',
    regulator: null,
  },
  jakarta: {
    law: 'Law No. 27 of 2022 on Personal Data Protection (UU PDP)',
    basis:
      'Our legal basis is your request, as someone who may enter into a contract with us (Article 20(2)(b) UU PDP). Anything you tell us about your health is specific personal data under the law, and we use it only to make the adjustment you ask for.',
    rights:
      'You can ask what we hold and why, get a copy, have it corrected, completed or deleted, stop our use of it, and object to a decision made only by automated means (we make none). If we fail to protect your data, the law lets you claim compensation.',
    regulator: null,
  },
  yokohama: {
    law: 'the Act on the Protection of Personal Information (APPI)',
    basis:
      'We use your data only for the purpose stated here, selecting applicants for the role you applied for. If a member of the hiring panel works outside Japan, we tell you the country and its protections and ask for your consent before we share your application (Article 28 APPI).',
    rights:
      'You can ask us to disclose what we hold, correct it, stop using it or delete it, and stop giving it to anyone else.',
    regulator: {
      href: 'https://www.ppc.go.jp/en/',
      label: 'The Personal Information Protection Commission (PPC)',
    },
  },
} as const satisfies Record<
  string,
  { law: string; basis: string; rights: string; regulator: NavLink | null }
>;

const privacyContact: NavLink = {
  href: `mailto:${company.privacyEmail}`,
  label: `Write to our data protection contact: ${company.privacyEmail}`,
};

/** Copy of the privacy notice (`/privacy`). */
export const privacyPage = {
  metadata: {
    title: 'Privacy notice',
    description:
      'What Scoot collects when you visit the site (nothing), and what we do with the CV you send when you apply for a job.',
    socialCard: {
      kicker: 'Privacy',
      headline: 'Your data, in plain words',
      text: 'No cookies, no tracking, and a CV used only to hire.',
      art: '/images/about-digital-era.svg',
    },
  },
  banner: { title: 'Privacy notice' },
  lead: [
    'This notice says what we collect when you visit this site, and what we do with your personal data when you apply for a job with us by e-mail.',
  ],
  site: {
    id: 'this-site',
    title: 'When you visit this site',
    paragraphs: [
      'The site itself collects nothing about you. It sets no cookies, runs no analytics or advertising, has no forms and loads nothing from other companies: its fonts, pictures and code all come from our own servers. Our tests check that on every page.',
      'One thing is kept in your browser: a note in its session storage that the site’s fonts have loaded, so the next page does not wait for them. It holds nothing about you, never leaves your browser and is gone when you close the tab.',
      'Like any web server, ours see each request: your IP address, the page asked for, the time, and your browser’s name. We use that only to deliver the page and to keep the service secure.',
    ],
    points: [
      `Our own servers keep those records for ${company.serverLogRetention}, then delete them.`,
      'Cloudflare, which delivers the site, handles the same requests under its own privacy policy. Our configuration turns on no request logging of its own there.',
      'The Apply, Message Us and store links open your own e-mail program or another site: nothing passes through ours.',
    ],
  },
  applications: {
    id: 'applications',
    title: 'When you apply for a job',
    paragraphs: [
      `You apply by e-mail, to ${CAREERS_EMAIL}. What you send us (your CV, your message, links to your work, and anything you tell us to ask for an adjustment) is personal data, and this part says how we handle it.`,
    ],
    points: [
      'Purpose: to decide whether to invite you to interview and, if all goes well, to offer you the job. Nothing else: no marketing, and no decision made by software.',
      'Who sees it: our recruiting team and the people on the role’s hiring panel. Our e-mail provider stores it for us, under contract, and may not use it for anything else.',
      `How long we keep it: if you are not hired, ${company.applicationRetention}, so we can answer questions about the decision; then we delete it. With your permission, we keep it longer to tell you about another role. If you are hired, it becomes part of your employee file.`,
      'If you ask for an adjustment, only the people arranging your interviews see what you tell us about it.',
    ],
  },
  contact: {
    id: 'contact',
    title: 'Whom to contact',
    paragraphs: [
      'To use any of your rights, or to ask about your data, write to us. We answer within one month, or sooner where your city’s law says so.',
    ],
    links: [privacyContact],
  },
  reviewed: 'This notice was last reviewed on',
} as const satisfies {
  metadata: PageMetadata;
  banner: { title: string };
  lead: readonly string[];
  site: NoticePart;
  applications: NoticePart;
  contact: NoticePart;
  reviewed: string;
};

/**
 * The notice in the order the page shows it: the site, applications with a part for each
 * city's law, then whom to contact and who we are. Built here, not written out, because the
 * parts name the cities (from cities.ts) and the company's facts (content/company.ts).
 */
export function privacyNotice(known: readonly City[] = cities): NoticePart[] {
  const { site, applications, contact } = privacyPage;
  const lawParts = known.flatMap((city): NoticePart[] => {
    const rules = (dataProtectionLaws as Partial<Record<string, DataProtectionLaw>>)[city.id];
    if (!rules) return [];
    const employer = (company.employers as Partial<Record<string, string>>)[city.id];
    return [
      {
        id: `applications-${city.id}`,
        title: `Applying in ${city.name}: ${rules.law}`,
        paragraphs: [
          `${employer ?? company.legalName} is responsible for your data as your prospective employer. ${rules.basis}`,
          rules.rights,
        ],
        ...(rules.regulator ? { links: [rules.regulator] } : {}),
      },
    ];
  });
  return [
    site,
    { ...applications, parts: lawParts },
    {
      ...contact,
      paragraphs: [
        ...contact.paragraphs,
        `This site is run by ${company.legalName}, ${company.registration}, at ${company.registeredAddress}.`,
      ],
    },
  ];
}

type DataProtectionLaw = (typeof dataProtectionLaws)[keyof typeof dataProtectionLaws];

/** "This notice was last reviewed on 25 November 2026." */
export function reviewedText(lead: string, date: string = company.noticesReviewed) {
  return `${lead} ${formatDate(date)}.`;
}
