import { describe, expect, it } from '@jest/globals';

import ja from '@/content/messages/ja.json';

import { fleetLead as job, mechanic, openingIn, withFixtureContent } from '../fixtures/content';

const { salaryRange, salarySentence } = withFixtureContent(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with the fixtures
  () => require('@/lib/pages/careers') as typeof import('@/lib/pages/careers'),
);
const { descriptionHtml, jobPosting } = withFixtureContent(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with the fixtures
  () => require('@/lib/structuredData') as typeof import('@/lib/structuredData'),
);

/** The JobPosting's functions on a fixture opening, in the cases the real ones may not reach. */
const validThrough = (day: string) =>
  (jobPosting({ ...job, validThrough: day }, 'en') as { validThrough: string }).validThrough;

describe('JobPosting', () => {
  it('ends the last day to apply at midnight in the job’s time zone, summer time included', () => {
    expect(validThrough('2030-01-31')).toBe('2030-01-31T23:59:59+00:00');
    expect(validThrough('2030-07-31')).toBe('2030-07-31T23:59:59+01:00');
    // The day the clocks go forward in Lisbon: the day ends on summer time.
    expect(validThrough('2030-03-31')).toBe('2030-03-31T23:59:59+01:00');
  });

  it('escapes the text of the description it writes as HTML', () => {
    const html = descriptionHtml([
      { id: 'role', title: 'The role', paragraphs: ['Fix <b>bikes</b> & scooters.'] },
      { id: 'duties', title: 'What you’ll do', points: ['Ride.', 'Repair.'] },
    ]);
    expect(html).toBe(
      '<h2>The role</h2><p>Fix &lt;b&gt;bikes&lt;/b&gt; &amp; scooters.</p>' +
        '<h2>What you’ll do</h2><ul><li>Ride.</li><li>Repair.</li></ul>',
    );
  });

  it('describes a Japanese page’s job in Japanese, at its Japanese address', () => {
    const posting = jobPosting(openingIn(job, 'ja'), 'ja') as unknown as Record<string, unknown> & {
      jobLocation: { address: { addressLocality: string; addressCountry: string } };
    };
    expect(posting.url).toMatch(/[^/]\/ja\/careers\/fleet-lead-lisbon$/);
    expect(posting.title).toBe('フリートリーダー');
    expect(posting.description).toMatch(
      new RegExp(`^<h2>${ja.job.role}</h2><p>リスボンのフリートを運営します。</p>`),
    );
    expect(posting.jobLocation.address).toMatchObject({
      addressLocality: 'リスボン',
      addressCountry: 'PT',
    });
  });

  it('refuses an opening in a city the site does not list', () => {
    expect(() => jobPosting({ ...job, cityId: 'atlantis' }, 'en')).toThrow(/atlantis/);
  });

  it('writes salaries in any currency, range or single rate, yearly or hourly', () => {
    expect(salarySentence(mechanic.salary, 'en').replace(/\u00a0/g, ' ')).toBe(
      'A salary of €14 an hour, plus tools.',
    );
    const rupiah = { currency: 'IDR', min: 900_000_000, max: 1_200_000_000, unit: 'YEAR' } as const;
    expect(salaryRange(rupiah, 'en').replace(/\u00a0/g, ' ')).toBe('IDR 900M to IDR 1.2B a year');
    expect(
      salaryRange({ currency: 'JPY', min: 6_500_000, max: 8_000_000, unit: 'YEAR' }, 'en'),
    ).toBe('¥6.5M to ¥8M a year');
    expect(salaryRange({ currency: 'USD', min: 25, max: 25, unit: 'HOUR' }, 'en')).toBe(
      '$25 an hour',
    );
  });

  it('writes an Indonesian salary in millions with the word in full, as Indonesian ads do', () => {
    const rupiah = { currency: 'IDR', min: 180_000_000, max: 240_000_000, unit: 'YEAR' } as const;
    const sentence = salarySentence(rupiah, 'id').replace(/[\u00a0\u202f]/g, ' ');
    expect(sentence).toBe('Gaji Rp 180 juta hingga Rp 240 juta per tahun.');
    expect(sentence).not.toMatch(/\bjt\b/);
  });
});
