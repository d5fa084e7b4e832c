import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import { faqGroups } from '@/content/faq';
import { FaqGroup } from '@/components/Faq/FaqGroup';
import { FaqSection } from '@/components/Faq/FaqSection';

const [howItWorks, safeDriving] = faqGroups;
const cityLinks = [{ name: 'Jakarta', href: '/locations/jakarta' }];

/**
 * The accordion's behaviour (one open per group, a click toggles, keyboard) is the
 * browser's, so __tests__/e2e/about.spec.ts proves it in Chromium. jsdom has neither
 * exclusive <details> nor <summary> as a button; here we check the markup that behaviour
 * rests on.
 */
function renderGroup(group = howItWorks!) {
  render(
    <FaqGroup
      id={group.id}
      title={group.title}
      items={group.items}
      initiallyOpenId={group.initiallyOpenId}
      cities={cityLinks}
    />,
  );
  return screen.getByRole('group', { name: group.title });
}

const itemsOf = (container: HTMLElement) => [...container.querySelectorAll('details')];

describe('FaqGroup', () => {
  it('is a group named by its heading, one level below the FAQ title', () => {
    renderGroup();
    expect(screen.getByRole('heading', { level: 3, name: howItWorks!.title })).toBeInTheDocument();
  });

  it('makes every question a <summary> of an exclusive <details> named after the group', () => {
    const group = renderGroup();
    const items = itemsOf(group);
    expect(items).toHaveLength(howItWorks!.items.length);
    howItWorks!.items.forEach((item, index) => {
      const details = items[index]!;
      expect(details).toHaveAttribute('name', `faq-${howItWorks!.id}`);
      expect(details.querySelector(':scope > summary')).toHaveTextContent(item.title);
      expect(details).toHaveTextContent(item.text);
    });
  });

  it('opens the item named by the content at first, and only that one', () => {
    const items = itemsOf(renderGroup());
    expect(items.map((details) => details.open)).toEqual([true, false, false]);
    expect(howItWorks!.initiallyOpenId).toBe(howItWorks!.items[0]!.id);
  });

  it('hides the chevron from assistive technology: the state is the <details> own', () => {
    const group = renderGroup();
    for (const svg of group.querySelectorAll('svg')) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  });
});

describe('FaqSection', () => {
  it('gives each group its own name, so opening one never closes the other', () => {
    render(<FaqSection id="faq" title="FAQs" groups={faqGroups} cities={cityLinks} />);
    expect(screen.getByRole('heading', { level: 2, name: 'FAQs' })).toBeInTheDocument();
    const names = faqGroups.map((group) =>
      itemsOf(screen.getByRole('group', { name: group.title })).map((details) =>
        details.getAttribute('name'),
      ),
    );
    expect(names).toEqual([
      howItWorks!.items.map(() => `faq-${howItWorks!.id}`),
      safeDriving!.items.map(() => `faq-${safeDriving!.id}`),
    ]);
    expect(
      within(screen.getByRole('group', { name: safeDriving!.title })).getByText(
        safeDriving!.items[0]!.text,
        { exact: false },
      ),
    ).toBeInTheDocument();
  });
});
