import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';

import { currentOpenings as jobOpenings } from '@/content/jobs';
import CareersPage from '@/app/careers/page';

describe('the Careers page', () => {
  it('has the banner, the mission, the values and the openings, headings in order', () => {
    render(<CareersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Care to join our mission?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why join us ?' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /team members/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml,.*viewBox='0 0 445 445'/),
    );
    const values = screen.getByRole('region', { name: 'Why join us ?' });
    expect(values.querySelectorAll('li')).toHaveLength(3);
    for (const job of jobOpenings) {
      expect(screen.getByRole('heading', { level: 3, name: job.title })).toBeInTheDocument();
    }
  });
});
