/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';

import { faqGroups } from '@/content/faq';
import { FaqSection } from '@/components/Faq/FaqSection';

/** The exported HTML: what a visitor without JavaScript gets. */
const html = renderToStaticMarkup(
  <FaqSection
    id="faq"
    title="FAQs"
    groups={faqGroups}
    cities={[
      { name: 'London', href: '/locations/london' },
      { name: 'Yokohama', href: '/locations/yokohama' },
    ]}
  />,
);
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('FaqSection without JavaScript', () => {
  it.each(faqGroups.map((group) => [group.title, group] as const))(
    '%s: each question a native exclusive <details>, its answer in the HTML, the content’s one open',
    (_, group) => {
      const details = html.match(new RegExp(`<details[^>]*name="faq-${group.id}"[^>]*>`, 'g'));
      expect(details).toHaveLength(group.items.length);
      expect(details!.filter((tag) => / open=""/.test(tag))).toHaveLength(1);
      expect(html).toMatch(
        new RegExp(`<details[^>]* open=""[^>]*><summary id="faq-${group.initiallyOpenId}"`),
      );
      for (const item of group.items) expect(html).toContain(escape(item.text));
    },
  );

  it('leads a city-dependent answer to each city’s page, as plain links, with no scripted state', () => {
    expect(html).toContain(
      '<a href="/locations/london">London</a> and <a href="/locations/yokohama">Yokohama</a>.',
    );
    expect(html).not.toMatch(/aria-expanded|<button/);
  });
});
