import { afterEach, describe, expect, it, jest } from '@jest/globals';

import { buildDay, buildTime } from '@/lib/clock';

describe('the build’s clock', () => {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  afterEach(() => {
    process.env.SOURCE_DATE_EPOCH = epoch;
    jest.useRealTimers();
  });

  it('is SOURCE_DATE_EPOCH when it is set, as a day in UTC', () => {
    process.env.SOURCE_DATE_EPOCH = String(Date.parse('2027-03-01T01:30:00Z') / 1000);
    expect(buildTime().toISOString()).toBe('2027-03-01T01:30:00.000Z');
    expect(buildDay()).toBe('2027-03-01');
  });

  it('is the machine’s clock otherwise, read in UTC', () => {
    delete process.env.SOURCE_DATE_EPOCH;
    jest.useFakeTimers({ now: new Date('2026-11-24T23:30:00-02:00') });
    expect(buildDay()).toBe('2026-11-25');
  });

  it('refuses a SOURCE_DATE_EPOCH that is not whole seconds', () => {
    process.env.SOURCE_DATE_EPOCH = '2027-03-01';
    expect(() => buildTime()).toThrow(/whole seconds since 1970, not "2027-03-01"/);
  });
});
