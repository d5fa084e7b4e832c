import { company } from '../company';
import type { NoticePart, PageMetadata } from '../types';

/**
 * Copy of the accessibility statement (`/accessibility`), in the sections W3C's WAI
 * statement generator names: commitment, conformance status, measures, compatibility,
 * technology, limitations, assessment approach, feedback and the date. Every claim is what
 * the test suites check (docs/testing.md); what they do not check is said as a limitation.
 */
export const accessibilityPage = {
  metadata: {
    title: 'Accessibility statement',
    description:
      'How accessible the Scoot site is: the standard it meets, how we test it, what still falls short and how to tell us about a barrier.',
    socialCard: {
      kicker: 'Accessibility',
      headline: 'A site for everyone who rides',
      text: 'WCAG 2.2 AA, tested in three browser engines.',
      art: '/images/about-urban-living.svg',
    },
  },
  banner: { title: 'Accessibility statement' },
  lead: [
    'We want everyone to be able to find out about Scoot and apply to work with us, whatever device, browser or assistive technology they use. This statement covers this website.',
  ],
  parts: [
    {
      id: 'conformance',
      title: 'Conformance status',
      paragraphs: [
        'The site conforms to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. The limitations below are the places where it serves some visitors less well than others, with what they can do instead.',
      ],
    },
    {
      id: 'measures',
      title: 'What we do',
      points: [
        'Every page is plain HTML that works without JavaScript; scripts only add to it.',
        'Headings in order, one main heading a page, landmarks, and a link to skip to the content.',
        'Every control works with a keyboard and shows a clear focus ring, and is at least 24 by 24 pixels (44 by 44 in the phone menu).',
        'Text and controls meet the contrast ratios of level AA, and keep an edge in forced colours (Windows high contrast).',
        'Text grows to 200 % without being cut off or overlapping, and takes extra line, word and letter spacing on screens down to 320 pixels wide.',
        'Nothing moves when you ask your system for reduced motion.',
      ],
    },
    {
      id: 'assessment',
      title: 'How we test it',
      paragraphs: [
        'We assess the site ourselves, with automated browser tests that run on every change before it is published:',
      ],
      points: [
        'axe-core finds no violations on any page, at phone, tablet and desktop widths.',
        'The pages work in the three browser engines, Chromium (Chrome, Edge), Firefox and WebKit (Safari), and without JavaScript in Chromium and WebKit.',
        'A virtual screen reader reads every page from top to bottom, and the tests check what it announces.',
        'Keyboard order, focus rings and target sizes on every page, forced colours, 200 % text and text spacing, and reduced motion.',
      ],
    },
    {
      id: 'compatibility',
      title: 'Compatibility',
      paragraphs: [
        'The site is built with HTML, CSS, SVG and WAI-ARIA, and needs no JavaScript to read or to apply. It is designed for the current versions of Chrome, Edge, Firefox and Safari, and the screen readers that work with them.',
      ],
    },
    {
      id: 'limitations',
      title: 'Known limitations',
      points: [
        'In Safari and other WebKit browsers, the phone menu opens only once the page’s scripts have arrived (these browsers cannot yet open it without them), and not at all with JavaScript off. The footer links to every page the menu does.',
        'Our screen reader tests use a virtual screen reader, not the ones people use every day (NVDA, JAWS, VoiceOver, TalkBack), and none has been tested by disabled people yet. What those announce can differ.',
        'Apply opens your e-mail program. If it opens none (webmail, a shared computer), each job page shows the address to write to.',
        'The world map on the Locations page shows where each city is, which a screen reader does not say: it reads the map as one link a city, named with its country. On small screens the same links are a plain list.',
      ],
    },
    {
      id: 'feedback',
      title: 'Tell us about a barrier',
      paragraphs: [
        `If something on the site does not work for you, tell us what you were trying to do, the page, and the browser and assistive technology you use. We reply ${company.accessibilityResponse} and tell you what we will fix and when. If you need the information in another format meanwhile, we send it to you.`,
      ],
      links: [
        {
          href: `mailto:${company.accessibilityEmail}`,
          label: `Report a barrier: ${company.accessibilityEmail}`,
        },
      ],
    },
  ],
  reviewed: 'This statement was last reviewed on',
} as const satisfies {
  metadata: PageMetadata;
  banner: { title: string };
  lead: readonly string[];
  parts: readonly NoticePart[];
  reviewed: string;
};
