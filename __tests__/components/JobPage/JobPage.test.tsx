import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import { cities } from '@/content/cities';
import { citySchema, officeSchema } from '@/content/schema';
import { eachLanguage, readTranslated } from '@/content/translations';
import { officeOf, offices } from '@/content/offices';
import type { City, JobOpening, Office } from '@/content/types';
import { cityAndCountry } from '@/lib/cities';
import type { Lang } from '@/content/languages';
import { translator } from '@/lib/messages';
import { jobPosting } from '@/lib/structuredData';
import { JobPage } from '@/components/JobPage/JobPage';

import { fleetLead, openingIn } from '../../fixtures/content';

/*
 * The office's address on a job's page, as a reader of the page's language writes it: a
 * Japanese address on the Japanese page from the postal code (after 〒) down to the street,
 * on one line; in English and Indonesian, the street first and the postal code last. A
 * made-up office in Sapporo reads through the site's schemas, as a content file would.
 */

const unconfirmed = { status: 'unconfirmed' } as const;
const sapporoIn = (() => {
  const read = readTranslated(
    citySchema,
    {
      en: {
        name: 'Sapporo',
        country: 'Japan',
        countryCode: 'JP',
        latitude: 43.06,
        longitude: 141.35,
        service: { districts: ['Chuo'], since: '2029-04-01' },
        rules: Object.fromEntries(
          ['licence', 'minimumAge', 'helmet', 'speedLimit', 'where', 'parking'].map((rule) => [
            rule,
            unconfirmed,
          ]),
        ),
        sources: [],
      },
      ja: {
        reviewed: false,
        name: '札幌',
        country: '日本',
        service: { districts: ['中央区'] },
        sources: [],
      },
      id: {
        reviewed: false,
        name: 'Sapporo',
        country: 'Jepang',
        service: { districts: ['Chuo'] },
        sources: [],
      },
    },
    'sapporo.json',
  );
  return eachLanguage((lang): City => ({ ...read[lang], id: 'sapporo' }));
})();

const sapporoOfficeIn = (() => {
  const read = readTranslated(
    officeSchema,
    {
      en: {
        cityId: 'sapporo',
        name: 'Sapporo office',
        streetAddress: '1-1 Odori-nishi, Chuo-ku',
        locality: 'Sapporo',
        postalCode: '060-0042',
        region: 'Hokkaido',
        timeZone: 'Asia/Tokyo',
      },
      ja: {
        reviewed: false,
        name: '札幌オフィス',
        streetAddress: '中央区大通西1-1',
        locality: '札幌市',
        region: '北海道',
      },
      id: {
        reviewed: false,
        name: 'Kantor Sapporo',
        streetAddress: '1-1 Odori-nishi, Chuo-ku',
        locality: 'Sapporo',
        region: 'Hokkaido',
      },
    },
    'sapporo-office.json',
  );
  return eachLanguage((lang): Office => ({ ...read[lang], id: 'sapporo-office' }));
})();

/** A fixture opening, moved to an office in `city`, as read in `lang`. */
const openingAt = (city: City, office: Office, lang: Lang): JobOpening => ({
  ...openingIn(fleetLead, lang),
  cityId: city.id,
  officeId: office.id,
  location: cityAndCountry(city, lang),
});

/** The lines of the office's address in the page's facts: its name, then the address. */
function addressLines(city: City, office: Office, lang: Lang): string[] {
  render(
    <JobPage
      job={openingAt(city, office, lang)}
      city={city}
      lang={lang}
      office={office}
      sameCity={[]}
      email="careers@scoot.example"
      listHref="/careers#open-positions"
      privacyHref="/privacy#applications"
      applyText="Apply"
    />,
  );
  const facts = screen.getByRole('region', { name: translator(lang)('job.factsTitle') });
  const address = within(facts).getByText(office.name).closest('address')!;
  return [...address.children].map((line) => line.textContent!);
}

describe('the office’s address on a job’s page', () => {
  it('is written in Japanese order on the Japanese page: 〒, prefecture, city, street', () => {
    expect(addressLines(sapporoIn.ja, sapporoOfficeIn.ja, 'ja')).toEqual([
      '札幌オフィス',
      '〒060-0042 北海道札幌市中央区大通西1-1',
    ]);
  });

  it.each([
    ['en', ['Sapporo office', '1-1 Odori-nishi, Chuo-ku', 'Sapporo, Hokkaido 060-0042']],
    ['id', ['Kantor Sapporo', '1-1 Odori-nishi, Chuo-ku', 'Sapporo, Hokkaido 060-0042']],
  ] as const)('is written street first on the %s page', (lang, lines) => {
    expect(addressLines(sapporoIn[lang], sapporoOfficeIn[lang], lang)).toEqual(lines);
  });

  it('gives search engines the same address, in the page’s language', () => {
    const posting = jobPosting(
      openingAt(sapporoIn.ja, sapporoOfficeIn.ja, 'ja'),
      'ja',
      [sapporoIn.ja],
      [sapporoOfficeIn.ja],
    ) as unknown as { jobLocation: { address: object } };
    expect(posting.jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '中央区大通西1-1',
      addressLocality: '札幌市',
      addressRegion: '北海道',
      postalCode: '060-0042',
      addressCountry: 'JP',
    });
  });

  it('reads 〒220-0012 神奈川県横浜市西区みなとみらい4-5-2 for the Yokohama office, in Japanese', () => {
    // The site's own office, as the review asked for it (translations-2026-12.md, J17).
    const yokohama = cities.ja.find((city) => city.id === 'yokohama')!;
    const office = officeOf({ officeId: 'yokohama-office' }, offices.ja);
    expect(addressLines(yokohama, office, 'ja')[1]).toBe(
      '〒220-0012 神奈川県横浜市西区みなとみらい4-5-2',
    );
  });
});

describe('a job’s page whose translation is not finished', () => {
  it('says so in the page’s language, and marks the English words as English', () => {
    const english = openingAt(sapporoIn.ja, sapporoOfficeIn.en, 'en');
    render(
      <JobPage
        job={english}
        city={sapporoIn.ja}
        lang="ja"
        office={sapporoOfficeIn.ja}
        sameCity={[]}
        email="careers@scoot.example"
        listHref="/ja/careers#open-positions"
        privacyHref="/ja/privacy#applications"
        applyText="応募する"
        inEnglish={{ job: true }}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(translator('ja')('layout.inEnglish'));
    expect(screen.getByRole('heading', { level: 1, name: english.title })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText(english.summary)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(english.duties[0]!)).toHaveAttribute('lang', 'en');
    // The page's own words stay the page's: the headings, and the office translated in full.
    expect(
      screen.getByRole('heading', { level: 2, name: translator('ja')('job.duties') }),
    ).not.toHaveAttribute('lang');
    expect(screen.getByText('札幌オフィス').closest('address')).not.toHaveAttribute('lang');
  });

  it('says nothing of the kind when it is finished', () => {
    addressLines(sapporoIn.ja, sapporoOfficeIn.ja, 'ja');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
  });
});
