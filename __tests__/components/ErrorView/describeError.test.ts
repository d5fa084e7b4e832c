import { describe, expect, it } from '@jest/globals';

import { describeError } from '@/components/ErrorView/describeError';

describe('describeError (what the error view shows)', () => {
  it.each([
    [
      'the status and status text',
      { status: 503, statusText: 'Service Unavailable' },
      '503 Service Unavailable',
    ],
    [
      'them before the message',
      Object.assign(new Error('x'), { status: 404, statusText: 'Not Found' }),
      '404 Not Found',
    ],
    ['the status alone without status text', { status: 418 }, '418'],
    ['the message otherwise', new Error('Map data failed to load'), 'Map data failed to load'],
    ['a thrown string', 'Something broke', 'Something broke'],
    ['the fallback for an empty message', new Error(''), 'fallback'],
    ['the fallback for nothing at all', undefined, 'fallback'],
  ])('shows %s', (_, error, shown) => {
    expect(describeError(error, 'fallback')).toBe(shown);
  });
});
