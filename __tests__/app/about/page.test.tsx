import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import AboutPage from '@/app/(en)/about/page';

describe('About page', () => {
  beforeEach(() => {
    render(<AboutPage />);
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
