import { describe, expect, it } from '@jest/globals';

import { closingSoonWarnings, daysBetween, isOpenOn, jobPath, openOn, today } from '@/lib/openings';

const jobs = [
  { id: 'closed-yesterday', validThrough: '2026-11-23' },
  { id: 'last-day-today', validThrough: '2026-11-24' },
  { id: 'closes-in-14-days', validThrough: '2026-12-08' },
  { id: 'closes-in-15-days', validThrough: '2026-12-09' },
];
const day = '2026-11-24';

describe('openings over time', () => {
  it('reads the build day in UTC', () => {
    expect(today(new Date('2026-11-24T23:30:00-02:00'))).toBe('2026-11-25');
    expect(today(new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24');
  });

  it('keeps an opening through its last day and drops it the day after', () => {
    expect(isOpenOn(jobs[1]!, day)).toBe(true);
    expect(isOpenOn(jobs[0]!, day)).toBe(false);
    expect(openOn(jobs, day).map((job) => job.id)).toEqual([
      'last-day-today',
      'closes-in-14-days',
      'closes-in-15-days',
    ]);
  });

  it('counts whole days across month and year ends', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween(day, day)).toBe(0);
  });

  it('warns about open openings closing within 14 days, and about no others', () => {
    expect(closingSoonWarnings(jobs, day)).toEqual([
      expect.stringMatching(
        /^content\/jobs\/last-day-today\.json: closes today \(validThrough 2026-11-24\)/,
      ),
      expect.stringMatching(/^content\/jobs\/closes-in-14-days\.json: closes in 14 days /),
    ]);
    expect(closingSoonWarnings(jobs, '2026-11-01')).toEqual([]);
  });

  it('puts each opening under /careers', () => {
    expect(jobPath({ id: 'ux-analyst-london' })).toBe('/careers/ux-analyst-london');
  });
});
