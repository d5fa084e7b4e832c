import { describe, expect, it } from '@jest/globals';

import { compareRounds, median, slowerAfter } from '../../quality/audit-figures.mjs';

/*
 * The audit's page to page in Firefox and WebKit reports each pair before and after the
 * speculation rules, and marks a pair only when every round after was slower than every round
 * before; it fails nothing (quality/page-to-page-engines.mjs).
 */

describe('median', () => {
  it('is the middle round, or the mean of the middle two, of the rounds measured', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([NaN, 10, 30])).toBe(20);
    expect(median([NaN])).toBeNaN();
  });
});

describe('slowerAfter', () => {
  it('marks a pair whose every round after is slower than its every round before', () => {
    expect(slowerAfter([60, 80, 70], [81, 90, 85])).toBe(true);
  });

  it('does not mark rounds that overlap, even when the median after is higher', () => {
    expect(slowerAfter([60, 80, 70], [75, 90, 85])).toBe(false);
    expect(slowerAfter([60, 80, 70], [80, 90, 85])).toBe(false);
  });

  it('does not mark a pair with fewer than 3 rounds measured on a side', () => {
    // With 1 round a side, chance alone would mark every other pair.
    expect(slowerAfter([60], [90])).toBe(false);
    expect(slowerAfter([60, 70, NaN], [80, 90, 85])).toBe(false);
    expect(slowerAfter([60, 70, 65], [])).toBe(false);
  });

  it('leaves out a round that was not measured', () => {
    expect(slowerAfter([60, NaN, 70, 65], [75, 90, 80])).toBe(true);
  });
});

describe('compareRounds', () => {
  it('gives each side its median and range, and the ratio of the medians after ÷ before', () => {
    const compared = compareRounds([100, 60, 80], [40, 50, 90]);
    expect(compared.before).toEqual({ median: 80, low: 60, high: 100 });
    expect(compared.after).toEqual({ median: 50, low: 40, high: 90 });
    expect(compared.ratio).toBeCloseTo(0.625);
    expect(compared.slower).toBe(false);
  });

  it('says so when a side has no round measured', () => {
    const compared = compareRounds([], [50]);
    expect(compared.before).toEqual({ median: NaN, low: NaN, high: NaN });
    expect(compared.ratio).toBeNaN();
  });
});
