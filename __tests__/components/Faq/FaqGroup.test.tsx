import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';

import { faqGroups } from '@/content/faq';
import { FaqSection } from '@/components/Faq/FaqSection';

/** The markup the FAQ's behaviour rests on; the behaviour is the browser's (faq.spec.ts). */
describe('FaqSection', () => {
  it('makes each group a named group of <details>, exclusive within it alone', () => {
    render(<FaqSection id="faq" title="FAQs" groups={faqGroups.en} cities={[]} lang="en" />);
    for (const group of faqGroups.en) {
      const element = screen.getByRole('group', { name: group.title });
      expect(screen.getByRole('heading', { level: 3, name: group.title })).toBeTruthy();
      const items = [...element.querySelectorAll('details')];
      expect(items.map((details) => details.getAttribute('name'))).toEqual(
        group.items.map(() => `faq-${group.id}`),
      );
      const titles = items.map((details) => details.querySelector(':scope > summary')!.textContent);
      expect(titles).toEqual(group.items.map((item) => item.title));
      expect(items.map((details) => details.open)).toEqual(
        group.items.map((item) => item.id === group.initiallyOpenId),
      );
      // The chevrons are decoration: the state is the <details>' own.
      for (const svg of element.querySelectorAll('svg'))
        expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
