import { describe, expect, it } from '@jest/globals';

import { listOf, numberWord } from '@/lib/text';

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
