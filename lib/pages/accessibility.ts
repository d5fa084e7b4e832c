import { eachLanguage } from '@/content/translations';
import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
import { formatDate } from '@/lib/text';

import { company } from '@/content/company';
import type { NoticePart, PageMetadata } from '@/content/types';

/**
 * The accessibility statement (`/accessibility`), in every language, from the messages
 * (`accessibility.*`), in the sections W3C's WAI statement generator names: commitment,
 * conformance status, measures, compatibility, technology, limitations, assessment approach,
 * feedback and the date. Every claim is what the test suites check (docs/testing.md); what
 * they do not check is said as a limitation. The English prevails.
 */
function accessibilityIn(lang: Lang) {
  const t = translator(lang);
  const metadata: PageMetadata = {
    title: t('accessibility.title'),
    description: t('accessibility.description'),
    socialCard: {
      kicker: t('accessibility.socialKicker'),
      headline: t('accessibility.socialHeadline'),
      text: t('accessibility.socialText'),
      art: '/images/about-urban-living.svg',
    },
  };
  const parts: NoticePart[] = [
    {
      id: 'conformance',
      title: t('accessibility.conformanceTitle'),
      paragraphs: [t('accessibility.conformance')],
    },
    {
      id: 'measures',
      title: t('accessibility.measuresTitle'),
      points: [
        t('accessibility.measures1'),
        t('accessibility.measures2'),
        t('accessibility.measures3'),
        t('accessibility.measures4'),
        t('accessibility.measures5'),
        t('accessibility.measures6'),
        t('accessibility.measures7'),
      ],
    },
    {
      id: 'assessment',
      title: t('accessibility.assessmentTitle'),
      paragraphs: [t('accessibility.assessment')],
      points: [
        t('accessibility.assessment1'),
        t('accessibility.assessment2'),
        t('accessibility.assessment3'),
        t('accessibility.assessment4'),
      ],
    },
    {
      id: 'compatibility',
      title: t('accessibility.compatibilityTitle'),
      paragraphs: [t('accessibility.compatibility')],
    },
    {
      id: 'limitations',
      title: t('accessibility.limitationsTitle'),
      points: [
        t('accessibility.limitations1'),
        t('accessibility.limitations2'),
        t('accessibility.limitations3'),
        t('accessibility.limitations4'),
      ],
    },
    {
      id: 'feedback',
      title: t('accessibility.feedbackTitle'),
      paragraphs: [t('accessibility.feedback')],
      links: [
        {
          href: `mailto:${company.accessibilityEmail}`,
          label: t('accessibility.feedbackLink', { email: company.accessibilityEmail }),
        },
      ],
    },
  ];
  return {
    metadata,
    banner: { title: t('accessibility.title') },
    lead: [t('accessibility.lead'), t('accessibility.prevails')],
    parts,
    reviewed: t('accessibility.reviewed', { date: formatDate(company.noticesReviewed, lang) }),
  };
}

/** The accessibility statement in each language. */
export const accessibilityPage = eachLanguage(accessibilityIn);
