/**
 * @jest-environment node
 */

import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';

import { faqGroups } from '@/content/faq';
import type { FaqItem } from '@/content/types';
import { FaqSection } from '@/components/Faq/FaqSection';

/** The exported HTML: what a visitor without JavaScript gets (the server snapshot). */
const cities = [
  { name: 'London', href: '/locations/london' },
  { name: 'Yokohama', href: '/locations/yokohama' },
];
const html = renderToStaticMarkup(
  <FaqSection id="faq" title="FAQs" groups={faqGroups} cities={cities} />,
);
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('FaqSection without JavaScript', () => {
  it('renders every question as a native exclusive <details> in its group', () => {
    for (const group of faqGroups) {
      const details = html.match(new RegExp(`<details[^>]*name="faq-${group.id}"[^>]*>`, 'g'));
      expect(details).toHaveLength(group.items.length);
      // Exactly the content's initially open item carries `open`.
      const open = details!.filter((tag) => / open=""/.test(tag));
      expect(open).toHaveLength(1);
      expect(html).toMatch(
        new RegExp(`<details[^>]* open=""[^>]*><summary id="faq-${group.initiallyOpenId}"`),
      );
    }
  });

  it('puts every answer in the HTML, with no script-driven state beside the native one', () => {
    for (const item of faqGroups.flatMap((group): readonly FaqItem[] => group.items)) {
      expect(html).toContain(escape(item.text));
      expect(html).toContain(`<summary id="faq-${item.id}"`);
    }
    // An answer that depends on the city leads to each city's page, as plain links.
    expect(html).toContain(
      '<a href="/locations/london">London</a> and <a href="/locations/yokohama">Yokohama</a>.',
    );
    expect(html).not.toContain('aria-expanded');
    expect(html).not.toContain('<button');
  });
});
