import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import { faqGroups } from '@/content/faq';
import AboutPage from '@/app/about/page';

describe('About page', () => {
  it('shows the banner, both feature blocks, the values and the FAQ', () => {
    render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    for (const title of ['Mobility for the digital era', 'Better urban living', 'Our Values']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'FAQs' })).toBeInTheDocument();
    for (const group of faqGroups) {
      expect(screen.getByRole('heading', { level: 3, name: group.title })).toBeInTheDocument();
    }
  });

  it('numbers the three values 01, 02, 03 in order, each with its art', () => {
    render(<AboutPage />);
    const values = screen.getByRole('region', { name: 'Our Values' });
    const cards = within(values).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Our tech',
      'Our integrity',
      'Our community',
    ]);
    cards.forEach((card, index) => {
      expect(card).toHaveTextContent(`0${index + 1}`);
      expect(within(card).getByRole('img')).toHaveAccessibleName();
    });
  });
});
