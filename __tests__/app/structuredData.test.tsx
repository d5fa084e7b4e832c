import { describe, expect, it } from '@jest/globals';

import { currentOpenings } from '@/content/jobs';
import { salaryRange, salarySentence } from '@/content/pages/careers';
import { descriptionHtml, jobPosting } from '@/app/structuredData';

/** Edge cases of the JobPosting's functions that today's openings do not reach. */
const job = currentOpenings[0]!;
const validThrough = (cityId: string, officeId: string, day: string) =>
  (jobPosting({ ...job, cityId, officeId, validThrough: day }) as { validThrough: string })
    .validThrough;

describe('JobPosting', () => {
  it('ends the last day to apply at midnight in the job’s time zone, summer time included', () => {
    expect(validThrough(job.cityId, job.officeId, '2027-01-31')).toBe('2027-01-31T23:59:59+07:00');
    expect(validThrough('london', 'london-office', '2027-01-31')).toBe('2027-01-31T23:59:59+00:00');
    expect(validThrough('london', 'london-office', '2027-07-31')).toBe('2027-07-31T23:59:59+01:00');
    // The day the clocks go forward in New York: the day ends on summer time.
    expect(validThrough('new-york', 'new-york-office', '2027-03-14')).toBe(
      '2027-03-14T23:59:59-04:00',
    );
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

  it('refuses an opening in a city the site does not list', () => {
    expect(() => jobPosting({ ...job, cityId: 'atlantis' })).toThrow(/atlantis/);
  });

  it('writes salaries in any currency, range or single rate, yearly or hourly', () => {
    const manager = currentOpenings.find((opening) => opening.id === 'general-manager-jakarta')!;
    expect(salarySentence(manager.salary).replace(/\u00a0/g, ' ')).toBe(
      'A salary of IDR 900M to IDR 1.2B a year, plus a yearly bonus tied to the city’s goals.',
    );
    expect(salaryRange({ currency: 'JPY', min: 6_500_000, max: 8_000_000, unit: 'YEAR' })).toBe(
      '¥6.5M to ¥8M a year',
    );
    expect(salaryRange({ currency: 'USD', min: 25, max: 25, unit: 'HOUR' })).toBe('$25 an hour');
  });
});
