import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import { CITIES_LIVE } from '@/content/cities';
import { homePage } from '@/lib/pages/home';
import { CITIES_TARGETED, PAYMENT_DEFERRAL } from '@/content/claims';
import HomePage from '@/app/(en)/page';
import SegmentPage from '@/app/[segment]/page';

import { props } from '../fixtures/routes';

describe('Home page', () => {
  beforeEach(() => {
    render(<HomePage />);
  });

  it.each([
    new RegExp(`in ${CITIES_LIVE} cities today.*${CITIES_TARGETED} cities over the coming year`),
    new RegExp(`defer payment for ${PAYMENT_DEFERRAL.en}`),
    /scan the QR code/i,
    /retract the cable lock/i,
    /wear a helmet/i,
    /away from walkways and accessibility ramps/i,
  ])('states the company’s claims and the ride guidance: %s', (text) => {
    expect(document.body.textContent).toMatch(text);
  });
});

describe('the home page in another language (/ja, /id)', () => {
  it.each(['ja', 'id'] as const)(
    'is the %s home page at its segment, its links there',
    async (lang) => {
      render(await SegmentPage(props({ segment: lang })));
      const { hero, steps } = homePage[lang];
      expect(screen.getByRole('heading', { level: 1, name: hero.title })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: hero.image.alt })).toBeInTheDocument();
      const region = within(screen.getByRole('region', { name: steps.title }));
      expect(region.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
        steps.items.map((step) => step.title),
      );
      const learnMore = homePage[lang].features.map((feature) => feature.learnMore.href);
      const links = screen
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .filter((href) => href && learnMore.some((path) => href.endsWith(path)));
      expect(links).toEqual(learnMore.map((path) => `/${lang}${path}`));
      expect(document.body).not.toHaveTextContent(homePage.en.hero.title);
    },
  );
});
