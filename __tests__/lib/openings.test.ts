import { describe, expect, it } from '@jest/globals';

import { closingSoonWarnings, daysBetween, isOpenOn, jobPath, openOn } from '@/lib/openings';

const jobs = [
  { id: 'closed-yesterday', validThrough: '2026-11-23' },
  { id: 'last-day-today', validThrough: '2026-11-24' },
  { id: 'closes-in-14-days', validThrough: '2026-12-08' },
  { id: 'closes-in-15-days', validThrough: '2026-12-09' },
];
const day = '2026-11-24';

describe('openings over time', () => {
  it.each([
    ['whole days across a year end', daysBetween('2026-12-31', '2027-01-01'), 1],
    ['whole days across February', daysBetween('2027-02-28', '2027-03-01'), 1],
    ['an opening’s page under /careers', jobPath({ id: 'ux-analyst' }), '/careers/ux-analyst'],
  ])('computes %s', (_, computed, expected) => {
    expect(computed).toBe(expected);
  });

  it('keeps an opening through its last day and drops it the day after', () => {
    expect([isOpenOn(jobs[0]!, day), isOpenOn(jobs[1]!, day)]).toEqual([false, true]);
    expect(openOn(jobs, day).map((job) => job.id)).toEqual(jobs.slice(1).map((job) => job.id));
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
});
