import { describe, expect, it } from '@jest/globals';

import { errorPage } from '@/content/pages/notFound';
import { describeError } from '@/components/ErrorView/describeError';

const FALLBACK = errorPage.fallbackStatus;

describe('describeError', () => {
  it('shows the status and status text when the error has them', () => {
    expect(describeError({ status: 503, statusText: 'Service Unavailable' }, FALLBACK)).toBe(
      '503 Service Unavailable',
    );
    expect(
      describeError(
        Object.assign(new Error('ignored'), { status: 404, statusText: 'Not Found' }),
        FALLBACK,
      ),
    ).toBe('404 Not Found');
  });

  it('shows the status alone when there is no status text', () => {
    expect(describeError({ status: 418 }, FALLBACK)).toBe('418');
  });

  it('otherwise shows the error message', () => {
    expect(describeError(new Error('Map data failed to load'), FALLBACK)).toBe(
      'Map data failed to load',
    );
    expect(describeError('Something broke', FALLBACK)).toBe('Something broke');
  });

  it('falls back to a generic 500 when there is nothing to show', () => {
    expect(describeError(new Error(''), FALLBACK)).toBe('500 Internal Server Error');
    expect(describeError(undefined, FALLBACK)).toBe('500 Internal Server Error');
  });
});
