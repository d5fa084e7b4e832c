import { describe, expect, it } from '@jest/globals';

import { formatDate, listOf, numberWord } from '@/lib/text';

describe('listOf', () => {
  it('joins a list as running text, without a serial comma', () => {
    expect(listOf(['New York', 'London', 'Jakarta', 'Yokohama'])).toBe(
      'New York, London, Jakarta and Yokohama',
    );
    expect(listOf(['London', 'Paris'])).toBe('London and Paris');
    expect(listOf(['London'])).toBe('London');
  });
});

describe('numberWord', () => {
  it('spells counts up to ten', () => {
    expect([0, 1, 3, 4, 10].map(numberWord)).toEqual(['zero', 'one', 'three', 'four', 'ten']);
  });

  it('writes larger counts in figures', () => {
    expect(numberWord(11)).toBe('11');
    expect(numberWord(23)).toBe('23');
  });
});

describe('formatDate', () => {
  it('writes a day as people read it, whatever the time zone', () => {
    expect(formatDate('2026-11-02')).toBe('2 November 2026');
    expect(formatDate('2027-01-31')).toBe('31 January 2027');
  });
});
