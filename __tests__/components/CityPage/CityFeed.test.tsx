import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import { cities } from '@/content/cities';
import { cityFeeds } from '@/content/cityFeeds';
import { priceCards, whenAndWhere } from '@/lib/pages/cityFeed';
import { LANGUAGES, type Lang } from '@/content/languages';
import { CityFeedSections } from '@/components/CityPage/CityFeed';
import { CityPage } from '@/components/CityPage/CityPage';

import { fixtureCity, fixtureFeed } from '../../fixtures/gbfs';

/*
 * A city page's prices and "when and where", from the city's GBFS files: the amounts as each
 * language writes them in the city's currency, whether tax is in the price, the hours, where
 * a ride ends, and the zones, all in whole sentences from the messages.
 */

/** The fixture city, with a day pass beside its pay-as-you-go plan. */
function feedWithPass() {
  const feed = fixtureFeed();
  feed.system_pricing_plans.data.plans.push({
    plan_id: 'day-pass',
    name: [
      { text: 'Day pass', language: 'en' },
      { text: '1日パス', language: 'ja' },
      { text: 'Tiket harian', language: 'id' },
    ],
    description: [
      { text: 'Unlimited rides for 24 hours.', language: 'en' },
      { text: '24時間、何回でも乗れます。', language: 'ja' },
      { text: 'Perjalanan sepuasnya selama 24 jam.', language: 'id' },
    ],
    currency: 'GBP',
    price: 10,
    is_taxable: false,
    per_min_pricing: [
      { start: 0, rate: 0, interval: 1, end: 45 },
      { start: 45, rate: 0.25, interval: 1 },
    ],
  });
  return feed;
}

const city = { ...fixtureCity(), name: 'Testcity' };

function renderIn(lang: Lang, feed = feedWithPass()) {
  render(<CityFeedSections city={city} feed={feed} lang={lang} />);
}

describe('the prices', () => {
  it('show a card per plan: unlock and per minute, then a pass with what it includes', () => {
    renderIn('en');
    const section = screen.getByRole('region', { name: 'Prices' });
    expect(section).toHaveTextContent('What a ride costs in Testcity, in British pounds.');
    const [payg, pass] = within(section).getAllByRole('listitem');
    expect(within(payg!).getByRole('heading', { name: 'Pay as you go' })).toBeVisible();
    expect(payg).toHaveTextContent('£1 to unlock, then £0.25 a minute.');
    expect(payg).toHaveTextContent('The price includes tax.');
    expect(pass).toHaveTextContent('It costs £10.');
    expect(pass).toHaveTextContent('Unlimited rides for 24 hours.');
    // What the pass includes is worded from its rates, not typed in its description.
    expect(pass).toHaveTextContent(
      'The first 45 minutes of each ride are included; after that it is £0.25 a minute.',
    );
  });

  it('are written as each language writes money', () => {
    renderIn('ja');
    const section = screen.getByRole('region', { name: '料金' });
    expect(section).toHaveTextContent('ロック解除料金£1、その後1分ごとに£0.25です。');
    expect(section).toHaveTextContent('料金は£10です。');
    expect(section).toHaveTextContent('24時間、何回でも乗れます。');
  });

  it('say when tax is added, and use the decimal comma in Indonesian', () => {
    const feed = feedWithPass();
    feed.system_pricing_plans.data.plans[0]!.is_taxable = true;
    renderIn('id', feed);
    const [payg] = within(screen.getByRole('region', { name: 'Harga' })).getAllByRole('listitem');
    expect(payg).toHaveTextContent('Buka kunci £1, lalu £0,25 per menit.');
    expect(payg).toHaveTextContent('Harga belum termasuk pajak.');
  });
});

describe('when and where', () => {
  it('gives the hours, where a ride ends, and each kind of zone', () => {
    renderIn('en');
    const section = screen.getByRole('region', { name: 'When and where' });
    expect(section).toHaveTextContent('You can ride every day from 06:00 to 24:00, local time.');
    expect(section).toHaveTextContent(
      'A ride can end only at a Scoot parking bay. There is 1 bay in the area',
    );
    expect(section).toHaveTextContent(
      'You cannot ride in A park: get off and walk the scooter there.',
    );
    expect(section).toHaveTextContent('In A market, the scooter slows to 7.5 mph.');
  });

  it("gives a slow zone's speed in the unit of the city's law", () => {
    const kmCity = {
      ...city,
      rules: {
        ...city.rules,
        speedLimit: {
          status: 'confirmed' as const,
          value: 20,
          unit: 'km/h' as const,
          sources: ['law'],
        },
      },
    };
    render(<CityFeedSections city={kmCity} feed={feedWithPass()} lang="en" />);
    expect(screen.getByRole('region', { name: 'When and where' })).toHaveTextContent(
      'In A market, the scooter slows to 12 km/h.',
    );
  });

  it('lets a ride end anywhere in the area where the city has no bays', () => {
    const considerate = {
      ...city,
      rules: { ...city.rules, parking: { status: 'scoot' as const, rule: 'considerate' as const } },
    };
    expect(whenAndWhere(fixtureFeed(), considerate, 'en').end).toMatch(
      /^You can end a ride anywhere in the area outside the no-parking zones\./,
    );
  });
});

describe('every city’s page', () => {
  it.each(LANGUAGES)('has three priced cards and every sentence in %s', (lang) => {
    for (const each of cities[lang]) {
      const feed = cityFeeds[each.id]!;
      const cards = priceCards(feed, lang);
      expect(cards).toHaveLength(3);
      for (const card of cards) {
        expect(card.name).not.toBe('');
        expect(card.sentences.every((sentence) => sentence.trim() !== '')).toBe(true);
      }
      const { hours, end, zones } = whenAndWhere(feed, each, lang);
      expect([hours, end, ...zones].every((sentence) => !/[{}]/.test(sentence))).toBe(true);
    }
  });

  it('prices Jakarta in rupiah and Yokohama in yen, as Japanese writes them', () => {
    const yokohama = priceCards(cityFeeds.yokohama!, 'ja');
    expect(yokohama[0]!.sentences[0]).toBe('ロック解除料金￥100、その後1分ごとに￥15です。');
    const jakarta = priceCards(cityFeeds.jakarta!, 'id');
    // Intl keeps the sign and the amount together with a no-break space.
    expect(jakarta[0]!.sentences[0]).toBe('Buka kunci Rp\u00a03.000, lalu Rp\u00a0750 per menit.');
  });
});

describe('the city page', () => {
  it('shows Prices and When and where after the rules, only for a city with files', () => {
    const london = cities.en.find((each) => each.id === 'london')!;
    const props = {
      city: london,
      lang: 'en' as const,
      openings: [],
      listHref: '/locations#map',
      jobsHref: '/careers#open-positions',
      faqHref: '/about#faq',
    };
    const { unmount } = render(<CityPage {...props} feed={cityFeeds.london} />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.indexOf('Prices')).toBe(titles.indexOf('When and where') - 1);
    expect(titles.indexOf('Prices')).toBeGreaterThan(0);
    unmount();
    render(<CityPage {...props} />);
    expect(screen.queryByRole('heading', { name: 'Prices' })).toBeNull();
  });
});
