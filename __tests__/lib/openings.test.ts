import { describe, expect, it } from '@jest/globals';

import {
  closingSoonWarnings,
  dayIn,
  daysBetween,
  isOpenOn,
  jobPath,
  openAt,
  openOn,
} from '@/lib/openings';

const jobs = [
  { id: 'closed-yesterday', datePosted: '2026-10-01', validThrough: '2026-11-23' },
  { id: 'last-day-today', datePosted: '2026-10-01', validThrough: '2026-11-24' },
  { id: 'closes-in-14-days', datePosted: '2026-10-01', validThrough: '2026-12-08' },
  { id: 'closes-in-15-days', datePosted: '2026-10-01', validThrough: '2026-12-09' },
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

  it('publishes an opening from its posting day, not before', () => {
    const posted = [
      { id: 'posted-today', datePosted: '2026-11-24', validThrough: '2026-12-31' },
      { id: 'posted-tomorrow', datePosted: '2026-11-25', validThrough: '2026-12-31' },
    ];
    expect(openOn(posted, day).map((job) => job.id)).toEqual(['posted-today']);
    expect(openOn(posted, '2026-11-25').map((job) => job.id)).toEqual([
      'posted-today',
      'posted-tomorrow',
    ]);
    expect(closingSoonWarnings(posted, '2026-12-31')).toHaveLength(2);
  });

  it('reads both ends of an opening in its own time zone', () => {
    // 20:00 in London on the 24th is 05:00 on the 25th in Tokyo.
    const at = new Date('2026-11-24T20:00:00Z');
    expect([dayIn(at, 'Asia/Tokyo'), dayIn(at, 'Europe/London')]).toEqual([
      '2026-11-25',
      '2026-11-24',
    ]);
    const zoneOf = (job: { id: string }) =>
      job.id.endsWith('tokyo') ? 'Asia/Tokyo' : 'Europe/London';
    const opens = [
      { id: 'opens-25th-tokyo', datePosted: '2026-11-25', validThrough: '2026-12-31' },
      { id: 'opens-25th-london', datePosted: '2026-11-25', validThrough: '2026-12-31' },
    ];
    expect(openAt(opens, at, zoneOf).map((job) => job.id)).toEqual(['opens-25th-tokyo']);
    const closes = [
      { id: 'last-day-24th-tokyo', datePosted: '2026-10-01', validThrough: '2026-11-24' },
      { id: 'last-day-24th-london', datePosted: '2026-10-01', validThrough: '2026-11-24' },
    ];
    expect(openAt(closes, at, zoneOf).map((job) => job.id)).toEqual(['last-day-24th-london']);
    // A moment later in New York's evening the 24th is still on there, over in London.
    const evening = new Date('2026-11-25T03:00:00Z');
    expect(openAt(closes, evening, () => 'America/New_York')).toHaveLength(2);
    expect(openAt(closes, evening, () => 'Europe/London')).toEqual([]);
  });
});
