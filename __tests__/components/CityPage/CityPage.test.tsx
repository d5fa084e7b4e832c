import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import ja from '@/content/messages/ja.json';
import { faqSays } from '@/lib/pages/city';
import type { City } from '@/content/types';
import { translator } from '@/lib/messages';
import { CityPage } from '@/components/CityPage/CityPage';

import { fleetLead, lisbonIn, openingIn } from '../../fixtures/content';

/*
 * A city's page in Japanese: every sentence about the law comes from the Japanese messages,
 * built from the city's rule fields, the city's own words from its Japanese translation, and
 * dates and numbers as Japanese writes them.
 */

const source = {
  id: 'imt-trotinetes',
  title: 'Trotinetes elétricas',
  translation: '電動キックボード',
  publisher: 'IMT',
  url: 'https://www.imt-ip.pt/trotinetes',
  lang: 'pt',
  checked: '2030-01-10',
};
const confirmed = { status: 'confirmed' as const, sources: [source.id] };

/** Lisbon as read in Japanese, with rules its sources confirmed (one left unconfirmed). */
const lisbon: City = {
  ...lisbonIn.ja,
  sources: [source],
  rules: {
    licence: { ...confirmed, required: 'none' },
    minimumAge: { ...confirmed, years: 16, accompaniedUntil: 17 },
    helmet: { ...confirmed, law: 'compulsory' },
    speedLimit: { ...confirmed, value: 25, unit: 'km/h' },
    where: { status: 'unconfirmed' },
    parking: { status: 'scoot', rule: 'designated-bays' },
  },
};

function renderLisbon() {
  render(
    <CityPage
      city={lisbon}
      lang="ja"
      openings={[openingIn(fleetLead, 'ja')]}
      listHref="/ja/locations#map"
      jobsHref="/ja/careers#open-positions"
      faqHref="/ja/about#faq"
    />,
  );
}

describe('a city’s page in Japanese', () => {
  const t = translator('ja');

  it('is headed with the city’s Japanese name, and its rules by their Japanese titles', () => {
    renderLisbon();
    expect(
      screen.getByRole('heading', { level: 1, name: t('city.heading', { city: 'リスボン' }) }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      ja.city.lawTitle,
      ja.city.scootTitle,
    ]);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      ja.city.ruleTitles.licence,
      ja.city.ruleTitles.minimumAge,
      ja.city.ruleTitles.helmet,
      ja.city.ruleTitles.speedLimit,
      ja.city.ruleTitles.parking,
    ]);
  });

  it('says each rule in the Japanese messages’ sentences, run together as Japanese writes them', () => {
    renderLisbon();
    const rule = (title: string) =>
      screen.getByRole('heading', { level: 4, name: title }).parentElement!;
    expect(within(rule(ja.city.ruleTitles.licence)).getByText(ja.city.licence.none)).toBeTruthy();
    // Two sentences, with no space between them (text.sentenceSeparator is empty in Japanese).
    expect(
      within(rule(ja.city.ruleTitles.minimumAge)).getByText(
        t('city.minimumAge', { years: 16 }) + t('city.accompanied', { years: 16, until: 17 }),
      ),
    ).toBeTruthy();
    expect(
      within(rule(ja.city.ruleTitles.helmet)).getByText(ja.city.helmet.compulsory),
    ).toBeTruthy();
    const speed = t('city.speedLimit', { speed: t('city.speed', { value: 25, unit: 'km/h' }) });
    expect(speed).toContain('時速25km');
    expect(within(rule(ja.city.ruleTitles.speedLimit)).getByText(speed)).toBeTruthy();
    expect(
      within(rule(ja.city.ruleTitles.parking)).getByText(ja.city.parking['designated-bays']),
    ).toBeTruthy();
  });

  it('lists Scoot’s own rules apart from the law’s, without a source, and says where they differ from the FAQ', () => {
    renderLisbon();
    const scoot = screen.getByRole('heading', { level: 3, name: ja.city.scootTitle });
    expect(scoot.nextElementSibling).toHaveTextContent(ja.city.scootIntro);
    const parking = screen.getByRole('heading', {
      level: 4,
      name: ja.city.ruleTitles.parking,
    }).parentElement!;
    expect(within(parking).queryByText(/^出典：/)).toBeNull();
    const differs = within(parking).getByText('ここでは異なります：').parentElement!;
    expect(differs).toHaveTextContent(faqSays('parking', 'ja').sentence);
    expect(differs).toHaveTextContent(ja.city.parking.differs);
    expect(within(differs).getByRole('link', { name: 'よくあるご質問' })).toHaveAttribute(
      'href',
      '/ja/about#faq',
    );
  });

  it('names the rule it cannot state in Japanese, and cites its sources with Japanese dates', () => {
    renderLisbon();
    expect(
      screen.getByText(t('city.unconfirmed', { rules: ja.city.unconfirmedRuleNames.where })),
    ).toBeInTheDocument();
    expect(screen.getByText(ja.city.checkApp)).toBeInTheDocument();
    const sources = screen.getAllByText(/^出典：/);
    expect(sources).toHaveLength(4);
    expect(sources[0]).toHaveTextContent(
      `出典：${source.title}（「${source.translation}」、IMT、2030年1月10日確認）`,
    );
    expect(within(sources[0]!).getByRole('link', { name: source.title })).toHaveAttribute(
      'lang',
      'pt',
    );
  });

  it('says where and since when Scoot runs, and its openings there, in Japanese', () => {
    renderLisbon();
    expect(
      screen.getByText('Scootは2029年4月1日からリスボンで運営しています。'),
    ).toBeInTheDocument();
    for (const district of ['バイシャ', 'アルファマ'])
      expect(screen.getByText(district)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'フリートリーダー' })).toHaveAttribute(
      'href',
      `/ja/careers/${fleetLead.id}`,
    );
  });

  it('says nothing of it in English', () => {
    renderLisbon();
    for (const english of [
      'You do not need a driving licence',
      'You must be',
      'The law requires a helmet',
      'Scooters here are limited',
      'Source:',
      'Lisbon',
      'Before you ride here',
    ])
      expect(document.body).not.toHaveTextContent(english);
  });
});

describe('a city’s page whose translation is not finished', () => {
  it('says so in Japanese, and marks the city’s English words as English', () => {
    const english: City = { ...lisbonIn.en, sources: [source], rules: lisbon.rules };
    render(
      <CityPage
        city={english}
        lang="ja"
        inEnglish
        openings={[]}
        listHref="/ja/locations#map"
        jobsHref="/ja/careers#open-positions"
        faqHref="/ja/about#faq"
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(translator('ja')('layout.inEnglish'));
    for (const district of english.service.districts)
      expect(screen.getByText(district)).toHaveAttribute('lang', 'en');
    // The sentences around them are the page's, in Japanese.
    expect(screen.getByText(translator('ja')('city.serviceAreasBays'))).not.toHaveAttribute('lang');
  });

  it('says nothing of the kind when it is finished', () => {
    renderLisbon();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
