import { eachLanguage } from '@/content/translations';
import type { Lang } from '@/content/languages';
import { messagesOf, translator } from '@/lib/messages';
import { formatDate } from '@/lib/text';

import { cities } from '@/content/cities';
import { CAREERS_EMAIL } from '@/content/claims';
import { company } from '@/content/company';
import type { NoticePart, PageMetadata } from '@/content/types';

/*
 * The privacy notice (`/privacy`), in every language, from the messages (`privacy.*`): legal
 * text, so it is written with the company's lawyer, not in the CMS. The English prevails.
 */

/**
 * Where each city's regulator takes complaints, by city id. The cities with a part of their
 * own in the notice are the ones with messages under `privacy.laws`.
 */
const regulators: Readonly<Record<string, string>> = {
  london: 'https://ico.org.uk/make-a-complaint/',
  yokohama: 'https://www.ppc.go.jp/en/',
};

type LawMessages = { law: string; basis: string; rights: string; regulator?: string };

/** The cities the notice has a part for, by id: every city that hires needs one. */
export function privacyLawCities(lang: Lang): string[] {
  return Object.keys(lawMessages(lang));
}

function lawMessages(lang: Lang): Record<string, LawMessages> {
  return messagesOf(lang).privacy.laws as Record<string, LawMessages>;
}

/** The notice in one language. */
function privacyIn(lang: Lang) {
  const t = translator(lang);
  const metadata: PageMetadata = {
    title: t('privacy.title'),
    description: t('privacy.description'),
    socialCard: {
      kicker: t('privacy.socialKicker'),
      headline: t('privacy.socialHeadline'),
      text: t('privacy.socialText'),
      art: '/images/about-digital-era.svg',
    },
  };
  const laws = lawMessages(lang);
  const lawParts = cities[lang].flatMap((city): NoticePart[] => {
    const law = laws[city.id];
    if (!law) return [];
    const employer = company.employers[city.id] ?? company.legalName;
    const regulator = regulators[city.id];
    return [
      {
        id: `applications-${city.id}`,
        title: t('privacy.lawTitle', { city: city.name, law: law.law }),
        paragraphs: [`${t('privacy.employer', { employer })} ${law.basis}`, law.rights],
        ...(regulator && law.regulator
          ? { links: [{ href: regulator, label: law.regulator }] }
          : {}),
      },
    ];
  });
  const parts: NoticePart[] = [
    {
      id: 'this-site',
      title: t('privacy.siteTitle'),
      paragraphs: [t('privacy.site1'), t('privacy.site2'), t('privacy.site3')],
      points: [t('privacy.sitePoint1'), t('privacy.sitePoint2'), t('privacy.sitePoint3')],
    },
    {
      id: 'applications',
      title: t('privacy.applicationsTitle'),
      paragraphs: [t('privacy.applications1', { email: CAREERS_EMAIL })],
      points: [
        t('privacy.applicationsPoint1'),
        t('privacy.applicationsPoint2'),
        t('privacy.applicationsPoint3'),
        t('privacy.applicationsPoint4'),
      ],
      parts: lawParts,
    },
    {
      id: 'contact',
      title: t('privacy.contactTitle'),
      paragraphs: [
        t('privacy.contact1'),
        t('privacy.operator', {
          name: company.legalName,
          number: company.registrationNumber,
          address: company.registeredAddress,
        }),
      ],
      links: [
        {
          href: `mailto:${company.privacyEmail}`,
          label: t('privacy.contactLink', { email: company.privacyEmail }),
        },
      ],
    },
  ];
  return {
    metadata,
    banner: { title: t('privacy.title') },
    lead: [t('privacy.lead'), t('privacy.prevails')],
    parts,
    reviewed: t('privacy.reviewed', { date: formatDate(company.noticesReviewed, lang) }),
  };
}

/** The privacy notice in each language, in the order the page shows it. */
export const privacyPage = eachLanguage(privacyIn);
