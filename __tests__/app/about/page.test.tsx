import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import AboutPage from '@/app/(en)/about/page';

describe('About page', () => {
  beforeEach(() => {
    render(<AboutPage />);
  });

  it('has the banner, both feature blocks, the values and the FAQ', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    for (const title of [
      'Mobility for the digital era',
      'Better urban living',
      'Our Values',
      'FAQs',
    ])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  });

  it('numbers the three values 01, 02, 03 in order, each with its art', () => {
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

  it.each([
    [
      'How it works',
      [
        /download the app/i,
        /nearby/i,
        /In London, you need a full or provisional driving licence\./,
        /In Yokohama, you must be 16 or older/,
      ],
    ],
    [
      'Safe driving',
      [
        /strongly recommend.*helmet.*regardless/i,
        /rules and regulations/i,
        /damaged.*report it through the app.*support/i,
      ],
    ],
  ])('answers the riders’ questions under %s', (title, answers) => {
    const group = screen.getByRole('group', { name: title });
    expect(within(group).getByRole('heading', { level: 3 })).toHaveTextContent(title);
    for (const answer of answers) expect(group.textContent).toMatch(answer);
  });
});
