import { describe, expect, it } from '@jest/globals';

import { formatDate, listOf, numberWord } from '@/lib/text';

describe('lib/text', () => {
  it.each([
    [
      listOf(['New York', 'London', 'Jakarta', 'Yokohama']),
      'New York, London, Jakarta and Yokohama',
    ],
    [listOf(['London', 'Paris']), 'London and Paris'],
    [listOf(['London']), 'London'],
    [[0, 1, 4, 10].map(numberWord).join(' '), 'zero one four ten'],
    [numberWord(11), '11'],
    [formatDate('2026-11-02'), '2 November 2026'],
    [formatDate('2027-01-31'), '31 January 2027'],
  ])('writes %j as people read it', (written, expected) => {
    expect(written).toBe(expected);
  });
});
